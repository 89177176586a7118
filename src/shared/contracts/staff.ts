// The staff console's own contracts (issue 9): who is signed in, and the audit history of a record.
import { z } from 'zod';
import { STAFF_ACTIONS, STAFF_ROLES } from '../staff';
import { apiQuery } from '../api';
import { id, int, queryInt, text } from './fields';
import { orderDetailSchema, orderSummarySchema } from './order';
import { LANGS } from '../ids';
import { staffOrderPaymentSchema } from './staff-orders';

export const staffMeSchema = z.object({
  uid: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  /** What this role may do: the console shows only these queues and buttons (the server checks again). */
  actions: z.array(z.enum(STAFF_ACTIONS)),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

export const AUDIT_RECORD_TYPES = [
  'cart_item', 'order', 'payment', 'refund', 'banner', 'menu_item', 'setting', 'help_article', 'currency_rate', 'coupon', 'user',
  'support_conversation', 'price_table', 'pcba_item', 'test_plan', 'odm_request', 'custom_payment', 'review',
  // drop shipping (issue 15): the goods staff put in storage for a customer, and a package's tracking number
  'drop_ship_stock', 'drop_ship_package',
  'licensed_program', 'distributor',
  'gallery_project', 'gallery_comment',
  'sponsorship',
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

export const auditQuerySchema = apiQuery({
  record_type: z.enum(AUDIT_RECORD_TYPES),
  record_id: text().min(1).max(64),
});

export const auditRowSchema = z.object({
  id: z.number(),
  staff_id: z.number(),
  staff_email: z.string(),
  action: z.string(),
  record_type: z.string(),
  record_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  note: z.string(),
  created_at: z.string(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;
export const auditListSchema = z.array(auditRowSchema);

// ---- orders (GET /v1/staff/orders, /v1/staff/orders/detail, POST /v1/staff/orders/advance) ----

const isoDay = text().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid');
export const STAFF_ORDER_SORTS = ['created_at', 'total', 'order_no'] as const;

/** Search by order number, customer e-mail or file name (q), status, created date range; sorted and paged. */
export const staffOrderQuerySchema = apiQuery({
  q: text().max(100).optional(),
  status: queryInt(1, 2000).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  sort: z.enum(STAFF_ORDER_SORTS).optional().default('created_at'),
  dir: z.enum(['asc', 'desc']).optional().default('desc'),
  page: queryInt(1, 10_000).optional().default(1),
  page_size: queryInt(1, 100).optional().default(20),
});

export const staffOrderListSchema = z.object({
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
  list: z.array(orderSummarySchema.extend({ user_id: z.number(), customer_email: z.string() })),
});
export type StaffOrderList = z.infer<typeof staffOrderListSchema>;

export const staffOrderDetailSchema = z.object({
  order: orderDetailSchema,
  customer: z.object({ uid: z.number(), email: z.string(), name: z.string() }),
  /** Statuses staff may move the order to now (the state machine's table). */
  next: z.array(z.number()),
  /** Every payment attempt of the order, oldest first. */
  payments: z.array(staffOrderPaymentSchema),
});
export type StaffOrderDetail = z.infer<typeof staffOrderDetailSchema>;

export const staffAdvanceBodySchema = z.strictObject({
  order_id: id(),
  to: int(1, 2000, 'validation.invalid'),
  /** Required when the order ships (status 1000). */
  carrier: text().trim().max(60).optional(),
  tracking_number: text().trim().max(100).optional(),
  note: text().max(500).optional(),
});

// ---- content: the maintenance notice (GET / POST /v1/staff/content/notice) ----

export const noticeSchema = z.object({ lang: z.enum(LANGS), normal: z.boolean(), title: z.string(), desc: z.string() });
export type Notice = z.infer<typeof noticeSchema>;
export const noticeListSchema = z.array(noticeSchema);
export const noticeBodySchema = z.strictObject({
  lang: z.enum(LANGS),
  normal: z.boolean(),
  title: text().max(200),
  desc: text().max(2000),
});
