// PCB assembly BOM matching (issue 11, "Matching against the catalogue"): the customer's BOM lines against the
// parts catalogue. Signed-in only: it reads stock and prices for a whole BOM at once, which a quote needs and a
// visitor does not.
import { bomMatchBodySchema, bomMatchResultSchema } from '../contracts/pcba-match';
import { area, route } from './route';

export const pcbaMatchRoutes = area(['pcba'], {
  'POST /v1/pcba/bom/match': route({ auth: 'user', body: bomMatchBodySchema, response: bomMatchResultSchema }),
});
