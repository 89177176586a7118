// Functional-test plans (issue 11 "Functional test"). The two customer calls are the spec's own paths, outside /v1
// like POST /cart/update (services §7, platform §7); the plan's status for the cart and the order page is under
// /v1. The engineering console's queue and decision need the staff action test.review.
import {
  bindTestPlanQuerySchema, staffTestPlanDecideBodySchema, staffTestPlanFileQuerySchema, staffTestPlanListSchema, staffTestPlanQuerySchema,
  staffTestPlanSchema, staffTestPlansQuerySchema, testPlanFieldsSchema, testPlanOfItemQuerySchema, testPlanSchema,
} from '../contracts/function-test';
import { area, route } from './route';

export const functionTestRoutes = area(['function-test'], {
  /** Multipart: one test plan (PDF, DOC/DOCX, XLS/XLSX, ZIP, text or Markdown; 20 MB). */
  'POST /fusion-test/upfile': route({ auth: 'user', multipart: testPlanFieldsSchema, response: testPlanSchema }),
  /** Binds an own plan to an own PCBA cart item with the functional test; repeating it changes nothing. */
  'GET /fusion-test/bind-pcba-test-to-cart': route({ auth: 'user', query: bindTestPlanQuerySchema, response: testPlanSchema }),
  'GET /v1/pcba/test-plan': route({ auth: 'user', query: testPlanOfItemQuerySchema, response: testPlanSchema.nullable() }),
});

export const staffFunctionTestRoutes = area(['staff', 'function-test'], {
  'GET /v1/staff/function-tests': route({ auth: 'staff:test.review', query: staffTestPlansQuerySchema, response: staffTestPlanListSchema }),
  'GET /v1/staff/function-tests/detail': route({ auth: 'staff:test.review', query: staffTestPlanQuerySchema, response: staffTestPlanSchema }),
  /** The plan's bytes: a PDF or text inline, anything else as a download (`download=1`: always). */
  'GET /v1/staff/function-tests/file': route({ auth: 'staff:test.review', query: staffTestPlanFileQuerySchema }),
  'POST /v1/staff/function-tests/decide': route({ auth: 'staff:test.review', body: staffTestPlanDecideBodySchema, response: staffTestPlanSchema }),
});
