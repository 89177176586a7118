// Open Parts Library API (spec services §3 "Component library (OPL) entry"; issue 10): search with facets, part
// detail, library download. Prices are unit prices in micro-USD (USD × 1e6) as strings: a 0402 resistor costs
// fractions of a cent, which cents cannot hold.
import { z } from 'zod';
import { queryId, queryInt, text } from './fields';
import { QUANTITY_KINDS } from '../opl/units';
import { PACKAGE_FAMILIES } from '../opl/package-family';
import { OPL_PAGE_SIZE_MAX } from '../opl/limits';

export const LIBRARY_TYPES = ['basic', 'preferred', 'extended'] as const;
export const OPL_SORTS = ['relevance', 'stock', 'price'] as const;
export { OPL_DOWNLOAD_MAX, OPL_PAGE_SIZE_MAX } from '../opl/limits';

/** Comma-separated ids ("3,17"): facet selections travel in the URL this way. */
const idList = text()
  .max(400)
  .regex(/^\d{1,10}(,\d{1,10}){0,39}$/, 'validation.invalid');
/** Range filters: "attributeId:min:max" joined by ";", either bound may be empty ("12:1e-7:" = at least 100 nF). */
const rangeList = text()
  .max(600)
  .regex(/^\d{1,10}:[-+0-9.eE]{0,24}:[-+0-9.eE]{0,24}(;\d{1,10}:[-+0-9.eE]{0,24}:[-+0-9.eE]{0,24}){0,11}$/, 'validation.invalid');

/** What narrows a search; shared by the search and the download of its result. */
export const oplFilterShape = {
  q: text().max(200).optional(),
  /** A category or a subcategory. */
  category: queryId().optional(),
  packages: idList.optional(),
  manufacturers: idList.optional(),
  library: z.enum(LIBRARY_TYPES).optional(),
  in_stock: z.enum(['0', '1']).optional(),
  ranges: rangeList.optional(),
};

export const oplSearchQueryShape = {
  ...oplFilterShape,
  sort: z.enum(OPL_SORTS).optional(),
  /** The quantity prices are shown and sorted at. */
  qty: queryInt(1, 10_000_000).optional(),
  page: queryInt(1, 10_000).optional(),
  size: queryInt(1, OPL_PAGE_SIZE_MAX).optional(),
  /** '0': the page of parts only, without facet counts (the page asks for those in a second call, so the first
   *  results show while the facets are still being counted). */
  facets: z.enum(['0', '1']).optional(),
};

const priceString = z.string().regex(/^\d+$/);

export const oplPartSummarySchema = z.object({
  /** The part's id: its product page is /{slug}-p-{part_id} (issue 14; partProductPath in src/shared/product-slug.ts). */
  part_id: z.number(),
  sku: z.string(),
  mpn: z.string(),
  manufacturer: z.string().nullable(),
  package: z.string().nullable(),
  package_family: z.enum(PACKAGE_FAMILIES),
  category: z.string(),
  description: z.string(),
  stock: z.number(),
  library_type: z.enum(LIBRARY_TYPES),
  /** Unit price at the asked quantity (micro-USD), null when the part has no price. */
  unit_price: priceString.nullable(),
  datasheet: z.string(),
});
export type OplPartSummary = z.infer<typeof oplPartSummarySchema>;

const countSchema = z.object({ id: z.number(), name: z.string(), count: z.number() });
export const oplFacetsSchema = z.object({
  /** Categories with their subcategories (parent_id set), counted over the result without the category filter. */
  categories: z.array(countSchema.extend({ parent_id: z.number().nullable() })),
  packages: z.array(countSchema),
  manufacturers: z.array(countSchema),
  library: z.array(z.object({ value: z.enum(LIBRARY_TYPES), count: z.number() })),
  in_stock: z.number(),
  /** Numeric attributes of the chosen category, with their span in the result (SI units). */
  ranges: z.array(countSchema.extend({ kind: z.enum(QUANTITY_KINDS), min: z.number(), max: z.number() })),
});
export type OplFacets = z.infer<typeof oplFacetsSchema>;

/** How the search box was read: shown as chips so the customer sees "100nF" was taken as a capacitance. */
export const oplQueryReadingSchema = z.object({
  values: z.array(z.object({ text: z.string(), kind: z.enum(QUANTITY_KINDS), value: z.number() })),
  packages: z.array(z.string()),
  words: z.array(z.string()),
});
export type OplQueryReading = z.infer<typeof oplQueryReadingSchema>;

export const oplSearchResultSchema = z.object({
  total: z.number(),
  /** True when the search has more matches than `total` (a text search past 1,000 matches is not counted to the end). */
  total_capped: z.boolean(),
  page: z.number(),
  size: z.number(),
  items: z.array(oplPartSummarySchema),
  facets: oplFacetsSchema,
  reading: oplQueryReadingSchema,
});
export type OplSearchResult = z.infer<typeof oplSearchResultSchema>;

export const oplPartQueryShape = { sku: text().min(1).max(40) };
export const oplPartDetailSchema = oplPartSummarySchema.extend({
  category_id: z.number(),
  parent_category: z.object({ id: z.number(), name: z.string() }).nullable(),
  image: z.string(),
  joints: z.number().nullable(),
  assembly_minimum: z.number().nullable(),
  attrition: z.number().nullable(),
  downloads: z.number(),
  tiers: z.array(z.object({ qty: z.number(), unit_price: priceString })),
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type OplPartDetail = z.infer<typeof oplPartDetailSchema>;

export const OPL_DOWNLOAD_FORMATS = ['csv', 'kicad'] as const;
export type OplDownloadFormat = (typeof OPL_DOWNLOAD_FORMATS)[number];
/** One part by SKU, or the search result the filters describe (at most OPL_DOWNLOAD_MAX parts). */
export const oplDownloadQueryShape = {
  ...oplFilterShape,
  format: z.enum(OPL_DOWNLOAD_FORMATS),
  sku: text().min(1).max(40).optional(),
};
