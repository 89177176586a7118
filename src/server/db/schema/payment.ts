// Payments (issue 4 §3; spec platform §4 "Payment"): one row per payment attempt, the raw provider callbacks,
// refunds, and the offline sandbox provider's own records. Money is bigint minor units (USD cents).
// Payment status lives here and on orders.payment_status; the order's fulfilment status is the orders area's.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './order';

export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'restrict' }),
    /** 1, 2, 3... per order: a failed payment is retried as a new attempt, never overwritten. */
    attemptNo: integer('attempt_no').notNull(),
    /** Spec payment method id: PayPal 1, card 2, Union Pay 7, wire USD 8, wire CNY 9. */
    method: integer('method').notNull(),
    /** sandbox | braintree | paypal | wire */
    provider: text('provider').notNull(),
    /** The provider's id for this payment; null until the provider answered (or for wire transfers). */
    providerRef: text('provider_ref'),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    /** pending | done | failed | refunded */
    status: text('status').notNull().default('pending'),
    /** Spec payment results: rejected | checked | checkPending (null while nothing is known yet). */
    result: text('result'),
    /** Why a payment failed (card_declined, insufficient_funds, ...): shown on the result page. */
    msgCode: text('msg_code'),
    /** Wire transfer: storage key of the uploaded bank receipt (PDF). */
    receiptKey: text('receipt_key'),
    receiptUploadedAt: timestamp('receipt_uploaded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payments_order_attempt_idx').on(t.orderId, t.attemptNo),
    uniqueIndex('payments_provider_ref_idx').on(t.provider, t.providerRef),
    check('payments_status_check', sql`${t.status} in ('pending', 'done', 'failed', 'refunded')`),
    check('payments_result_check', sql`${t.result} is null or ${t.result} in ('rejected', 'checked', 'checkPending')`),
    check('payments_amount_check', sql`${t.amountCents} >= 0`),
  ],
);

/**
 * Every provider callback as received (ARCHITECTURE "webhooks are verified, stored raw, acknowledged fast,
 * processed idempotently by provider event id"). A repeated delivery finds its row and changes nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    rawBody: text('raw_body').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** What processing decided: recorded | ignored | refused:<reason>. A redelivery answers the same. */
    outcome: text('outcome'),
  },
  (t) => [uniqueIndex('payment_events_provider_event_idx').on(t.provider, t.eventId)],
);

/**
 * A refund of a captured payment: a cancellation within the hour (96.5%), or money that must not be kept at all (a
 * capture for a cancelled or already-paid order, an amount or currency that does not match). One per payment: the
 * claim makes it idempotent; the provider call is leased ('processing') so two runners never call it twice.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer('payment_id').notNull().references(() => payments.id, { onDelete: 'restrict' }),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    /** cancellation (customer or staff cancelled a paid order) | extra_capture | mismatch (amount or currency) */
    kind: text('kind').notNull().default('cancellation'),
    /**
     * pending (claimed, not yet sent) | processing (the provider is being called) | done | manual (wire: staff pays it
     * back) | failed (the provider refused or could not be reached: tried again later, listed for staff)
     */
    status: text('status').notNull(),
    /** Provider calls made so far; a failed refund is tried again at next_attempt_at, with growing delays. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    providerRefundRef: text('provider_refund_ref'),
    msgCode: text('msg_code'),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payment_refunds_payment_idx').on(t.paymentId),
    index('payment_refunds_due_idx').on(t.status, t.nextAttemptAt),
    check('payment_refunds_status_check', sql`${t.status} in ('pending', 'processing', 'done', 'manual', 'failed')`),
    check('payment_refunds_kind_check', sql`${t.kind} in ('cancellation', 'extra_capture', 'mismatch')`),
    check('payment_refunds_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * The offline sandbox provider's own books. They belong to the "provider", not to the shop: the shop only learns
 * about them through signed callbacks, exactly as with a real provider. No foreign key to orders on purpose.
 */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    ref: text('ref').primaryKey(),
    /** The merchant's reference (our order id), echoed in events. */
    merchantOrderId: integer('merchant_order_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** card | unionpay | paypal */
    kind: text('kind').notNull(),
    method: integer('method').notNull(),
    returnUrl: text('return_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    /** open | succeeded | failed | cancelled | expired (closed by the shop before the buyer paid) */
    status: text('status').notNull(),
    msgCode: text('msg_code'),
    refundedCents: bigint('refunded_cents', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
);

/** Events the sandbox has sent (the exact signed body), so it can deliver them again, late or twice. */
export const sandboxEvents = pgTable(
  'sandbox_events',
  {
    eventId: text('event_id').primaryKey(),
    ref: text('ref').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deliveredCount: integer('delivered_count').notNull().default(0),
    lastStatus: integer('last_status'),
  },
  (t) => [index('sandbox_events_ref_idx').on(t.ref)],
);
