import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { fail, ok, stubApi } from '../../forms/testing/fetch-stub';
import CmsPage from './CmsPage';

afterEach(() => vi.unstubAllGlobals());

describe('CmsPage', () => {
  it('shows the title and the Markdown body, without raw HTML', async () => {
    const api = stubApi({
      'POST /cms/detail-by-key': () =>
        ok({
          key: 'about_us', title: 'About us', updated_at: '2026-01-05T00:00:00.000Z',
          body: 'We make **boards**.\n\n<script>window.hacked = true</script><b>raw</b>\n\n[Terms](/terms_of_service)',
        }),
    });
    const { container } = renderWithApp(<CmsPage pageKey="about_us" />, { path: '/about_us' });
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(screen.getByText('boards').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms_of_service');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(document.title).toBe('About us | Fusion');
    expect(api.callsTo('POST /cms/detail-by-key')[0]?.body).toEqual({ key: 'about_us' });
  });

  it('says so when the page does not exist', async () => {
    stubApi({ 'POST /cms/detail-by-key': () => fail(404, 4040, 'Not found.', 'errors.notFound') });
    renderWithApp(<CmsPage pageKey="about_us" />, { path: '/about_us' });
    expect(await screen.findByText('Sorry, this page could not be found.')).toBeInTheDocument();
  });
});
