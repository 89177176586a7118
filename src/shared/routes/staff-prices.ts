// The staff console's price tables (issue 11 "Price", issue 12): read and replace the PCBA, 3D printing and cable
// tables. Admin and sales ('prices.manage', src/shared/staff.ts).
import { staffPriceTableBodySchema, staffPriceTableSchema } from '../contracts/staff-prices';
import { area, route } from './route';

const auth = 'staff:prices.manage' as const;
const read = route({ auth, response: staffPriceTableSchema });
const replace = route({ auth, body: staffPriceTableBodySchema, response: staffPriceTableSchema });

export const staffPriceRoutes = area(['staff', 'prices'], {
  'GET /v1/staff/prices/pcba': read,
  'POST /v1/staff/prices/pcba': replace,
  'GET /v1/staff/prices/print3d': read,
  'POST /v1/staff/prices/print3d': replace,
  'GET /v1/staff/prices/cable': read,
  'POST /v1/staff/prices/cable': replace,
});
