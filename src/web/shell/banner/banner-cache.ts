// The promotional banner is cached in localStorage for 7 days per language and fetched again when the
// banner A/B test key from GET /v1/system/setting changes (spec platform §4 "Other", §9). Pure: the clock
// (epoch milliseconds) and the storage are passed in, so the rules are unit-tested without waiting.
import type { Banner } from '../../../shared/contracts/content';
import { Limits } from '../../../shared/ids';

type BannerLang = 'en' | 'jp';

interface BannerCacheEntry {
  /** null: the server had no banner; that answer is cached too. */
  banner: Banner | null;
  savedAt: number;
  abKey: string;
}

export const BANNER_TTL_MS = Limits.bannerCacheDays * 86_400_000;
export const bannerCacheKey = (lang: BannerLang) => `fusion_banner_${lang}`;

const isEntry = (v: unknown): v is BannerCacheEntry => {
  if (typeof v !== 'object' || v === null) return false;
  const e = v as Record<string, unknown>;
  return typeof e.savedAt === 'number' && typeof e.abKey === 'string' && (e.banner === null || typeof e.banner === 'object');
};

export const readBannerCache = (storage: Pick<Storage, 'getItem'> | undefined, lang: BannerLang): BannerCacheEntry | null => {
  try {
    const raw = storage?.getItem(bannerCacheKey(lang));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isEntry(parsed) ? parsed : null;
  } catch {
    return null; // unreadable or blocked storage: behave as if nothing was cached
  }
};

export const writeBannerCache = (
  storage: Pick<Storage, 'setItem'> | undefined,
  lang: BannerLang,
  entry: BannerCacheEntry,
): void => {
  try {
    storage?.setItem(bannerCacheKey(lang), JSON.stringify(entry));
  } catch {
    /* quota or blocked storage: the banner is simply fetched next time */
  }
};

/**
 * Whether a cached entry may be shown instead of asking the server. `abKey` is the current test key, or
 * undefined when the setting could not be read (then only the age counts).
 */
export const isBannerCacheUsable = (entry: BannerCacheEntry | null, now: number, abKey: string | undefined): boolean => {
  if (!entry) return false;
  const age = now - entry.savedAt;
  if (age < 0 || age >= BANNER_TTL_MS) return false; // a clock moved backwards is treated as stale
  return abKey === undefined || entry.abKey === abKey;
};

/** The cached banner if usable, else loads a fresh one and caches it under the current key. */
export const loadBanner = async (opts: {
  storage: Storage | undefined;
  lang: BannerLang;
  now: () => number;
  abKey: string | undefined;
  fetch: () => Promise<Banner | null>;
}): Promise<Banner | null> => {
  const cached = readBannerCache(opts.storage, opts.lang);
  if (cached && isBannerCacheUsable(cached, opts.now(), opts.abKey)) return cached.banner;
  const banner = await opts.fetch();
  writeBannerCache(opts.storage, opts.lang, { banner, savedAt: opts.now(), abKey: opts.abKey ?? cached?.abKey ?? '' });
  return banner;
};
