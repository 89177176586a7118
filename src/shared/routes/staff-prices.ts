// The staff console's price tables (issue 11 "Price", issue 12, issue 13): read and replace the PCBA, 3D printing,
// cable, kitting and ODM light tables. Admin and sales ('prices.manage', src/shared/staff.ts).
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
  'GET /v1/staff/prices/kitting': read,
  'POST /v1/staff/prices/kitting': replace,
  'GET /v1/staff/prices/odm_light': read,
  'POST /v1/staff/prices/odm_light': replace,
});
