// Functional-test plans (issue 11 "Functional test"; spec services §3, §4, §7; platform §7): the customer's upload
// and binding, the customer's view of a plan, and the engineering console's queue and decision.
import { z } from 'zod';
import { apiQuery } from '../api';
import { FUNCTION_TEST_STATUSES } from '../status/function-test';
import { id, queryId, queryInt, text } from './fields';

/** Spec services §9 "File limits: 20 MB (... test files)"; also the app-wide multipart cap. */
export const TEST_PLAN_MAX_BYTES = 20 * 1024 * 1024;

/** What a plan may be, by content: PDF, Word, Excel, ZIP, plain text or Markdown (never by the name). */
export const TEST_PLAN_KINDS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'zip', 'text', 'markdown'] as const;
export type TestPlanKind = (typeof TEST_PLAN_KINDS)[number];

/** POST /fusion-test/upfile: the one file travels beside no fields. */
export const testPlanFieldsSchema = z.strictObject({});

/** GET /fusion-test/bind-pcba-test-to-cart?plan_id=&cart_id= */
export const bindTestPlanQuerySchema = apiQuery({ plan_id: queryId('validation.required'), cart_id: queryId('validation.required') });

/** GET /v1/pcba/test-plan?cart_id=: the plan bound to one of the customer's cart items (null when none). */
export const testPlanOfItemQuerySchema = apiQuery({ cart_id: queryId('validation.required') });

const statusSchema = z.literal(FUNCTION_TEST_STATUSES);

/** A plan as its owner sees it. */
export const testPlanSchema = z.object({
  plan_id: z.number(),
  name: z.string(),
  size: z.number(),
  kind: z.enum(TEST_PLAN_KINDS),
  /** 1 Confirming, 2 Confirmed, 3 Rejected (src/shared/status/function-test.ts). */
  status: statusSchema,
  /** The cart item it is bound to; null until bound (or once another plan replaced it). */
  cart_id: z.number().nullable(),
  /** The engineer's note with the decision ('' before). */
  staff_note: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type TestPlan = z.infer<typeof testPlanSchema>;

// ---- staff (engineering, admin: staff action test.review) ----

export const staffTestPlansQuerySchema = apiQuery({
  /** One status only; without it every bound plan, Confirming first. */
  status: queryInt(1, 3).optional(),
  /** Customer e-mail, file name or plan id. */
  q: text().max(100).optional(),
  page: queryInt(1, 10_000).optional().default(1),
  page_size: queryInt(1, 100).optional().default(20),
});

export const staffTestPlanSchema = testPlanSchema.extend({
  user_id: z.number(),
  customer_email: z.string(),
  /** The cart item's name and quantity (boards to test). */
  item_name: z.string().nullable(),
  quantity: z.number().nullable(),
  /** The order the item went into, when it was ordered. */
  order_id: z.number().nullable(),
  order_no: z.string().nullable(),
  decided_by_email: z.string().nullable(),
});
export type StaffTestPlan = z.infer<typeof staffTestPlanSchema>;

export const staffTestPlanListSchema = z.object({ total: z.number(), page: z.number(), page_size: z.number(), list: z.array(staffTestPlanSchema) });

export const staffTestPlanQuerySchema = apiQuery({ id: queryId('validation.required') });
export const staffTestPlanFileQuerySchema = apiQuery({ id: queryId('validation.required'), download: z.enum(['1']).optional() });

export const TEST_PLAN_DECISIONS = ['confirm', 'reject'] as const;
export type TestPlanDecision = (typeof TEST_PLAN_DECISIONS)[number];

/** POST /v1/staff/function-tests/decide: confirm or reject, always with a note the customer reads. */
export const staffTestPlanDecideBodySchema = z.strictObject({
  plan_id: id('validation.required'),
  decision: z.enum(TEST_PLAN_DECISIONS, { error: 'validation.invalid' }),
  note: text().trim().min(1, 'validation.required').max(1000, 'validation.maxLength'),
});
