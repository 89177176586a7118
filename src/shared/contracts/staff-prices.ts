// The console's price-table screen (issue 11 "Price": price tables are data, editable in the staff console). For now
// the PCBA table: staff edit its JSON (amounts as plain whole numbers, see pcbaTablesToEditText); the server checks
// it with the same parse the engine's loader uses (parsePcbaTables) and keeps the previous table on any error.
import { z } from 'zod';
import { text } from './fields';

export const staffPriceTableSchema = z.object({
  key: z.literal('pcba'),
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
