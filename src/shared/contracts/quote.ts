// PCB and stencil quoting: POST /v1/cart/cart-param and POST /v1/cart/cart-price (issue 3 §2, §3; spec platform §7).
// Values are the shared rule schemas (strict: unknown parameters are rejected); money is USD cents as a string.
import { z } from 'zod';
import { id, text } from './fields';
import { pcbTierSchema, pcbValuesSchema } from '../rules/pcb';
import { stencilValuesSchema } from '../rules/stencil';
import { CARRIERS } from '../pricing/shipping-tables';

const QUOTE_PRODUCTS = ['pcb', 'stencil'] as const;

/** Destination: ISO alpha-2 code ('JP') or the site's country id (Japan 107, China 44; spec platform §3). */
export const countrySchema = z.union([
  text().regex(/^[A-Za-z]{2}$/, 'validation.invalid'),
  id('validation.invalid'),
]);
export const carrierSchema = z.enum(CARRIERS, { error: 'validation.invalid' });

// An absent `values` means the default board; `prefault` runs the defaults through the schema.
const pcbProduct = { product: z.literal('pcb'), tier: pcbTierSchema, values: pcbValuesSchema.prefault({}) };
/** Stencils have no tier; 0 is accepted so a form can send the same shape for both products. */
const stencilProduct = { product: z.literal('stencil'), tier: z.literal(0).optional(), values: stencilValuesSchema.prefault({}) };

export const cartParamBodySchema = z.discriminatedUnion('product', [
  z.strictObject(pcbProduct),
  z.strictObject(stencilProduct),
]);
export type CartParamBody = z.input<typeof cartParamBodySchema>;

const shippingChoice = { country: countrySchema, carrier: carrierSchema, file_id: z.uuid('validation.invalid').optional() };
export const cartPriceBodySchema = z.discriminatedUnion('product', [
  z.strictObject({ ...pcbProduct, ...shippingChoice }),
  z.strictObject({ ...stencilProduct, ...shippingChoice }),
]);
export type CartPriceBody = z.input<typeof cartPriceBodySchema>;

// ---- answers ----

const paramValue = z.union([z.string(), z.number(), z.boolean()]);
const labelParams = z.record(z.string(), z.union([z.string(), z.number()]));

/** One parameter with its control state (Active 1, Disabled 2, Option 3, Max 4, Min 5) — src/shared/params/types.ts. */
const paramDefSchema = z.object({
  kind: z.enum(['choice', 'number', 'boolean', 'text']),
  key: z.string(),
  labelKey: z.string(),
  control: z.number(),
  default: paramValue,
  value: paramValue.nullable(),
  choices: z
    .array(z.object({
      value: paramValue,
      labelKey: z.string(),
      labelParams: labelParams.optional(),
      disabled: z.boolean().optional(),
      reasonKey: z.string().optional(),
      reasonParams: labelParams.optional(),
    }))
    .optional(),
  range: z.object({ min: z.number(), max: z.number(), step: z.number(), unitKey: z.string().optional() }).optional(),
  maxLength: z.number().optional(),
});

/** A rule problem: field, message key ('pcb.rule.*', 'stencil.rule.*'), its parameters, and whether it blocks. */
export const problemSchema = z.object({
  field: z.string(),
  key: z.string(),
  params: labelParams,
  severity: z.enum(['error', 'warning']),
});
export type QuoteProblem = z.infer<typeof problemSchema>;

export const cartParamSchema = z.object({
  product: z.enum(QUOTE_PRODUCTS),
  tier: z.number(),
  params: z.array(paramDefSchema),
  /** Every problem of the given values (errors and warnings), for the form to show beside the fields. */
  problems: z.array(problemSchema),
  /**
   * The stored price tables the browser's copy of the engine needs, as `tablesToJson` text (bigints tagged);
   * read them with `tablesFromJson` from src/shared/pricing/serialize.ts.
   */
  tables: z.object({ version: z.string(), product: z.string(), shipping: z.string() }),
  carriers: z.array(carrierSchema),
  /** ISO codes with a known shipping zone (others ship at the 'rest' rate unless blocked). */
  countries: z.array(z.string()),
  blocked_countries: z.array(z.string()),
});
export type CartParam = z.infer<typeof cartParamSchema>;

export const priceLineSchema = z.object({ key: z.string(), amount: z.string() });

const shippingQuoteSchema = z.union([
  z.object({ carrier: carrierSchema, cost: z.string(), days: z.object({ min: z.number(), max: z.number() }) }),
  /** 'shipping.unavailableCountry' | 'shipping.carrierUnavailable' | 'shipping.overWeight' */
  z.object({ carrier: carrierSchema, problem: z.string() }),
]);

const SPECIALS = ['per_file', 'three_piece'] as const;

export const cartPriceSchema = z.object({
  lines: z.array(priceLineSchema),
  /** USD cents; "0" with manual_quote (premium is quoted by hand within 24 hours). */
  total: z.string(),
  build_days: z.number(),
  weight_grams: z.number(),
  manual_quote: z.boolean(),
  shipping: shippingQuoteSchema,
  /** Warnings (and the not-yet-confirmed default size) that do not block the price. */
  problems: z.array(problemSchema),
  /** The special price applied to this board, if any (spec services §9). */
  special: z.enum(SPECIALS).nullable(),
});
export type CartPrice = z.infer<typeof cartPriceSchema>;
