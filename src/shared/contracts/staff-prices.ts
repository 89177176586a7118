// The console's price-table screen (issue 11 "Price": price tables are data, editable in the staff console): the
// PCBA, 3D printing and cable tables (issue 12), the kitting and ODM light tables (issue 13). Staff edit a table's JSON (amounts as plain whole numbers, see
// tableToEditText); the server checks it with the same parse the engine's loader uses and keeps the previous table
// on any error.
import { z } from 'zod';
import { text } from './fields';

/** The tables staff edit, each with its own GET and POST /v1/staff/prices/<key>. */
export const EDITABLE_PRICE_TABLES = ['pcba', 'print3d', 'cable', 'kitting', 'odm_light'] as const;
export type EditablePriceTable = (typeof EDITABLE_PRICE_TABLES)[number];

export const staffPriceTableSchema = z.object({
  key: z.enum(EDITABLE_PRICE_TABLES),
  version: z.string(),
  /** The stored table as edit text. */
  text: z.string(),
  /** The code's default, as edit text, for a "start again" in the console. */
  default_text: z.string(),
  updated_at: z.string().nullable(),
});
export type StaffPriceTable = z.infer<typeof staffPriceTableSchema>;

/** A table is a few kilobytes; 64 KB leaves room for long coupon SKU lists. */
export const PRICE_TABLE_TEXT_MAX = 65_536;

export const staffPriceTableBodySchema = z.strictObject({
  text: text().min(1, 'validation.required').max(PRICE_TABLE_TEXT_MAX, 'validation.maxLength'),
});
