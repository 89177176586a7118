import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithApp } from '../test/render';
import { PromoBanner } from './banner/PromoBanner';
import { bannerCacheKey } from './banner/banner-cache';
import { MaintenanceNotice } from './MaintenanceNotice';
import { notLoggedIn, ok, stubApi } from './test-api';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const banner = { image: '', link: '/fusion_pcb', desc: 'PCB from {price:490}', href_type: 1, color: '#0b7a3e' };

describe('promotional banner', () => {
  it('shows the first banner of the edition and caches it with the test key', async () => {
    const api = stubApi({
      'GET /user/info': notLoggedIn,
      'GET /v1/system/setting': () => ok({ banner_use_abtest_key: 'k1' }),
      'POST /help/top-banner': () => ok([banner, { ...banner, desc: 'second' }]),
    });
    renderWithApp(<PromoBanner />);
    expect(await screen.findByRole('link', { name: 'PCB from $4.90' })).toHaveAttribute('href', '/fusion_pcb');
    expect(screen.queryByText('second')).toBeNull();
    expect(api.calls.find((c) => c.path === '/help/top-banner')?.body).toEqual({ type: 'fusion' });
    expect(JSON.parse(localStorage.getItem(bannerCacheKey('en')) ?? '{}')).toMatchObject({ abKey: 'k1', banner });
  });

  it('uses the cached banner while the test key is unchanged', async () => {
    localStorage.setItem(bannerCacheKey('en'), JSON.stringify({ banner: { ...banner, desc: 'cached' }, savedAt: Date.now(), abKey: 'k1' }));
    const api = stubApi({
      'GET /user/info': notLoggedIn,
      'GET /v1/system/setting': () => ok({ banner_use_abtest_key: 'k1' }),
      'POST /help/top-banner': () => ok([banner]),
    });
    renderWithApp(<PromoBanner />);
    expect(await screen.findByText('cached')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/help/top-banner')).toBe(false);
  });

  // (last in this file: the page's banner data is read once per page load)
  it("shows the banner the server wrote into the page from the first render, then its own answer's", async () => {
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = 'fusion-banner';
    data.textContent = JSON.stringify({ ...banner, desc: 'From the page {price:490}' });
    document.head.append(data);
    stubApi({
      'GET /user/info': notLoggedIn,
      'GET /v1/system/setting': () => ok({ banner_use_abtest_key: 'k2' }),
      'POST /help/top-banner': () => ok([{ ...banner, desc: 'Answered' }]),
    });
    renderWithApp(<PromoBanner />);
    // no await: the first render, as React hydrates the server's markup of the same banner
    expect(screen.getByRole('link', { name: 'From the page $4.90' })).toHaveAttribute('href', '/fusion_pcb');
    expect(await screen.findByRole('link', { name: 'Answered' })).toBeInTheDocument();
    data.remove();
  });
});

describe('maintenance notice', () => {
  it('shows the title and description when the system is not normal', async () => {
    stubApi({
      'GET /user/info': notLoggedIn,
      'GET /help/system-status': () => ok({ normal: false, title: 'Scheduled maintenance', desc: 'Back at 10:00 UTC.' }),
    });
    renderWithApp(<MaintenanceNotice />);
    expect(await screen.findByRole('dialog', { name: 'Scheduled maintenance' })).toHaveTextContent('Back at 10:00 UTC.');
  });

  it('stays hidden when the system is normal', async () => {
    const api = stubApi({ 'GET /user/info': notLoggedIn, 'GET /help/system-status': () => ok({ normal: true, title: '', desc: '' }) });
    renderWithApp(<MaintenanceNotice />);
    await vi.waitFor(() => expect(api.calls.some((c) => c.path === '/help/system-status')).toBe(true));
    // let every answer arrive and render before checking that nothing opened
    await act(async () => {
      await Promise.all(api.fetchMock.mock.results.map((r) => r.value));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
