// ODM light (issue 13; spec services §7 "odm-light" calls): the configurator's schema and defaults, the instant
// price, the cart calls (add, detail, update), the ODM re-order look-ups (check-back-order answers is_exists) and the
// order's sample (get-odm-eq, confirmed-sample). The payload shapes are ours: the spec shows only back_order and
// is_exists.
import { z } from 'zod';
import { id, text } from './fields';
import { odmLightValuesSchema } from '../rules/odm-light';
import { priceLineSchema } from './quote';
import { cartItemSchema } from './cart';

const stateSchema = z.object({ state: z.number(), min: z.number().optional(), max: z.number().optional() });
const statesSchema = z.record(z.string(), stateSchema);

/** GET /v1/products/odm-light/schema: every option, its choices, and the control rules between options. */
export const odmLightSchemaSchema = z.object({
  version: z.string(),
  options: z.array(z.object({
    key: z.string(),
    kind: z.enum(['choice', 'number']),
    choices: z.array(z.string()),
    default: z.union([z.string(), z.number()]),
    min: z.number().optional(),
    max: z.number().optional(),
  })),
  controls: z.array(z.object({
    when: z.object({ key: z.string(), value: z.string() }),
    target: z.string(),
    state: z.number(),
    value: z.union([z.string(), z.number()]),
  })),
});
export type OdmLightSchema = z.infer<typeof odmLightSchemaSchema>;

const valuesOut = z.object({
  base: z.string(), enclosure: z.string(), colour: z.string(), logo: z.string(), firmware: z.string(), packaging: z.string(),
  quantity: z.number(), remark: z.string(),
});

/** GET /v1/products/odm-light/param: the default values, their control states and the sample fee (USD cents). */
export const odmLightParamSchema = z.object({ values: valuesOut, states: statesSchema, sample_fee: z.string() });
export type OdmLightParam = z.infer<typeof odmLightParamSchema>;

/** POST /v1/products/odm-light/price { values }: the price of the values as the controls leave them. */
export const odmLightPriceBodySchema = z.strictObject({ values: odmLightValuesSchema.prefault({}) });
export const odmLightPriceSchema = z.object({
  values: valuesOut,
  states: statesSchema,
  lines: z.array(priceLineSchema),
  /** USD cents */
  total: z.string(),
  build_days: z.number(),
  weight_grams: z.number(),
});
export type OdmLightPrice = z.infer<typeof odmLightPriceSchema>;

/** POST /v1/cart/add-odm-light { values, request_id }: the configured device into the cart (priced by the server). */
export const odmLightAddBodySchema = z.strictObject({ values: odmLightValuesSchema.prefault({}), request_id: z.uuid('validation.invalid') });

/** POST /v1/cart/odm-light/cart-detail { cart_id }: an ODM light item of the cart with its configuration. */
export const odmLightCartDetailBodySchema = z.strictObject({ cart_id: id('validation.invalid') });
export const odmLightCartDetailSchema = z.object({ item: cartItemSchema, values: valuesOut, states: statesSchema });
export type OdmLightCartDetail = z.infer<typeof odmLightCartDetailSchema>;

/** POST /v1/cart/odm-light/cart-update { cart_id, values }: a new configuration for the item, priced again. */
export const odmLightCartUpdateBodySchema = z.strictObject({ cart_id: id('validation.invalid'), values: odmLightValuesSchema.prefault({}) });

/** An order number as the customer types it (order numbers are short; anything longer cannot exist). */
const orderNumber = text({ error: 'validation.invalid' }).trim().min(1, 'odmlight.reorder.required').max(40, 'odmlight.reorder.notFound');

/** POST /v1/cart/odm-light/check-back-order { back_order }: is it one of the customer's ODM light orders? */
export const odmCheckBackOrderBodySchema = z.strictObject({ back_order: orderNumber });
export const odmCheckBackOrderSchema = z.object({ is_exists: z.boolean(), back_id: z.string().nullable() });
export type OdmCheckBackOrder = z.infer<typeof odmCheckBackOrderSchema>;

/** POST /v1/cart/odm-light/get-back-order-param { back_id }: the configuration that order was made with. */
export const odmBackOrderParamBodySchema = z.strictObject({ back_id: orderNumber });
export const odmBackOrderParamSchema = z.object({ order_no: z.string(), values: valuesOut, states: statesSchema });
export type OdmBackOrderParam = z.infer<typeof odmBackOrderParamSchema>;

/** POST /order/get-odm-eq and /order/confirmed-sample { order_id }: the order's ODM light lines and its sample. */
export const odmOrderBodySchema = z.strictObject({ order_id: id('validation.invalid') });
export const odmOrderSampleSchema = z.object({
  order_id: z.number(),
  order_no: z.string(),
  paid: z.boolean(),
  /** USD cents */
  sample_fee: z.string(),
  sample_confirmed_at: z.string().nullable(),
  can_confirm: z.boolean(),
  /** values: the ODM light configuration; null for an ODM quote (product Odm 3234), which has no configurator values. */
  items: z.array(z.object({ name: z.string(), quantity: z.number(), values: valuesOut.nullable() })),
});
export type OdmOrderSample = z.infer<typeof odmOrderSampleSchema>;
