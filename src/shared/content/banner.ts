// The promotional strip's rules shared by the web app (shell/banner/PromoBanner.tsx) and the server, which writes the
// current banner into a prerendered page's first paint (http/banner-slot.ts) so it neither shifts the page when it
// arrives nor becomes the page's largest paint after the fact (issue 17).
import type { Banner } from '../contracts/content';

// Banner texts are content written by staff; a price in them is written as {price:<USD cents>} and shown through the
// currency formatter, so the Japanese edition reads yen and a visitor who chose euros reads euros.
const TOKEN = /\{price:(\d{1,12})\}/g;

export const fillPrices = (text: string, format: (usdCents: bigint) => string): string =>
  text.replace(TOKEN, (_, cents: string) => format(BigInt(cents)));

/** The server answers the edition's active banners in order; the strip shows the first. */
export const firstBanner = (data: Banner[] | Banner | null | undefined): Banner | null =>
  (Array.isArray(data) ? data[0] : data) ?? null;

const SAFE_COLOR = /^(#[0-9a-f]{3,8}|[a-z]{3,20})$/i;
/** The strip's background: staff's colour when it is a plain colour value, else the shop's green. */
export const bannerBackground = (color: string): string => (SAFE_COLOR.test(color) ? color : 'var(--mantine-color-green-7)');

/** Where a banner's link goes: inside the shop (the app's router), to another https/http site, or nowhere. */
export type BannerLinkKind = 'internal' | 'external' | 'none';
export const bannerLinkKind = (link: string): BannerLinkKind =>
  link.startsWith('/') && !link.startsWith('//') ? 'internal' : /^https?:\/\//i.test(link) ? 'external' : 'none';

/** A banner shows when it has a picture or a text. */
export const bannerShows = (b: Banner | null): b is Banner => Boolean(b && (b.image || b.desc));

/**
 * The forms the strip's markup takes (picture, text, both; by link kind): the build writes one template of each
 * (scripts/prerender-web.mjs) and the server fills the one a banner needs.
 */
export const bannerShape = (b: Banner): string =>
  `${b.image ? 'image' : ''}${b.image && b.desc ? '+' : ''}${b.desc ? 'text' : ''}:${bannerLinkKind(b.link)}`;

export const BANNER_SHAPES: readonly string[] = ['image', 'text', 'image+text'].flatMap((content) =>
  (['internal', 'external', 'none'] as const).map((kind) => `${content}:${kind}`),
);

/**
 * Placeholders the templates are rendered with: letters and digits only (they pass the colour rule and come out of
 * React's escaping and the router's link unchanged), each replaced by the server with the banner's escaped value.
 */
export const BANNER_PLACEHOLDERS = {
  image: 'fusionbannerimage',
  desc: 'fusionbannerdesc',
  internalLink: '/fusionbannerlink',
  externalLink: 'https://fusionbannerlink.invalid/',
  color: 'fusionbannercolor',
} as const;

/**
 * Where the server writes the current banner into a prerendered page (http/banner-slot.ts): its markup where the strip
 * goes, its data in <head>. The build (scripts/prerender-web.mjs) leaves them there.
 */
export const BANNER_SLOT = '<!--fusion-banner-->';
export const BANNER_DATA_SLOT = '<!--fusion-banner-data-->';

/** The banner the templates are rendered with for a shape. */
export const placeholderBanner = (shape: string): Banner => {
  const [content = '', kind = 'none'] = shape.split(':');
  const P = BANNER_PLACEHOLDERS;
  return {
    image: content.includes('image') ? P.image : '',
    desc: content.includes('text') ? P.desc : '',
    link: kind === 'internal' ? P.internalLink : kind === 'external' ? P.externalLink : '',
    href_type: 0,
    color: P.color,
  };
};
