// Checkout (issue 4 §2; spec platform §3 checkout data / price info, §7 /v1/new-checkout/*, /v1/checkout/*,
// /order/make). Money is USD cents as a string; the server recomputes every amount.
import { z } from 'zod';
import { distributorCodeSchema } from './distributor';
import { id, text } from './fields';
import { addressBodySchema } from '../rules/address';
import { CARRIERS } from '../pricing/shipping-tables';
import { Limits, OFFERED_PAYMENT_METHODS } from '../ids';

const rowId = id();
const cartIdsSchema = z.array(rowId).min(1, 'validation.required').max(100, 'validation.maxLength');

const billingSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('same') }),
  z.strictObject({ type: z.literal('different'), address: addressBodySchema }),
]);
export type Billing = z.input<typeof billingSchema>;

/** The delivery address: one from the address book (address_id) or a new one (address / addressInfo). */
const deliveryShape = {
  address_id: rowId.optional(),
  address: addressBodySchema.optional(),
  billing: billingSchema.optional().default({ type: 'same' }),
  /** Must match the address's country when given (the form's country selector). */
  country_id: rowId.optional(),
};
const oneAddress = (v: { address_id?: number; address?: unknown }) => (v.address_id === undefined) !== (v.address === undefined);
const oneAddressIssue = { message: 'validation.addressRequired', path: ['address_id'] };

export const checkoutBodySchema = z.strictObject({ cart_ids: cartIdsSchema, ...deliveryShape }).refine(oneAddress, oneAddressIssue);

const carrierSchema = z.enum(CARRIERS);
export const WAREHOUSES = ['shenzhen', 'hongkong'] as const;
export type Warehouse = (typeof WAREHOUSES)[number];

const shippingOptionSchema = z.object({
  carrier: carrierSchema,
  name: z.string(),
  /** USD cents; "0" when shipping is free (PCBA orders). */
  cost: z.string(),
  days: z.object({ min: z.number(), max: z.number() }),
  over_weight: z.boolean(),
});

const checkoutWarehouseSchema = z.object({
  warehouse: z.enum(WAREHOUSES),
  products: z.array(z.object({ product_id: z.number(), is_odm: z.boolean(), cart_id: z.number() })),
  weight_grams: z.number(),
  /** Carriers that serve the destination; `over_weight` ones cannot be chosen. */
  shipping_list: z.array(shippingOptionSchema),
  /** The chosen carrier: the stored choice, else the first option that is not over weight; null blocks. */
  selected: carrierSchema.nullable(),
});
export type CheckoutWarehouse = z.infer<typeof checkoutWarehouseSchema>;

export const checkoutPriceSchema = z.object({
  checkout_id: z.uuid(),
  country_id: z.number(),
  country_iso2: z.string(),
  warehouses: z.array(checkoutWarehouseSchema),
  subtotal: z.string(),
  shipping_fee: z.string(),
  /** false when every item is a payment (455) or shipping cost (1633): no warehouse, no carrier, shipping 0. */
  needs_shipping: z.boolean(),
  free_shipping: z.boolean(),
  tax_fee: z.string(),
  /** cn_vat | eu_ioss | eu_import | none (docs/orders.md). */
  tax_code: z.string(),
  /** Message key of a tax note ('tax.importVatOnArrival'), or null. */
  tax_note: z.string().nullable(),
  total: z.string(),
  /** The edition's display currency and its rate (1 USD in it × 1e6). */
  currency_rate: z.object({ currency: z.string(), rate_ppm: z.string() }),
  /** false when a warehouse has no option that is not over weight: continue is blocked. */
  can_continue: z.boolean(),
});
export type CheckoutPrice = z.infer<typeof checkoutPriceSchema>;

export const setLogisticBodySchema = z.strictObject({
  checkout_id: z.uuid().optional(),
  shipping_method: z.partialRecord(z.enum(WAREHOUSES), carrierSchema),
});
export type SetLogisticBody = z.input<typeof setLogisticBodySchema>;
export const setLogisticSchema = z.object({ checkout_id: z.uuid(), shipping_method: z.record(z.string(), carrierSchema) });

export const couponsListBodySchema = z.strictObject({
  cart_id: cartIdsSchema,
  product_ids: z.array(rowId).max(100).optional(),
});

/** One of the account's coupons, usable with the cart's subtotal. Answered by coupons-list. */
const checkoutCouponSchema = z.object({
  id: z.number(),
  code: z.string().nullable(),
  /** What the web names it by, in the edition's language (the stored name is English). */
  kind: z.enum(['signup', 'code']),
  name: z.string(),
  value: z.string(),
  min_order: z.string(),
  expires_at: z.string().nullable(),
});
export const checkoutCouponListSchema = z.array(checkoutCouponSchema);

/** A coupon chosen at checkout: the account's coupon id, or the code it was redeemed with. */
const couponChoice = {
  coupon_id: rowId.optional(),
  coupon_code: text().trim().max(64).optional(),
};

export const isFreeBodySchema = z.strictObject({ cart_id: cartIdsSchema, checkout_id: z.uuid().optional(), ...couponChoice });
export const isFreeSchema = z.object({ is_free: z.boolean(), total: z.string(), discount: z.string() });

// ---- POST /order/make ----

export const paymentIdSchema = z.literal(OFFERED_PAYMENT_METHODS, { error: 'validation.paymentMethod' });

export const orderMakeBodySchema = z
  .strictObject({
    cart_ids: cartIdsSchema,
    address_id: rowId.optional(),
    /** A new delivery address (spec: addressInfo). */
    addressInfo: addressBodySchema.optional(),
    billing: billingSchema.optional().default({ type: 'same' }),
    country_id: rowId.optional(),
    message: text().trim().max(Limits.remarkMax, 'validation.maxLength').optional().default(''),
    payment_id: paymentIdSchema,
    ...couponChoice,
    isOdm: z.boolean().optional().default(false),
    /** { warehouse: carrier }; a warehouse left out gets its first option that is not over weight. */
    shipping_method: z.partialRecord(z.enum(WAREHOUSES), carrierSchema).optional().default({}),
    checkout_id: z.uuid().optional(),
    /** Generated once by the client per checkout: a double click, refresh or retry returns the same order. */
    checkout_token: z.uuid('validation.invalid'),
    /** The total the page showed (cents). Never used for the price; answered back as `price_changed`. */
    expected_total: text().regex(/^\d{1,12}$/).optional(),
    /** A distributor's or affiliate's code (issue 15): the order counts towards their rebate once paid. */
    distributor_code: distributorCodeSchema.optional(),
  })
  .refine((v) => (v.address_id === undefined) !== (v.addressInfo === undefined), oneAddressIssue);
export type OrderMakeBody = z.input<typeof orderMakeBodySchema>;

const orderNextSchema = z.object({
  /** pay: redirect to the provider page; wire: show the wire-transfer instructions; none: nothing to pay. */
  action: z.enum(['pay', 'wire', 'none']),
  /** The web page to open next. */
  path: z.string(),
});

export const orderMadeSchema = z.object({
  order_id: z.number(),
  order_no: z.string(),
  total: z.string(),
  payment_id: z.number(),
  next: orderNextSchema,
  /** true when this answer is for an order the same checkout_token already placed. */
  repeated: z.boolean(),
  price_changed: z.boolean(),
});
export type OrderMade = z.infer<typeof orderMadeSchema>;
