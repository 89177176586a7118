// Navigation, banners, CMS pages, help articles, currencies, languages, newsletter (spec platform §3, §7).
import { z } from 'zod';
import { queryId, text } from './fields';
import { CURRENCIES } from '../money';
import { emailField } from '../rules/account';

export interface MenuItem {
  id: number;
  address: string;
  en_name: string;
  jp_name: string;
  children?: MenuItem[];
}
export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.number(),
    address: z.string(),
    en_name: z.string(),
    jp_name: z.string(),
    children: z.array(menuItemSchema).optional(),
  }),
);

export const bannerBodySchema = z.strictObject({ type: z.enum(['fusion', 'fusionjp']) });
export const bannerSchema = z.object({
  image: z.string(),
  link: z.string(),
  desc: z.string(),
  href_type: z.number(),
  color: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const CMS_KEYS = [
  'about_us', 'terms_of_service', 'privacy_policy', 'sitemap', 'home_intro',
  // information pages (issue 15): the Japanese footer's standard specifications (doc) and technical guide (fusion-guide)
  'doc', 'fusion-guide', 'pcb-design-for-manufacture', 'fusion-marketplace', 'beaglebone-series',
] as const;
export type CmsKey = (typeof CMS_KEYS)[number];
export const cmsBodySchema = z.strictObject({ key: z.enum(CMS_KEYS) });
/** body is Markdown without raw HTML (rendered safely by the web app). */
export const cmsPageSchema = z.object({ key: z.string(), title: z.string(), body: z.string(), updated_at: z.string() });
export type CmsPage = z.infer<typeof cmsPageSchema>;

export const HELP_CATEGORIES = ['TechnicalSupport', 'ShippingOrder', 'ReturnsRefund', 'PaymentInformation', 'HowToGetHelp', 'FAQ'] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];
export const articleQueryShape = {
  all: z.enum(['0', '1']).optional(),
  platform: text().max(30).optional(),
  position: text().max(30).optional(),
  category: z.enum(HELP_CATEGORIES).optional(),
};
export const articleSummarySchema = z.object({ id: z.number(), category: z.enum(HELP_CATEGORIES), title: z.string() });
export const articleDetailQueryShape = { id: queryId() };
export const articleDetailSchema = articleSummarySchema.extend({ body: z.string() });
export type ArticleSummary = z.infer<typeof articleSummarySchema>;
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

export const currencyTransBodySchema = z.strictObject({ from: z.enum(CURRENCIES), to: z.enum(CURRENCIES) });
/** Country rate info (spec platform §3: unit and rate). rate_ppm = one `from` in `to`, times 1e6, as a string. */
export const currencyRateSchema = z.object({ unit: z.enum(CURRENCIES), rate: z.string(), rate_ppm: z.string() });
export type CurrencyRate = z.infer<typeof currencyRateSchema>;

export const langListSchema = z.array(z.object({ code: z.enum(['en', 'jp']), name: z.string() }));

export const newsletterBodySchema = z.strictObject({ email: emailField });

/** GET /v1/cart/dashboard (header cart panel, spec platform §3 Cart dashboard). Prices are USD cents as strings. */
const cartDashboardItemSchema = z.object({
  cart_id: z.number(),
  pid: z.number(),
  product_name: z.string(),
  product_thumb: z.string(),
  quantity: z.number(),
  price: z.string(),
});
export const cartDashboardSchema = z.object({
  count: z.number(),
  price_total: z.string(),
  details: z.array(cartDashboardItemSchema),
});
export type CartDashboard = z.infer<typeof cartDashboardSchema>;

/** Answer of POST /newsletter/subscribe: the address as stored (lower-cased). */
export const newsletterResultSchema = z.object({ email: z.string() });
