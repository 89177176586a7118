// 3D printing (issue 12): the model upload (the owner's alone), the price table for the estimate, adding parts.
import { modelFieldsSchema, modelIdParamsSchema, modelSchema, print3dCartAddBodySchema, print3dCartAddSchema, print3dPriceTableSchema } from '../contracts/print3d';
import { area, route } from './route';

export const print3dRoutes = area(['print3d'], {
  /** Multipart: one model (STL, OBJ or 3MF, 10 MB), measured in the mesh worker. */
  'POST /v1/print3d/model': route({ auth: 'user', multipart: modelFieldsSchema, response: modelSchema }),
  'GET /v1/print3d/model/:id': route({ auth: 'user', params: modelIdParamsSchema, response: modelSchema }),
  /** The stored table for the page's instant estimate (open to visitors like the other estimates). */
  'GET /v1/print3d/price-table': route({ auth: 'public', response: print3dPriceTableSchema }),
  'POST /v1/print3d/cart/add': route({ auth: 'user', body: print3dCartAddBodySchema, response: print3dCartAddSchema }),
});
