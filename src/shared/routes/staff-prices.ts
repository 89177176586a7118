// The staff console's price tables (issue 11 "Price"): read and replace the PCBA table. Admin and sales
// ('prices.manage', src/shared/staff.ts).
import { staffPriceTableBodySchema, staffPriceTableSchema } from '../contracts/staff-prices';
import { area, route } from './route';

const auth = 'staff:prices.manage' as const;

export const staffPriceRoutes = area(['staff', 'prices'], {
  'GET /v1/staff/prices/pcba': route({ auth, response: staffPriceTableSchema }),
  'POST /v1/staff/prices/pcba': route({ auth, body: staffPriceTableBodySchema, response: staffPriceTableSchema }),
});
