// Orders: history, detail, re-order, cancel, invoice (issue 4 §4; spec platform §3 Order / Invoice, §4 labels and
// status codes). Money is USD cents as a string. Status codes and labels: src/shared/status/order.ts.
import { z } from 'zod';
import { id, queryId, queryInt, text } from './fields';
import { ORDER_LABELS, PAYMENT_STATUSES } from '../status/order';
import { orderRefundSchema } from './payment';

const orderId = queryId();

/** ?status=1: only the pending orders (awaiting payment); ?q= order number or file name. */
export const orderListQueryShape = {
  status: queryInt(1, 1).optional(),
  q: text().trim().max(100).optional(),
  page: queryInt(1, 10_000).optional().default(1),
  page_size: queryInt(1, 50).optional().default(10),
};
export const orderIdQueryShape = { id: orderId };

const orderStateSchema = z.object({
  /** Detail status code (1, 2, 3, 4, 5, 9, 1000, 1003, 1004, 1005, 1008, 1009, 1010). */
  status: z.number(),
  label: z.enum(ORDER_LABELS),
  /** 0..4 on the progress bar (ordered, confirmed, in production, shipped, completed). */
  step: z.number(),
  cancelled: z.boolean(),
  pending: z.boolean(),
  /** Stopped for a file problem: the customer is asked for a corrected design file (status 1011). */
  on_hold: z.boolean(),
  payment_status: z.enum(PAYMENT_STATUSES),
});

export const orderSummarySchema = orderStateSchema.extend({
  id: z.number(),
  order_no: z.string(),
  created_at: z.string(),
  total: z.string(),
  payment_method: z.number(),
  item_count: z.number(),
  items: z.array(z.object({ name: z.string(), sku: z.string(), file_name: z.string().nullable() })),
  not_detail: z.boolean(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderListSchema = z.object({
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
  list: z.array(orderSummarySchema),
});
export type OrderList = z.infer<typeof orderListSchema>;

/** Address snapshot with the spec's delivery keys (platform §3). */
const orderAddressSchema = z.object({
  customer_name: z.string(),
  customer_company: z.string(),
  customer_address: z.string(),
  /** The English name as written at placement (the spec's key); print `customer_country_code` instead. */
  customer_country: z.string(),
  /** ISO alpha-2, so each edition prints the country in its own language (shared/rules/country-name.ts). */
  customer_country_code: z.string(),
  customer_province: z.string(),
  customer_city: z.string(),
  customer_postcode: z.string(),
  customer_telephone: z.string(),
  tax_number: z.string(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

const orderLineSchema = z.object({
  /** The line's id: a file-problem hold names its lines, and the re-upload replaces one line's file. */
  line_id: z.number(),
  product_id: z.number(),
  name: z.string(),
  sku: z.string(),
  params: z.record(z.string(), z.unknown()),
  file_name: z.string().nullable(),
  quantity: z.number(),
  unit_price: z.string(),
  total: z.string(),
  warehouse: z.string(),
});

const orderShippingSchema = z.object({ warehouse: z.string(), carrier: z.string(), name: z.string(), cost: z.string() });

const orderHistoryEntrySchema = z.object({
  from: z.number().nullable(),
  to: z.number(),
  actor: z.string(),
  reason: z.string(),
  at: z.string(),
});

/** The last file-problem hold (issue 9): what staff asked, for which lines, and when a new file came. */
export const orderHoldSchema = z.object({
  message: z.string(),
  line_ids: z.array(z.number()),
  /** The held lines that have their new file already (the order moves on when all have). */
  reuploaded_line_ids: z.array(z.number()),
  held_at: z.string(),
  reuploaded_at: z.string().nullable(),
});
export type OrderHold = z.infer<typeof orderHoldSchema>;

export const orderDetailSchema = orderStateSchema.extend({
  id: z.number(),
  order_no: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  payment_method: z.number(),
  ship_to: orderAddressSchema,
  bill_to: orderAddressSchema,
  phone: z.string(),
  items: z.array(orderLineSchema),
  shipping: z.array(orderShippingSchema),
  shipping_fee: z.string(),
  tracking_number: z.string().nullable(),
  subtotal: z.string(),
  discount: z.string(),
  tax: z.string(),
  tax_code: z.string(),
  total: z.string(),
  currency: z.literal('USD'),
  remark: z.string(),
  /** Until when the customer may still cancel (1 hour after payment confirmation), or null. */
  cancel_until: z.string().nullable(),
  refund: z.string().nullable(),
  /** Money paid back on this order (a cancellation, or a payment the order did not need), newest last. */
  refunds: z.array(orderRefundSchema),
  history: z.array(orderHistoryEntrySchema),
  /** The last file-problem hold, or null (shown to the customer while the order is on hold). */
  hold: orderHoldSchema.nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const reorderBodySchema = z.strictObject({ order_id: id() });
export const reorderSchema = z.object({ cart_ids: z.array(z.number()), skipped: z.number() });

/** POST /v1/order/reupload: a corrected design file (uploaded first, checked like every upload) for a held line. */
export const reuploadBodySchema = z.strictObject({
  order_id: id(),
  line_id: id(),
  file_id: z.uuid('validation.invalid'),
});

export const cancelOrderBodySchema = z.strictObject({
  order_id: id(),
  reason: text().trim().min(1, 'validation.required').max(300, 'validation.maxLength'),
});
export const cancelOrderSchema = z.object({
  order_id: z.number(),
  status: z.number(),
  /** The refunded amount and the platform fee kept (3.5%), cents; "0" for an unpaid order. */
  refund: z.string(),
  fee: z.string(),
});
export type CancelOrderResult = z.infer<typeof cancelOrderSchema>;

/** The spec's invoice fields (platform §3 Invoice), in USD from the order's snapshot. */
export const invoiceSchema = z.object({
  invoice_no: z.string(),
  order_no: z.string(),
  order_date: z.string(),
  payment_method: z.number(),
  payment_status: z.enum(PAYMENT_STATUSES),
  tax_code: z.string(),
  ship_to: orderAddressSchema,
  bill_to: orderAddressSchema,
  items: z.array(
    z.object({
      product_id: z.number(), name: z.string(), model: z.string(), unit_price: z.string(), quantity: z.number(), total: z.string(),
      /** The parameters ordered, for the specs in words (src/shared/params/spec-words.ts). */
      params: z.record(z.string(), z.unknown()),
    }),
  ),
  subtotal: z.string(),
  discount: z.string(),
  shipment: z.string(),
  tax: z.string(),
  order_amount: z.string(),
  currency: z.literal('USD'),
  shipping_carrier: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
