// Kitting (issue 13): the instant estimate (public), adding a kit to the cart (signed in), and the kit's two uploads
// (printed material, sticker image). Money is USD cents as a string; part prices micro-USD like the library's.
import { z } from 'zod';
import { kitValuesSchema } from '../rules/kitting';
import { carrierSchema, countrySchema, priceLineSchema, problemSchema } from './quote';
import { cartItemSchema } from './cart';

const cents = z.string();

/** POST /v1/kitting/price { values, country?, carrier? }: the kit's cost lines, shipping estimate and problems. */
export const kitPriceBodySchema = z.strictObject({
  values: kitValuesSchema.prefault({}),
  country: countrySchema.optional(),
  carrier: carrierSchema.optional(),
});

export const kitPriceSchema = z.object({
  lines: z.array(priceLineSchema),
  subtotal: cents,
  per_set: cents,
  /** The shipping estimate to `country` (null when it cannot ship there: `shipping_problem` says why). */
  shipping: z.object({ cost: cents, carrier: carrierSchema, days: z.object({ min: z.number(), max: z.number() }) }).nullable(),
  shipping_problem: z.string().nullable(),
  /** subtotal + shipping. */
  total: cents,
  build_days: z.number(),
  weight_grams: z.number(),
  fit: z.object({ fits: z.boolean(), content_cm3: z.number(), usable_cm3: z.number(), box_mm: z.array(z.number()) }),
  /** The most sets the library's stock allows. */
  max_sets: z.number().nullable(),
  /** The library parts as read (in the order sent; unknown SKUs are left out and named in problems). */
  items: z.array(z.object({
    sku: z.string(), mpn: z.string(), package: z.string().nullable(), stock: z.number(), grove: z.boolean(),
    /** The part's id and its product page (/{slug}-p-{id}, partProductPath), which the box-contents list links to. */
    part_id: z.number(), product_path: z.string(),
    /** Unit price at the run's quantity, micro-USD. */
    unit_price: z.string().nullable(),
    max_sets: z.number(),
  })),
  pcbs: z.array(z.object({ cart_item_id: z.number(), name: z.string(), unit_price: cents.nullable() })),
  /** The gallery boards as priced today (per board; null when it needs a manual quote). */
  gallery_pcbs: z.array(z.object({ project_id: z.number(), name: z.string(), unit_price: cents.nullable() })),
  /** Blocking problems: the kit cannot go to the cart while there is one ('kitting.rule.*' keys). */
  problems: z.array(problemSchema),
});
export type KitPriceDto = z.infer<typeof kitPriceSchema>;

/** POST /v1/cart/add-kitting: the kit priced on the server; request_id makes a double click add one item. */
export const kitCartAddBodySchema = kitPriceBodySchema.extend({ request_id: z.uuid('validation.invalid') });
export const kitCartAddSchema = cartItemSchema;

/** POST /v1/kitting/printing and /v1/kitting/sticker: the file alone (unknown fields are rejected). */
export const kitFileFieldsSchema = z.strictObject({});
export const kitFileSchema = z.object({ file_id: z.string(), name: z.string(), size: z.number() });
export type KitFile = z.infer<typeof kitFileSchema>;

/** GET /v1/kitting/pcbs: the customer's PCB items in the cart, and the gallery boards they may see, a kit can include. */
export const kitPcbListSchema = z.object({
  items: z.array(z.object({ cart_item_id: z.number(), name: z.string(), file_name: z.string().nullable(), width: z.number(), height: z.number(), quantity: z.number(), unit_price: cents.nullable() })),
  /** Gallery projects with a board: the customer's own (`own`) and public ones; `unit_price` per board, priced today. */
  projects: z.array(z.object({ project_id: z.number(), name: z.string(), file_name: z.string().nullable(), own: z.boolean(), width: z.number(), height: z.number(), unit_price: cents.nullable() })),
});
export type KitPcbList = z.infer<typeof kitPcbListSchema>;
