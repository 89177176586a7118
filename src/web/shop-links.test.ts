// Every page the staff console lets a banner or menu item link to (src/shared/content/shop-links.ts) is a page of
// this app, not the not-found page: the list is checked against the route table.
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { routes } from './routes';
import { SHOP_PAGES, isShopLink } from '../shared/content/shop-links';

describe('shop links', () => {
  it.each(SHOP_PAGES)('%s is a page of the shop', (path) => {
    const matched = matchRoutes(routes, path) ?? [];
    expect(matched.at(-1)?.route.path).not.toBe('*');
    expect(matched.length).toBeGreaterThan(0);
  });

  it('accepts https addresses and shop pages with a query, refuses the rest', () => {
    expect(isShopLink('/fusion_pcb?utm=spring')).toBe(true);
    expect(isShopLink('https://example.com/sale')).toBe(true);
    for (const bad of ['/nope', 'http://example.com', 'javascript:alert(1)', '//evil.example', 'https://user:pw@example.com', 'https://localhost']) {
      expect(isShopLink(bad), bad).toBe(false);
    }
  });
});
