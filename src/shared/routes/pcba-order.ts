// PCB assembly orders (issue 11 "Price", "After the order"): a board with its assembly into the cart, priced by the
// server from the stored BOM, and the item's BOM lines for the cart and order pages. The customer's own only.
import { z } from 'zod';
import { queryId } from '../contracts/fields';
import { pcbaCartBodySchema, pcbaCartItemSchema } from '../contracts/pcba-order';
import { area, route } from './route';

const pcbaItemParamsSchema = z.strictObject({ id: queryId('validation.invalid') });

export const pcbaOrderRoutes = area(['pcba'], {
  'POST /v1/cart/add-pcba': route({ auth: 'user', body: pcbaCartBodySchema, response: pcbaCartItemSchema }),
  /** The item (in the cart or ordered) with its BOM lines; another customer's id answers 404. */
  'GET /v1/pcba/items/:id': route({ auth: 'user', params: pcbaItemParamsSchema, response: pcbaCartItemSchema }),
});
