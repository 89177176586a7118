// Kitting (issue 13): the instant estimate (open to visitors like the other estimates), the kit's uploads and the
// customer's PCB items a kit can include (signed in), and adding the kit to the cart (server price).
import { kitCartAddBodySchema, kitCartAddSchema, kitFileFieldsSchema, kitFileSchema, kitPcbListSchema, kitPriceBodySchema, kitPriceSchema } from '../contracts/kitting';
import { area, route } from './route';

export const kittingRoutes = area(['kitting'], {
  'POST /v1/kitting/price': route({ auth: 'public', body: kitPriceBodySchema, response: kitPriceSchema }),
  'GET /v1/kitting/pcbs': route({ auth: 'user', response: kitPcbListSchema }),
  /** Multipart: printed material (PDF, PNG or JPEG, 20 MB), checked by content. */
  'POST /v1/kitting/printing': route({ auth: 'user', multipart: kitFileFieldsSchema, response: kitFileSchema }),
  /** Multipart: the sticker image (.jpg, .jpeg, .png; services §3), checked by content. */
  'POST /v1/kitting/sticker': route({ auth: 'user', multipart: kitFileFieldsSchema, response: kitFileSchema }),
  'POST /v1/cart/add-kitting': route({ auth: 'user', body: kitCartAddBodySchema, response: kitCartAddSchema }),
});
