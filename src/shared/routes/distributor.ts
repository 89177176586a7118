// Distributors and affiliates (issue 15): the public list, the applicant's application, contract and statements;
// the console's queue, decision (partners.manage) and payouts (partners.payouts, finance).
import {
  distributorApplicationBodySchema, distributorContractBodySchema, distributorDisplaySchema, myDistributorSchema, staffDistributorDecideBodySchema,
  staffDistributorListQuerySchema, staffDistributorListSchema, staffDistributorPayoutBodySchema, staffDistributorQuerySchema, staffDistributorSchema,
  staffDistributorReinstateBodySchema, staffDistributorSuspendBodySchema, staffDistributorTermsBodySchema,
} from '../contracts/distributor';
import { area, route } from './route';

export const distributorRoutes = area(['distributor'], {
  /** Spec platform §7: no parameters. The active distributors for the public distributors page. */
  'GET /visual/distributor/display': route({ auth: 'public', response: distributorDisplaySchema }),
  'POST /v1/distributor/applications': route({ auth: 'user', body: distributorApplicationBodySchema, response: myDistributorSchema }),
  'GET /v1/distributor/me': route({ auth: 'user', response: myDistributorSchema }),
  'POST /v1/distributor/contract': route({ auth: 'user', body: distributorContractBodySchema, response: myDistributorSchema }),
});

export const staffDistributorRoutes = area(['staff', 'distributor'], {
  'GET /v1/staff/distributors': route({ auth: 'staff:partners.view', query: staffDistributorListQuerySchema, response: staffDistributorListSchema }),
  'GET /v1/staff/distributors/detail': route({ auth: 'staff:partners.view', query: staffDistributorQuerySchema, response: staffDistributorSchema }),
  'POST /v1/staff/distributors/decide': route({ auth: 'staff:partners.manage', body: staffDistributorDecideBodySchema, response: staffDistributorSchema }),
  'POST /v1/staff/distributors/terms': route({ auth: 'staff:partners.manage', body: staffDistributorTermsBodySchema, response: staffDistributorSchema }),
  'POST /v1/staff/distributors/suspend': route({ auth: 'staff:partners.manage', body: staffDistributorSuspendBodySchema, response: staffDistributorSchema }),
  'POST /v1/staff/distributors/reinstate': route({ auth: 'staff:partners.manage', body: staffDistributorReinstateBodySchema, response: staffDistributorSchema }),
  'POST /v1/staff/distributors/payouts': route({ auth: 'staff:partners.payouts', body: staffDistributorPayoutBodySchema, response: staffDistributorSchema }),
});
