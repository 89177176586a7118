// The BOM check (issue 11 "After the order"; services §4 "BOM part status"): the Pending and Unavailable lines of
// PCBA items wait for staff, who confirm them with a catalogue part or a sourced part, or ask the customer; the
// customer answers an asked or Unavailable line with a purchase link or another MPN. When the last line is settled
// the item is re-priced from its stored lines (docs/pcba.md "BOM check").
import { z } from 'zod';
import { apiQuery } from '../api';
import { id, int, queryId, queryInt, text } from './fields';
import { pcbaBomLineSchema } from './pcba-order';

const sku = text().trim().min(1).max(64);

/** USD per part as staff type it: up to 6 decimals (micro-dollars, the catalogue's own unit), more than zero. */
export const UNIT_PRICE_PATTERN = /^\d{1,6}(\.\d{1,6})?$/;

/** "0.0123" → 12300n micro-dollars, exactly (no float). */
export const usdToMicros = (usd: string): bigint => {
  const [whole = '0', frac = ''] = usd.split('.');
  return BigInt(whole) * 1_000_000n + BigInt(frac.padEnd(6, '0'));
};

const customerSchema = z.object({ uid: z.number(), email: z.string(), name: z.string() });

export const bomQueueItemSchema = z.object({
  cart_id: z.number(),
  name: z.string(),
  customer: customerSchema,
  /** Boards to assemble (the PCBA quantity): a line needs quantity × boards parts. */
  boards: z.number(),
  /** Cart item status code (src/shared/status/cart-item.ts). */
  status: z.number(),
  /** The order the item went into, when it was ordered. */
  order_id: z.number().nullable(),
  lines: z.number(),
  pending: z.number(),
  unavailable: z.number(),
  /** Open lines waiting for the customer's answer (not staff's work until they answer). */
  asked: z.number(),
  /** When the oldest open line staff must look at entered the queue (1 business day from then); null: all asked. */
  waiting_since: z.string().nullable(),
  created_at: z.string(),
});
export type BomQueueItem = z.infer<typeof bomQueueItemSchema>;

export const bomQueueSchema = z.object({ items: z.array(bomQueueItemSchema) });
export type BomQueue = z.infer<typeof bomQueueSchema>;

/** A suggestion as the check shows it: the catalogue's stock and price now, at the build quantity. */
export const bomCheckPartSchema = z.object({
  sku: z.string(),
  mpn: z.string(),
  manufacturer: z.string(),
  package: z.string(),
  description: z.string(),
  stock: z.number(),
  /** Micro-USD per part at quantity × boards; null when the part has no price. */
  unit_micros: z.string().nullable(),
  basic: z.boolean(),
});
export type BomCheckPart = z.infer<typeof bomCheckPartSchema>;

/** The stored line the customer sees (pcbaBomLineSchema), with what the check needs beside it. */
export const bomCheckLineSchema = pcbaBomLineSchema.extend({
  /** quantity × boards: the parts the build needs. */
  need: z.number(),
  footprint: z.string(),
  description: z.string(),
  /** Staff asked and the customer has not answered since. */
  asked: z.boolean(),
  asked_at: z.string().nullable(),
  answered_at: z.string().nullable(),
  settled_at: z.string().nullable(),
  suggestions: z.array(bomCheckPartSchema),
});
export type BomCheckLine = z.infer<typeof bomCheckLineSchema>;

export const bomCheckItemSchema = z.object({
  item: bomQueueItemSchema,
  lines: z.array(bomCheckLineSchema),
});
export type BomCheckItem = z.infer<typeof bomCheckItemSchema>;

export const bomCheckItemQuerySchema = apiQuery({ id: queryId() });

const lineRef = { cart_id: id(), line: int(1, 1000) };

/** Confirm with a suggestion or any catalogue SKU: priced from the catalogue's tier at quantity × boards. */
export const bomConfirmBodySchema = z.strictObject({ ...lineRef, sku });
/** Confirm a part sourced from the customer's purchase link or MPN, at a unit price staff found (USD). */
export const bomSourceBodySchema = z.strictObject({
  ...lineRef,
  unit_price: text().trim().regex(UNIT_PRICE_PATTERN, 'validation.invalid').refine((v) => !UNIT_PRICE_PATTERN.test(v) || usdToMicros(v) > 0n, 'validation.invalid'),
  note: text().trim().max(1000).default(''),
});
/** Ask the customer (required question): the line stays open, marked as asked, and the customer is mailed. */
export const bomAskBodySchema = z.strictObject({ ...lineRef, note: text().trim().min(1, 'validation.required').max(1000) });

/** The answer of a staff action: the item as the check shows it now. */
export const bomActionSchema = bomCheckItemSchema;

// --- the customer's side ---

export const pcbaItemParamsSchema = z.strictObject({ id: queryId() });
export const pcbaLineParamsSchema = z.strictObject({ id: queryId(), line: queryInt(1, 1000) });

/** For an asked or Unavailable line: a purchase link (https) or another MPN, at least one (services §5: required). */
export const pcbaAnswerBodySchema = z
  .strictObject({
    purchase_link: text().trim().max(500).regex(/^(https:\/\/\S+)?$/, 'validation.url').default(''),
    mpn: text().trim().max(100).default(''),
  })
  .refine((c) => c.purchase_link !== '' || c.mpn !== '', { message: 'validation.required', path: ['purchase_link'] });

export const pcbaItemLineSchema = bomCheckLineSchema.omit({ suggestions: true, settled_at: true });
export type PcbaItemLine = z.infer<typeof pcbaItemLineSchema>;

export const pcbaItemLinesSchema = z.object({
  cart_id: z.number(),
  name: z.string(),
  status: z.number(),
  boards: z.number(),
  /** Integer cents as a string once priced; null while lines wait. */
  total_cents: z.string().nullable(),
  lines: z.array(pcbaItemLineSchema),
});
export type PcbaItemLines = z.infer<typeof pcbaItemLinesSchema>;
