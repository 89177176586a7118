import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { fail, ok, stubApi } from '../../forms/testing/fetch-stub';
import SitemapPage from './SitemapPage';
import { SITEMAP } from './sitemap-links';
import { pageExists } from '../../shell/site-pages';

afterEach(() => vi.unstubAllGlobals());

describe('SitemapPage', () => {
  it('shows the CMS intro and every link of the list, grouped', async () => {
    stubApi({
      'POST /cms/detail-by-key': () => ok({ key: 'sitemap', title: 'Sitemap', body: 'All our pages in one place.', updated_at: '2026-01-01' }),
    });
    renderWithApp(<SitemapPage />, { path: '/sitemap' });
    expect(await screen.findByText('All our pages in one place.')).toBeInTheDocument();
    for (const name of ['Home', 'Order online', 'My account', 'Help', 'Company']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    // every page of the list that exists today, and only those (issue 8 §7)
    expect(hrefs).toEqual(SITEMAP.flatMap((g) => g.links.map((l) => l.to)).filter(pageExists));
    expect(hrefs).toContain('/stencil');
    expect(hrefs).toContain('/fusion_pcba');
    expect(screen.getByRole('link', { name: 'Returns & refunds' })).toHaveAttribute('href', '/get_help/ReturnsRefund');
  });

  it('still lists the pages when the intro is missing', async () => {
    stubApi({ 'POST /cms/detail-by-key': () => fail(404, 4040, 'Not found.', 'errors.notFound') });
    renderWithApp(<SitemapPage />, { path: '/sitemap' });
    expect(await screen.findByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy_policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeInTheDocument();
  });
});
