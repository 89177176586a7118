// ODM light (issue 13; spec services §7): configurator (public), cart and re-order calls and the order's sample
// (signed in; another customer's cart item or order answers 404, another customer's order number "does not exist").
import {
  odmBackOrderParamBodySchema, odmBackOrderParamSchema, odmCheckBackOrderBodySchema, odmCheckBackOrderSchema, odmLightAddBodySchema,
  odmLightCartDetailBodySchema, odmLightCartDetailSchema, odmLightCartUpdateBodySchema, odmLightParamSchema, odmLightPriceBodySchema,
  odmLightPriceSchema, odmLightSchemaSchema, odmOrderBodySchema, odmOrderSampleSchema,
} from '../contracts/odm-light';
import { cartItemSchema } from '../contracts/cart';
import { area, route } from './route';

export const odmLightRoutes = area(['odm-light'], {
  'GET /v1/products/odm-light/schema': route({ auth: 'public', response: odmLightSchemaSchema }),
  'GET /v1/products/odm-light/param': route({ auth: 'public', response: odmLightParamSchema }),
  'POST /v1/products/odm-light/price': route({ auth: 'public', body: odmLightPriceBodySchema, response: odmLightPriceSchema }),
  'POST /v1/cart/add-odm-light': route({ auth: 'user', body: odmLightAddBodySchema, response: cartItemSchema }),
  'POST /v1/cart/odm-light/cart-detail': route({ auth: 'user', body: odmLightCartDetailBodySchema, response: odmLightCartDetailSchema }),
  'POST /v1/cart/odm-light/cart-update': route({ auth: 'user', body: odmLightCartUpdateBodySchema, response: odmLightCartDetailSchema }),
  'POST /v1/cart/odm-light/check-back-order': route({ auth: 'user', body: odmCheckBackOrderBodySchema, response: odmCheckBackOrderSchema }),
  'POST /v1/cart/odm-light/get-back-order-param': route({ auth: 'user', body: odmBackOrderParamBodySchema, response: odmBackOrderParamSchema }),
  'POST /order/get-odm-eq': route({ auth: 'user', body: odmOrderBodySchema, response: odmOrderSampleSchema }),
  'POST /order/confirmed-sample': route({ auth: 'user', body: odmOrderBodySchema, response: odmOrderSampleSchema }),
});
