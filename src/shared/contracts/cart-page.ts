// The full cart page's calls (issue 4 §1; spec platform §7 /v1/cart/new-index, /v1/cart/cancel,
// /v1/cart/add-cancel-reason, /cart/update), the customer's answer to a staff quote, and the proforma invoice of
// the selected items. First proposed by the cart page (web), adopted by the cart area. Every item is the one
// cart item shape of ./cart.ts. Money is USD cents as a string, like every other cart contract.
import { z } from 'zod';
import { decimal, id, int, text } from './fields';
import { cartItemSchema } from './cart';
import { CART_CANCEL_REASONS } from '../status/cart-cancel-reasons';

const cartId = id('validation.invalid');

/** POST /v1/cart/new-index, body {}: every live cart item of the signed-in customer. */
export const cartIndexBodySchema = z.strictObject({});
export const cartIndexSchema = z.object({
  /** Every live item, newest first (the same order inside each section). */
  items: z.array(cartItemSchema),
  /** The two sections as cart ids in display order: finished quotation, and waiting for quotation. */
  sections: z.object({ finished: z.array(z.number()), waiting: z.array(z.number()) }),
  /** Totals of the selectable items (what "select all" would check out). */
  totals: z.object({ count: z.number(), selectable_count: z.number(), selectable_total: z.string() }),
});
export type CartIndex = z.infer<typeof cartIndexSchema>;

/**
 * POST /cart/update: a new quantity, normalised by the shared rule (src/shared/rules/quantity.ts: digits only,
 * empty or 0 becomes 1, then snapped to the product's quantities) and re-priced by the server with the stored
 * tables; the answer is the item as stored. The raw input text may be sent as is.
 */
export const cartUpdateBodySchema = z.strictObject({
  cart_id: cartId,
  // any number: the shared rule snaps it to the product's quantities, so it is bounded like the typed text
  quantity: z.union([decimal(-1e15, 1e15, 'validation.invalid'), text().max(32, 'validation.maxLength')], {
    error: 'validation.invalid',
  }),
});
export const cartUpdateSchema = cartItemSchema;

/** POST /v1/cart/cancel { id }: removes the owner's item (another customer's id answers 404). */
export const cartCancelBodySchema = z.strictObject({ id: cartId });
export const cartCancelSchema = z.object({ id: z.number() });

/** Why the customer removed an item (../status/cart-cancel-reasons.ts, zod-free for the cart page). */
export { CART_CANCEL_REASONS, type CartCancelReason } from '../status/cart-cancel-reasons';

/** Sent after the cancel (the item is then already gone from the cart); a second reason replaces the first. */
export const cartCancelReasonBodySchema = z.strictObject({
  id: cartId,
  reason: z.enum(CART_CANCEL_REASONS, { error: 'validation.required' }),
  remark: text().trim().max(300, 'validation.maxLength').optional().default(''),
});
export type CartCancelReasonBody = z.input<typeof cartCancelReasonBodySchema>;
export const cartCancelReasonSchema = z.object({ id: z.number() });

/** POST /v1/cart/attach-file { cart_id, file_id }: the design file of an item (one of the customer's uploads). */
export const cartAttachFileBodySchema = z.strictObject({ cart_id: cartId, file_id: z.uuid('validation.invalid') });

/**
 * POST /v1/cart/confirm-quote and /v1/cart/reject-quote { cart_id }: the customer's answer to a staff quote. With
 * quantity breaks (issue 12, CNC), confirm-quote may name the break's quantity the customer takes.
 */
export const cartQuoteAnswerBodySchema = z.strictObject({ cart_id: cartId, quantity: int(1, 1_000_000, 'validation.invalid').optional() });

/** POST /v1/cart/proforma { cart_ids }: a proforma invoice of the selected items (all must be selectable). */
export const cartProformaBodySchema = z.strictObject({
  cart_ids: z.array(cartId).min(1, 'validation.required').max(100, 'validation.invalid'),
});

/** The invoice fields of spec platform §3 for a quote, in dollars (amounts are USD cent strings). */
export const cartProformaSchema = z.object({
  /** 'PF-' + date + customer + a digest of the selection: the same selection on the same day keeps its number. */
  invoice_no: z.string(),
  /** ISO timestamps: issued now, valid for 30 days (prices are recomputed at checkout). */
  date: z.string(),
  valid_until: z.string(),
  currency: z.literal('USD'),
  customer: z.object({ uid: z.number(), name: z.string(), email: z.string() }),
  /** The default address of the address book, when there is one. */
  bill_to: z
    .object({
      name: z.string(), company: z.string(), street: z.string(), city: z.string(), province: z.string(), postcode: z.string(),
      country: z.string(), phone: z.string(), tax_number: z.string(),
    })
    .nullable(),
  items: z.array(z.object({
    cart_id: z.number(),
    product_id: z.number(),
    name: z.string(),
    model: z.string(),
    file_name: z.string().nullable(),
    unit_price: z.string(),
    quantity: z.number(),
    total: z.string(),
    build_days: z.number(),
  })),
  subtotal: z.string(),
  discount: z.string(),
  /** Shipping is chosen at checkout, so a proforma does not include it. */
  shipment: z.null(),
  order_amount: z.string(),
});
export type CartProforma = z.infer<typeof cartProformaSchema>;
