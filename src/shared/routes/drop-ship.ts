// Drop shipping (issue 15): the customer's storage, address lists and their fees (only for customers with goods in
// storage: others get 404), and the console's stock grants (customers.edit) and tracking numbers (orders.advance).
import { z } from 'zod';
import {
  dropShipListQuerySchema, dropShipListSchema, dropShipOverviewSchema, dropShipSubmitBodySchema, dropShipUploadFieldsSchema,
  staffDropShipSchema, staffDropShipStockBodySchema, staffDropShipTrackingBodySchema,
} from '../contracts/drop-ship';
import { area, route } from './route';

export const dropShipRoutes = area(['drop-ship'], {
  /** Whether the account menu shows Drop shipping (the customer has goods in storage). */
  'GET /v1/drop-ship/access': route({ auth: 'user', response: z.object({ enabled: z.boolean() }) }),
  'GET /v1/drop-ship/overview': route({ auth: 'user', response: dropShipOverviewSchema }),
  /** Multipart: one list file (.xls, .xlsx, .csv; 5 MB), checked by content, read in the capped worker. */
  'POST /v1/drop-ship/lists': route({ auth: 'user', multipart: dropShipUploadFieldsSchema, response: dropShipListSchema }),
  'GET /v1/drop-ship/lists/detail': route({ auth: 'user', query: dropShipListQuerySchema, response: dropShipListSchema }),
  /** A list without problems: its packages are made and the shipping fees go into the cart. */
  'POST /v1/drop-ship/lists/submit': route({ auth: 'user', body: dropShipSubmitBodySchema, response: dropShipListSchema }),
});

export const staffDropShipRoutes = area(['staff', 'drop-ship'], {
  'GET /v1/staff/drop-ship': route({ auth: 'staff:orders.view', response: staffDropShipSchema }),
  'POST /v1/staff/drop-ship/stock': route({ auth: 'staff:customers.edit', body: staffDropShipStockBodySchema, response: staffDropShipSchema }),
  'POST /v1/staff/drop-ship/tracking': route({ auth: 'staff:orders.advance', body: staffDropShipTrackingBodySchema, response: staffDropShipSchema }),
});
