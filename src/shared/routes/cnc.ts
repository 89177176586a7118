// CNC machining and cable assembly (issue 12): model and drawing uploads (signed in), the cable's instant price.
import { cablePriceBodySchema, cablePriceSchema, cncDrawingSchema, cncFileFieldsSchema, cncModelSchema } from '../contracts/cnc';
import { area, route } from './route';

export const cncRoutes = area(['cnc'], {
  'POST /v1/cnc/model': route({ auth: 'user', multipart: cncFileFieldsSchema, response: cncModelSchema }),
  'POST /v1/cnc/drawing': route({ auth: 'user', multipart: cncFileFieldsSchema, response: cncDrawingSchema }),
  /** Public like the other estimates: visitors see prices, only adding needs an account (services §1). */
  'POST /v1/cable/price': route({ auth: 'public', body: cablePriceBodySchema, response: cablePriceSchema }),
});
