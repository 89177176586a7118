// The cart: header panel, quoting and adding (open estimates, login to add), the cart page's calls (another
// customer's cart id is a 404) and the customer's answer to a staff quote (issue 4 §1; spec platform §7).
import { cartDashboardSchema } from '../contracts/content';
import { cartAddBodySchema, cartItemSchema } from '../contracts/cart';
import {
  cartAttachFileBodySchema, cartCancelBodySchema, cartCancelReasonBodySchema, cartCancelReasonSchema, cartCancelSchema, cartIndexBodySchema,
  cartIndexSchema, cartProformaBodySchema, cartProformaSchema, cartQuoteAnswerBodySchema, cartUpdateBodySchema, cartUpdateSchema,
} from '../contracts/cart-page';
import { cartParamBodySchema, cartParamSchema, cartPriceBodySchema, cartPriceSchema } from '../contracts/quote';
import { pcbaPriceTableSchema } from '../contracts/pcba-price';
import { area, route } from './route';

export const quoteRoutes = area(['quote'], {
  'POST /v1/cart/cart-param': route({ auth: 'public', body: cartParamBodySchema, response: cartParamSchema }),
  'POST /v1/cart/cart-price': route({ auth: 'public', body: cartPriceBodySchema, response: cartPriceSchema }),
  /** The stored PCBA price table, for the PCBA page's instant estimate (issue 11). */
  'GET /v1/pcba/price-table': route({ auth: 'public', response: pcbaPriceTableSchema }),
});

export const cartRoutes = area(['cart'], {
  'GET /v1/cart/dashboard': route({ auth: 'public', response: cartDashboardSchema }),
  'POST /v1/cart/add': route({ auth: 'user', body: cartAddBodySchema, response: cartItemSchema }),
  'POST /v1/cart/new-index': route({ auth: 'user', body: cartIndexBodySchema.nullish(), response: cartIndexSchema }),
  'POST /cart/update': route({ auth: 'user', body: cartUpdateBodySchema, response: cartUpdateSchema }),
  'POST /v1/cart/cancel': route({ auth: 'user', body: cartCancelBodySchema, response: cartCancelSchema }),
  'POST /v1/cart/add-cancel-reason': route({ auth: 'user', body: cartCancelReasonBodySchema, response: cartCancelReasonSchema }),
  'POST /v1/cart/confirm-quote': route({ auth: 'user', body: cartQuoteAnswerBodySchema, response: cartItemSchema }),
  'POST /v1/cart/reject-quote': route({ auth: 'user', body: cartQuoteAnswerBodySchema, response: cartItemSchema }),
  'POST /v1/cart/proforma': route({ auth: 'user', body: cartProformaBodySchema, response: cartProformaSchema }),
  /** The design file of an item waiting for it (issue 8 §4). */
  'POST /v1/cart/attach-file': route({ auth: 'user', body: cartAttachFileBodySchema, response: cartItemSchema }),
});
