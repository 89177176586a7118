// Drop shipping (issue 15; spec services "Drop-shipping administration", row and rules): the customer's storage and
// address lists, and the staff's stock grants and tracking numbers.
import { z } from 'zod';
import { apiQuery } from '../api';
import { DROP_SHIP_CARRIERS, DROP_SHIP_COLUMNS } from '../rules/drop-ship';
import { id, int, queryId, text } from './fields';
import { emailField } from '../rules/account';

/** How long goods are stored free (spec services: up to 6 months). */
export const FREE_STORAGE_MONTHS = 6;
/** The reminder goes out this many days before free storage ends. */
export const STORAGE_REMINDER_DAYS = 14;

const stockSchema = z.object({
  item: z.string(), description: z.string(), quantity: z.number(),
  /** Units not yet in a submitted list. */
  available: z.number(),
  stored_at: z.string(), free_until: z.string(),
});
export const dropShipListSummarySchema = z.object({
  id: z.number(), status: z.enum(['draft', 'submitted']), paid: z.boolean(), file_name: z.string(), rows: z.number(), problems: z.number(),
  total_cents: z.string(), created_at: z.string(),
});
export const dropShipOverviewSchema = z.object({ stock: z.array(stockSchema), lists: z.array(dropShipListSummarySchema) });
export type DropShipOverview = z.infer<typeof dropShipOverviewSchema>;

const rowSchema = z.object({
  row: z.number(), order_id: z.string(), item: z.string(), quantity: z.number(), shipping_method: z.enum(DROP_SHIP_CARRIERS),
  recipient_name: z.string(), company: z.string(), contact_number: z.string(), country: z.string(), state: z.string(), city: z.string(),
  street: z.string(), postal_code: z.string(), tax_number: z.string(),
});
export const dropShipPackageSchema = rowSchema.extend({
  /** The package's id once the list is submitted (null in a draft). */
  package_id: z.number().nullable(),
  shipping_cost_cents: z.string(),
  tracking_number: z.string().nullable(),
});
export type DropShipPackage = z.infer<typeof dropShipPackageSchema>;
export const dropShipProblemSchema = z.object({
  row: z.number(), column: z.enum([...DROP_SHIP_COLUMNS, 'file']), value: z.string(),
  key: z.enum(['required', 'country', 'carrier', 'taxNumber', 'quantity', 'stock', 'mixedItems', 'postcode', 'tooLong', 'unknownItem', 'missingColumn', 'noRows', 'tooManyRows']),
});
export type DropShipProblemView = z.infer<typeof dropShipProblemSchema>;
export const dropShipListSchema = dropShipListSummarySchema.extend({
  packages: z.array(dropShipPackageSchema),
  problem_list: z.array(dropShipProblemSchema),
  /** The shipping fees' cart item once submitted. */
  cart_id: z.number().nullable(),
});
export type DropShipList = z.infer<typeof dropShipListSchema>;

/** Multipart: the list file (.xls, .xlsx, .csv; 5 MB) and, for a corrected re-upload, the draft it adds rows to. */
export const dropShipUploadFieldsSchema = z.strictObject({ list_id: text().regex(/^\d{1,9}$/, 'validation.invalid').optional() });
export const dropShipListQuerySchema = apiQuery({ id: queryId('validation.required') });
export const dropShipSubmitBodySchema = z.strictObject({ id: id('validation.required') });

// ---- staff ----

export const staffDropShipStockBodySchema = z.strictObject({
  email: emailField,
  item: text().trim().min(1, 'validation.required').max(60, 'validation.maxLength'),
  description: text().trim().min(1, 'validation.required').max(200, 'validation.maxLength'),
  quantity: int(1, 100_000, 'validation.invalid'),
});
export const staffDropShipStockSchema = stockSchema.extend({ id: z.number(), email: z.string() });
export const staffDropShipListSchema = dropShipListSchema.extend({ email: z.string() });
export const staffDropShipSchema = z.object({ stock: z.array(staffDropShipStockSchema), lists: z.array(staffDropShipListSchema) });
export type StaffDropShip = z.infer<typeof staffDropShipSchema>;
export const staffDropShipTrackingBodySchema = z.strictObject({
  package_id: id('validation.required'),
  tracking_number: text().trim().min(4, 'validation.invalid').max(40, 'validation.invalid').regex(/^[A-Za-z0-9-]+$/, 'validation.invalid'),
});
