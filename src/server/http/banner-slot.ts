// The current promotional banner in a prerendered page's first paint (issue 17). The banner is content staff change
// at any time, so the build leaves two slots in each page (scripts/prerender-web.mjs): one where the strip goes and
// one in <head> for its data, and writes the strip's markup in each of its shapes with placeholders
// (prerender/<edition>/banner.json). Filled here, the strip paints with the page: before, it arrived after the app
// had asked for it, pushed the page down (layout shift 0.06–0.08 on every landing page) and, on the cart, became the
// largest paint 3–4 s in. The web app's PromoBanner shows the data of <script id="fusion-banner"> until its own
// answer arrives, so its first render matches this markup.
import type { Banner } from '../../shared/contracts/content';
import {
  BANNER_DATA_SLOT,
  BANNER_PLACEHOLDERS,
  BANNER_SLOT,
  bannerBackground,
  bannerShape,
  bannerShows,
  fillPrices,
} from '../../shared/content/banner';
import { formatPrice } from '../../shared/currency';
import { escapeHtml, escapeRegExp } from '../../shared/text/escape';

const P = BANNER_PLACEHOLDERS;
// longest first: the internal link's placeholder is part of the external one's
const PLACEHOLDER = new RegExp([P.externalLink, P.internalLink, P.image, P.desc, P.color].map(escapeRegExp).join('|'), 'g');

/** The strip's markup for a banner (empty when it does not show or its shape has no template). */
export const bannerMarkup = (templates: Record<string, string>, banner: Banner | null): string => {
  if (!bannerShows(banner)) return '';
  const template = templates[bannerShape(banner)];
  if (!template) return '';
  // prices as the app's first render writes them: in US dollars, until the visitor's rate has arrived
  const values: Record<string, string> = {
    [P.externalLink]: escapeHtml(banner.link),
    [P.internalLink]: escapeHtml(banner.link),
    [P.image]: escapeHtml(banner.image),
    [P.desc]: escapeHtml(fillPrices(banner.desc, (cents) => formatPrice(cents))),
    [P.color]: escapeHtml(bannerBackground(banner.color)),
  };
  // one pass: a value that happens to contain a placeholder's text is not replaced again
  return template.replace(PLACEHOLDER, (p) => values[p] ?? p);
};

/** The banner's data for the app (JSON in a script element that never runs; `<` escaped so it cannot close it). */
export const bannerData = (banner: Banner | null): string =>
  `<script type="application/json" id="fusion-banner">${JSON.stringify(bannerShows(banner) ? banner : null).replace(/</g, '\\u003c')}</script>`;

/** The page with its banner slots filled (a page without slots comes back unchanged). */
export const fillBannerSlots = (html: string, templates: Record<string, string>, banner: Banner | null): string => {
  if (!html.includes(BANNER_SLOT)) return html;
  return html.replace(BANNER_SLOT, () => bannerMarkup(templates, banner)).replace(BANNER_DATA_SLOT, () => bannerData(banner));
};
