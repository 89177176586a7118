// The edition's current promotional banner for the prerendered pages (http/banner-slot.ts writes it into their first
// paint), read at most every few seconds per process: the landing pages are the most requested pages, and a banner
// staff change shows there within BANNER_KEEP_MS (the app's own banner request shows it at once in any case).
import type { Deps } from '../../deps';
import type { Banner } from '../../../shared/contracts/content';
import { firstBanner } from '../../../shared/content/banner';
import { listBanners } from './list-banners';

export const BANNER_KEEP_MS = 5_000;

export type CurrentBanner = (edition: 'en' | 'jp') => Promise<Banner | null>;

/** A reader of the current banner that keeps each edition's answer BANNER_KEEP_MS; a failed read counts as no banner. */
export const currentBannerSource = (deps: Pick<Deps, 'db' | 'clock' | 'log'>, keepMs = BANNER_KEEP_MS): CurrentBanner => {
  const kept = new Map<'en' | 'jp', { at: number; banner: Promise<Banner | null> }>();
  return (edition) => {
    const now = performance.now();
    const known = kept.get(edition);
    if (known && now - known.at < keepMs) return known.banner;
    const banner = listBanners(deps, edition === 'jp' ? 'fusionjp' : 'fusion')
      .then(firstBanner)
      .catch((err: unknown) => {
        // the page goes out without the strip (the app then asks for it, as on any other page); try again next time
        deps.log.warn({ err }, 'the current banner could not be read for a prerendered page');
        kept.delete(edition);
        return null;
      });
    kept.set(edition, { at: now, banner });
    return banner;
  };
};
