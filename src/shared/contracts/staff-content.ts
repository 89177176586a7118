// The staff console's content screens (issue 9): promotional banners, the navigation menu, help articles and FAQ,
// CMS blocks by key, and exchange rates. The maintenance notice lives in ./staff.ts.
import { z } from 'zod';
import { apiQuery } from '../api';
import { CURRENCIES } from '../money';
import { CMS_KEYS, HELP_CATEGORIES } from './content';
import { id, int, queryInt, text } from './fields';

const isoDateTime = text().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, 'validation.invalid');
const shortText = (max: number) => text().trim().max(max);

// ---- banners ----

export const BANNER_EDITIONS = ['fusion', 'fusionjp'] as const;
/** Uploaded banner images: PNG, JPEG, WebP or GIF by content, at most this many bytes and 4000 px a side. */
export const BANNER_IMAGE_MAX_BYTES = 1_000_000;
export const BANNER_IMAGE_MAX_SIDE = 4000;

export const staffBannerSchema = z.object({
  id: z.number(),
  /** fusion: the English edition (English text); fusionjp: the Japanese edition (Japanese text). */
  edition: z.enum(BANNER_EDITIONS),
  image: z.string(),
  link: z.string(),
  desc: z.string(),
  color: z.string(),
  active: z.boolean(),
  sort: z.number(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
});
export type StaffBanner = z.infer<typeof staffBannerSchema>;
export const staffBannerListSchema = z.object({ ab_key: z.string(), list: z.array(staffBannerSchema) });

/** Create (no id) or replace a banner. `image` is '' , the banner's current image, or an uploaded one's address. */
export const staffBannerBodySchema = z.strictObject({
  id: id().optional(),
  edition: z.enum(BANNER_EDITIONS),
  image: shortText(300),
  link: shortText(500),
  desc: shortText(300),
  color: text().regex(/^#[0-9a-fA-F]{6}$/, 'validation.invalid'),
  active: z.boolean(),
  sort: int(0, 10_000),
  starts_at: isoDateTime.nullable(),
  ends_at: isoDateTime.nullable(),
});
export const staffIdBodySchema = z.strictObject({ id: id() });
export const bannerImageSchema = z.object({ image: z.string(), width: z.number(), height: z.number() });
/** The public address of an uploaded banner image: GET /api/v1/content/banner-image/:name. */
export const bannerImageParamsSchema = z.strictObject({ name: text().regex(/^[0-9a-f]{32}\.(png|jpg|webp|gif)$/, 'validation.invalid') });

// ---- navigation menu ----

export const staffMenuItemSchema = z.object({
  id: z.number(),
  parent_id: z.number().nullable(),
  address: z.string(),
  en_name: z.string(),
  jp_name: z.string(),
  sort: z.number(),
  hidden: z.boolean(),
});
export type StaffMenuItem = z.infer<typeof staffMenuItemSchema>;
/** Top-level items, each followed by its children: the spec's menu has one level of children. */
export const staffMenuListSchema = z.array(staffMenuItemSchema);
export const staffMenuBodySchema = z.strictObject({
  id: id().optional(),
  parent_id: id().nullable(),
  /** '' for a group heading (opens its children), else a shop page or an https address. */
  address: shortText(500),
  en_name: shortText(60).min(1),
  jp_name: shortText(60).min(1),
  sort: int(0, 10_000),
  hidden: z.boolean(),
});

// ---- help articles and FAQ ----

export const STAFF_ARTICLE_SORTS = ['sort', 'title', 'category'] as const;
export const staffArticleQuerySchema = apiQuery({
  q: text().max(100).optional(),
  category: z.enum(HELP_CATEGORIES).optional(),
  sort: z.enum(STAFF_ARTICLE_SORTS).optional().default('sort'),
  dir: z.enum(['asc', 'desc']).optional().default('asc'),
  page: queryInt(1, 10_000).optional().default(1),
  page_size: queryInt(1, 100).optional().default(20),
});
const articleTextSchema = z.object({ title: z.string(), body: z.string() });
/** One article in both languages (the shop ties translations by category, platform, position and sort). */
export const staffArticleSchema = z.object({
  id: z.number(),
  category: z.enum(HELP_CATEGORIES),
  sort: z.number(),
  published: z.boolean(),
  en: articleTextSchema.nullable(),
  jp: articleTextSchema.nullable(),
});
export type StaffArticle = z.infer<typeof staffArticleSchema>;
export const staffArticleListSchema = z.object({ total: z.number(), page: z.number(), page_size: z.number(), list: z.array(staffArticleSchema) });
const articleTextBody = z.strictObject({ title: shortText(200).min(1), body: text().max(20_000).min(1) });
export const staffArticleBodySchema = z.strictObject({
  /** The id of any language version; absent to create. */
  id: id().optional(),
  category: z.enum(HELP_CATEGORIES),
  published: z.boolean(),
  en: articleTextBody,
  jp: articleTextBody,
});

// ---- CMS blocks by key ----

const cmsTextSchema = z.object({ title: z.string(), body: z.string(), updated_at: z.string() });
export const staffCmsBlockSchema = z.object({ key: z.enum(CMS_KEYS), en: cmsTextSchema.nullable(), jp: cmsTextSchema.nullable() });
export type StaffCmsBlock = z.infer<typeof staffCmsBlockSchema>;
export const staffCmsListSchema = z.array(staffCmsBlockSchema);
export const staffCmsBodySchema = z.strictObject({
  key: z.enum(CMS_KEYS),
  lang: z.enum(['en', 'jp']),
  title: shortText(200).min(1),
  body: text().max(50_000).min(1),
});

// ---- exchange rates ----

/** A rate older than this is flagged in the console and logged by the server (48 h: the shop's one-day cookie, plus a day). */
export const RATE_STALE_HOURS = 48;
/** One USD in a currency: anything outside these bounds is a typo, not a market. */
export const RATE_MIN = 0.0001;
export const RATE_MAX = 100_000;
/** A new rate more than this factor away from the current one is refused as a likely typo (a slipped digit). */
export const RATE_MAX_JUMP = 5;

export const staffRateSchema = z.object({
  currency: z.enum(CURRENCIES),
  /** One USD in the currency, as a decimal string. */
  rate: z.string(),
  updated_at: z.string(),
  stale: z.boolean(),
});
export type StaffRate = z.infer<typeof staffRateSchema>;
export const staffRateListSchema = z.object({ stale_hours: z.number(), list: z.array(staffRateSchema) });
export const staffRateBodySchema = z.strictObject({
  currency: z.enum(CURRENCIES).exclude(['USD']),
  /** Decimal, up to six places (stored as millionths). */
  rate: text().trim().regex(/^\d{1,6}(\.\d{1,6})?$/, 'validation.invalid'),
});
