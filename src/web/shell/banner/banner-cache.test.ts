import { describe, expect, it, vi } from 'vitest';
import type { Banner } from '../../../shared/contracts/content';
import { BANNER_TTL_MS, bannerCacheKey, isBannerCacheUsable, loadBanner, readBannerCache, writeBannerCache } from './banner-cache';

const DAY = 86_400_000;
const banner = (desc: string): Banner => ({ image: '', link: '/fusion_pcb', desc, href_type: 1, color: '#2f9e44' });

class MemoryStorage {
  items = new Map<string, string>();
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.items.set(k, v);
  }
}
const asStorage = (m: MemoryStorage) => m as unknown as Storage;

describe('banner cache rules', () => {
  const t0 = Date.UTC(2026, 0, 1);
  const entry = { banner: banner('Sale'), savedAt: t0, abKey: 'A' };

  it('keeps a banner for 7 days', () => {
    expect(BANNER_TTL_MS).toBe(7 * DAY);
    expect(isBannerCacheUsable(entry, t0 + 7 * DAY - 1, 'A')).toBe(true);
    expect(isBannerCacheUsable(entry, t0 + 7 * DAY, 'A')).toBe(false);
  });

  it('is stale when the A/B test key changed', () => {
    expect(isBannerCacheUsable(entry, t0 + DAY, 'B')).toBe(false);
  });

  it('counts only the age when the key could not be read', () => {
    expect(isBannerCacheUsable(entry, t0 + DAY, undefined)).toBe(true);
    expect(isBannerCacheUsable(entry, t0 + 8 * DAY, undefined)).toBe(false);
  });

  it('treats a missing entry and a clock that went backwards as stale', () => {
    expect(isBannerCacheUsable(null, t0, 'A')).toBe(false);
    expect(isBannerCacheUsable(entry, t0 - 1, 'A')).toBe(false);
  });

  it('stores one entry per language and ignores unreadable data', () => {
    const s = new MemoryStorage();
    writeBannerCache(asStorage(s), 'en', entry);
    expect(readBannerCache(asStorage(s), 'en')).toEqual(entry);
    expect(readBannerCache(asStorage(s), 'jp')).toBeNull();
    s.setItem(bannerCacheKey('jp'), '{not json');
    expect(readBannerCache(asStorage(s), 'jp')).toBeNull();
    s.setItem(bannerCacheKey('jp'), JSON.stringify({ banner: 'x' }));
    expect(readBannerCache(asStorage(s), 'jp')).toBeNull();
  });
});

describe('loadBanner', () => {
  it('fetches once, then serves the cache until it expires or the key changes', async () => {
    const s = asStorage(new MemoryStorage());
    let now = Date.UTC(2026, 0, 1);
    let served = 0;
    const fetch = vi.fn(async () => banner(`v${++served}`));
    const load = (abKey: string) => loadBanner({ storage: s, lang: 'en', now: () => now, abKey, fetch });

    expect((await load('A'))?.desc).toBe('v1');
    now += 6 * DAY;
    expect((await load('A'))?.desc).toBe('v1');
    expect(fetch).toHaveBeenCalledTimes(1);

    expect((await load('B'))?.desc).toBe('v2'); // new campaign key
    now += 7 * DAY;
    expect((await load('B'))?.desc).toBe('v3'); // expired
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('keeps the languages apart', async () => {
    const s = asStorage(new MemoryStorage());
    const now = () => Date.UTC(2026, 0, 1);
    await loadBanner({ storage: s, lang: 'en', now, abKey: 'A', fetch: async () => banner('English') });
    const jp = await loadBanner({ storage: s, lang: 'jp', now, abKey: 'A', fetch: async () => banner('日本語') });
    expect(jp?.desc).toBe('日本語');
    expect(readBannerCache(s, 'en')?.banner?.desc).toBe('English');
  });

  it('caches "no banner" too', async () => {
    const s = asStorage(new MemoryStorage());
    const fetch = vi.fn(async () => null);
    const now = () => 1_000;
    expect(await loadBanner({ storage: s, lang: 'en', now, abKey: 'A', fetch })).toBeNull();
    expect(await loadBanner({ storage: s, lang: 'en', now, abKey: 'A', fetch })).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
