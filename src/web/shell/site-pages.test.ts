// pageExists answers from a set of the table's static paths for speed (issue 17); it must answer exactly what the
// router itself decides for every path of the table, and for paths only a dynamic or the catch-all route takes.
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { routes } from '../routes';
import { pageExists, staticPaths } from './site-pages';

/** The router's own answer, one full matchRoutes per path (what pageExists did before). */
const byRouter = (path: string): boolean => {
  const leaf = matchRoutes(routes, path)?.at(-1);
  if (!leaf || leaf.route.path === '*') return false;
  if (leaf.route.path === '/get_help/:topic') return ['TechnicalSupport', 'ShippingOrder', 'ReturnsRefund', 'PaymentInformation', 'HowToGetHelp'].includes(leaf.params.topic ?? '');
  return true;
};

describe('pageExists', () => {
  const statics = staticPaths(routes);

  it('finds the static paths of the nested table, joined to their parents', () => {
    expect(statics).toContain('/fusion_pcb');
    expect(statics).toContain('/web/cart');
    expect(statics).toContain('/web/user/address'); // a child path under /web/user
    expect(statics.some((p) => p.includes(':') || p.includes('*'))).toBe(false);
  });

  it('agrees with the router on every static path of the table', () => {
    for (const path of statics) expect(pageExists(path), path).toBe(byRouter(path));
  });

  it.each([
    '/get_help/ReturnsRefund',
    '/get_help/NoSuchTopic',
    '/gallery-detail/12',
    '/opl/part/C1525',
    '/web/user/order/12',
    '/no-such-page',
    '/fusion_pcb?x=1#top',
    '/FUSION_PCB',
    '/fusion_pcb/',
    '/staff/orders',
    '/staff',
    '/web/user',
    '/get_help/technicalsupport',
    '/get_help/TechnicalSupport/more',
    '/opl/part/C1525/extra',
    '/web/cart/pcba/5',
    '/web/invoice/3',
    '/shared-link/abc',
    '/',
  ])('agrees with the router on %s', (path) => {
    const pathname = path.split(/[?#]/)[0]!;
    expect(pageExists(path)).toBe(byRouter(pathname));
    expect(pageExists(path)).toBe(byRouter(pathname)); // the remembered answer too
  });
});
