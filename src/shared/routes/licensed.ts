// The licensed-products program (issue 15): the partner's application and records; the console's queue and the
// batch stage moves (staff actions partners.view / partners.manage).
import {
  licensedApplicationBodySchema, licensedProgramListSchema, licensedProgramSchema, staffLicensedListQuerySchema, staffLicensedListSchema,
  staffLicensedProgramSchema, staffLicensedQuerySchema, staffLicensedStageBodySchema,
} from '../contracts/licensed';
import { area, route } from './route';

export const licensedRoutes = area(['licensed'], {
  'POST /v1/licensed/applications': route({ auth: 'user', body: licensedApplicationBodySchema, response: licensedProgramSchema }),
  'GET /v1/licensed/programs': route({ auth: 'user', response: licensedProgramListSchema }),
});

export const staffLicensedRoutes = area(['staff', 'licensed'], {
  'GET /v1/staff/licensed': route({ auth: 'staff:partners.view', query: staffLicensedListQuerySchema, response: staffLicensedListSchema }),
  'GET /v1/staff/licensed/detail': route({ auth: 'staff:partners.view', query: staffLicensedQuerySchema, response: staffLicensedProgramSchema }),
  /** A refused move is a 409 with the reason's key (status/licensed-batch.ts). */
  'POST /v1/staff/licensed/stage': route({ auth: 'staff:partners.manage', body: staffLicensedStageBodySchema, response: staffLicensedProgramSchema }),
});
