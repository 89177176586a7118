// The Open Parts Library (spec services §1, §3 "Component library (OPL) entry"; issue 10): the factory's parts
// catalogue. Sized for the public 582k-part snapshot, so the shapes favour a fast bulk import and fast search:
// - price tiers live in the part row as two parallel arrays (from-quantity, unit price in micro-USD) instead of a
//   3.5M-row table: a tier list is always read and written whole, and "price at quantity" is one array lookup;
// - attributes are kept whole as jsonb for display, and only their numbers go to `opl_part_values`, the one table
//   range filters and value searches ("100nF", "10k") need;
// - `doc` is the 'simple' text-search document (MPN, SKU, manufacturer, package, description, text attributes)
//   written by the importer, since a generated column cannot read the manufacturer's and package's names.
import { sql } from 'drizzle-orm';
import type { OplFacets } from '../../../shared/contracts/opl';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Two levels: a category (parent_id null) and its subcategories. Parts belong to a subcategory. */
export const oplCategories = pgTable(
  'opl_categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => oplCategories.id),
    name: text('name').notNull(),
    /** "Category" or "Category / Subcategory": the importer's upsert key. */
    path: text('path').notNull(),
    /** Parts in it (a category: in its subcategories), refreshed after each import: the unfiltered facet. */
    partCount: integer('part_count').notNull().default(0),
    /** The other facets of the category alone (packages, manufacturers, library, in stock, ranges), refreshed with
     *  part_count: counting them live over a 200k-part category takes seconds (docs/opl.md "Performance"). */
    facets: jsonb('facets').$type<Omit<OplFacets, 'categories'>>(),
  },
  (t) => [uniqueIndex('opl_categories_path_idx').on(t.path), index('opl_categories_parent_idx').on(t.parentId)],
);

export const oplManufacturers = pgTable(
  'opl_manufacturers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('opl_manufacturers_name_idx').on(t.name)],
);

export const oplPackages = pgTable(
  'opl_packages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    /** chip | sot | soic | qfn | qfp | bga | dip | to | module | connector | other: picks the placeholder drawing. */
    family: text('family').notNull(),
  },
  (t) => [uniqueIndex('opl_packages_name_idx').on(t.name), index('opl_packages_upper_idx').on(sql`upper(${t.name})`)],
);

/** A parametric attribute with a number: its name and the quantity it measures (SI unit implied by the kind). */
export const oplAttributes = pgTable(
  'opl_attributes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    /** resistance | capacitance | inductance | voltage | current | power | frequency | tolerance | count | charge */
    kind: text('kind').notNull(),
  },
  (t) => [uniqueIndex('opl_attributes_name_kind_idx').on(t.name, t.kind)],
);

export const oplParts = pgTable(
  'opl_parts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The shop's part code (LCSC code in the public snapshot): the upsert key. */
    sku: text('sku').notNull(),
    mpn: text('mpn').notNull(),
    /** Upper-case MPN without punctuation: ERJ-2RKF3092X and ERJ2RKF3092X are the same part. */
    mpnKey: text('mpn_key').notNull(),
    categoryId: integer('category_id').notNull().references(() => oplCategories.id),
    manufacturerId: integer('manufacturer_id').references(() => oplManufacturers.id),
    packageId: integer('package_id').references(() => oplPackages.id),
    description: text('description').notNull(),
    /** True when the source had no description and it was built from the attributes. */
    descriptionBuilt: boolean('description_built').notNull().default(false),
    datasheet: text('datasheet').notNull().default(''),
    /** Source image file name; the pages draw a package placeholder when it cannot be reached. */
    image: text('image').notNull().default(''),
    stock: integer('stock').notNull().default(0),
    /** basic | preferred | extended (assembly: basic parts need no feeder change). */
    libraryType: text('library_type').notNull().default('extended'),
    /** Solder joints per part (assembly pricing). */
    joints: integer('joints'),
    /** Assembly minimum order quantity and attrition (extra parts consumed), where the source says. */
    assemblyMinimum: integer('assembly_minimum'),
    attrition: integer('attrition'),
    /** Tier start quantities, ascending; priceMicros[i] is the unit price (USD × 1e6) from priceQty[i]. */
    priceQty: integer('price_qty').array().notNull().default(sql`'{}'::integer[]`),
    priceMicros: bigint('price_micros', { mode: 'bigint' }).array().notNull().default(sql`'{}'::bigint[]`),
    /** [{ name, value, unit? }] as shown on the part page. */
    attributes: jsonb('attributes').$type<{ name: string; value: string }[]>().notNull().default([]),
    doc: tsvector('doc').notNull(),
    downloads: integer('downloads').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('opl_parts_sku_idx').on(t.sku),
    // exact and prefix MPN lookups (text_pattern_ops serves LIKE 'ABC%' whatever the collation)
    index('opl_parts_mpn_key_idx').using('btree', sql`${t.mpnKey} text_pattern_ops`),
    index('opl_parts_doc_idx').using('gin', t.doc),
    // the same words over the parts a relevance-ordered page lists first (Basic, Preferred, or 1,000+ in stock; see
    // STOCKED_TIER in commands/opl/part-filter.ts): a search with thousands of matches finds its first pages here
    // without reading every match ("mosfet n-channel": 23,101 matches, about 5,000 of them stocked)
    index('opl_parts_doc_stocked_idx')
      .using('gin', t.doc)
      .where(sql`${t.libraryType} <> 'extended' or ${t.stock} >= 1000`),
    // a subcategory's page in relevance order reads its first 20 rows here (85k chip resistors: no sort)
    index('opl_parts_category_idx').on(
      t.categoryId,
      sql`(case ${t.libraryType} when 'basic' then 0 when 'preferred' then 1 else 2 end)`,
      sql`${t.stock} desc`,
      t.id,
    ),
    index('opl_parts_manufacturer_idx').on(t.manufacturerId),
    index('opl_parts_package_idx').on(t.packageId),
    // the unfiltered catalogue in relevance order (Basic first, then stock): the landing page reads 20 rows of it
    // BOM matching (issue 11) ranks thousands of parts with one value ("100nF": 2,219 in the full catalogue) by
    // package, Basic and stock: from this narrow copy of those columns (an index-only scan) instead of the wide
    // rows. EXPLAIN ANALYZE, best five 100 nF capacitors in 0402 of 582k parts, on this loaded 2-core machine:
    // 395 ms warm / 812 ms cold, 9,474 buffers through opl_parts_pkey and the value rows' heap (load 28) before;
    // 30 ms warm, 6,633 buffers, no heap fetch with it and opl_part_values_attr_num_idx (load 13).
    index('opl_parts_match_idx').on(t.id, t.packageId, t.categoryId, t.libraryType, t.stock),
    index('opl_parts_browse_idx').on(
      sql`(case ${t.libraryType} when 'basic' then 0 when 'preferred' then 1 else 2 end)`,
      sql`${t.stock} desc`,
      t.id,
    ),
    check('opl_parts_library_type_check', sql`${t.libraryType} in ('basic', 'preferred', 'extended')`),
    check('opl_parts_stock_check', sql`${t.stock} >= 0`),
  ],
);

/** The numbers of a part's parametric attributes (SI units), for range filters and value searches. */
export const oplPartValues = pgTable(
  'opl_part_values',
  {
    partId: integer('part_id').notNull().references(() => oplParts.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id').notNull().references(() => oplAttributes.id),
    /** The attribute's kind again, so "any capacitance of 100 nF" needs no join. */
    kind: smallint('kind').notNull(),
    num: doublePrecision('num').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.partId, t.attributeId] }),
    // part_id too: a value search ("100nF") reads the matching parts from the index alone (issue 10)
    index('opl_part_values_kind_num_idx').on(t.kind, t.num, t.partId),
    // part_id too, so "the parts whose Capacitance is 100 nF" is an index-only scan (BOM matching, issue 11; see
    // opl_parts_match_idx)
    index('opl_part_values_attr_num_idx').on(t.attributeId, t.num, t.partId),
  ],
);
