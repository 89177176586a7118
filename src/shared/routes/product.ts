// Product pages (issue 14; src/shared/contracts/product.ts): the page's product is public; adding a part needs a login.
import { apiQuery } from '../api';
import { partCartAddBodySchema, partCartAddSchema, productQueryShape, productSchema } from '../contracts/product';
import { area, route } from './route';

export const productRoutes = area(['product'], {
  'GET /product': route({ auth: 'public', query: apiQuery(productQueryShape), response: productSchema }),
  'POST /v1/cart/add-part': route({ auth: 'user', body: partCartAddBodySchema, response: partCartAddSchema }),
});
