// Distributors and affiliates (issue 15; spec services "Distributor: application form, contract, payouts; user
// flags: distributor code, wholesale flag, propagate flag. Form fields not shown"; platform "GET
// /visual/distributor/display | none"). The application, staff approval with the rebate terms, the contract the
// applicant accepts in the account (which issues the code), the statements and the payouts finance marks paid.
// The form's fields are not in the spec: the ones below are what staff need to judge one (docs/partners.md).
import { z } from 'zod';
import { apiQuery } from '../api';
import { REBATE_MAX_BP, REBATE_MIN_BP, REBATE_PERIODS } from '../partners/rebate';
import { id, int, queryId, queryInt, text } from './fields';

/** distributor: resells our products (the account's wholesale flag); affiliate: promotes them (the propagate flag). */
export const DISTRIBUTOR_KINDS = ['distributor', 'affiliate'] as const;
export type DistributorKind = (typeof DISTRIBUTOR_KINDS)[number];
/** suspended: staff revoked an active distributor's code (checkout refuses it); the statements stay. */
export const DISTRIBUTOR_STATUSES = ['applied', 'approved', 'active', 'rejected', 'suspended'] as const;
export type DistributorStatus = (typeof DISTRIBUTOR_STATUSES)[number];

/** A code a customer types at checkout: letters and digits, case-insensitive (stored upper case). */
export const distributorCodeSchema = text().trim().toUpperCase().regex(/^[A-Z0-9]{4,20}$/, 'validation.distributorCode');

/** POST /v1/distributor/applications */
export const distributorApplicationBodySchema = z.strictObject({
  kind: z.enum(DISTRIBUTOR_KINDS, { error: 'validation.required' }),
  company_name: text().trim().min(1, 'validation.required').max(120, 'validation.maxLength'),
  country_iso2: text().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'validation.required'),
  website: text().trim().max(200, 'validation.maxLength').regex(/^(https?:\/\/\S+)?$/, 'validation.invalid').optional().default(''),
  /** How they sell or promote: shops, events, channels, audience. */
  channels: text().trim().min(20, 'validation.minLength').max(2000, 'validation.maxLength'),
});
export type DistributorApplicationBody = z.input<typeof distributorApplicationBodySchema>;

export const rebateStatementSchema = z.object({
  period: z.string(),
  start: z.string(),
  end: z.string(),
  order_count: z.number(),
  /** USD cents as strings. */
  basis: z.string(),
  rebate: z.string(),
  rate_bp: z.number(),
  /** open: the period is still running; due: over, not paid yet; paid: finance paid it (figures as paid). */
  state: z.enum(['open', 'due', 'paid']),
  paid_at: z.string().nullable(),
  reference: z.string(),
});
export type RebateStatementView = z.infer<typeof rebateStatementSchema>;

/** The applicant's own record (null before applying). */
export const distributorSchema = z.object({
  id: z.number(),
  kind: z.enum(DISTRIBUTOR_KINDS),
  status: z.enum(DISTRIBUTOR_STATUSES),
  company_name: z.string(),
  country_iso2: z.string(),
  website: z.string(),
  channels: z.string(),
  /** The terms in force now. */
  rate_bp: z.number().nullable(),
  period: z.enum(REBATE_PERIODS).nullable(),
  /** A change of terms staff made that comes into force at `from` (the start of the next period). */
  next_terms: z.object({ rate_bp: z.number(), period: z.enum(REBATE_PERIODS), from: z.string() }).nullable(),
  code: z.string().nullable(),
  note: z.string(),
  applied_at: z.string(),
  contract_accepted_at: z.string().nullable(),
  statements: z.array(rebateStatementSchema),
});
export type Distributor = z.infer<typeof distributorSchema>;
export const myDistributorSchema = z.object({ distributor: distributorSchema.nullable() });

/** POST /v1/distributor/contract: the applicant accepts the contract staff offered (the box must be ticked). */
export const distributorContractBodySchema = z.strictObject({ accept: z.literal(true, { error: 'validation.acceptContract' }) });

/** GET /visual/distributor/display: the active distributors the public page lists (no personal data). */
export const distributorDisplaySchema = z.object({
  list: z.array(z.object({ company_name: z.string(), country_iso2: z.string(), website: z.string(), kind: z.enum(DISTRIBUTOR_KINDS) })),
});

// ---- staff (partners.view / partners.manage / partners.payouts) ----

export const staffDistributorListQuerySchema = apiQuery({
  status: z.enum(DISTRIBUTOR_STATUSES).optional(),
  page: queryInt(1, 10_000).optional().default(1),
  page_size: queryInt(1, 100).optional().default(20),
});
export const staffDistributorQuerySchema = apiQuery({ id: queryId('validation.required') });
export const staffDistributorSchema = distributorSchema.extend({ user_id: z.number(), customer_email: z.string() });
export type StaffDistributor = z.infer<typeof staffDistributorSchema>;
export const staffDistributorListSchema = z.object({ total: z.number(), page: z.number(), page_size: z.number(), list: z.array(staffDistributorSchema) });

/** POST /v1/staff/distributors/decide: approve with the rebate terms (5–10 %, monthly or quarterly), or reject. */
export const staffDistributorDecideBodySchema = z.discriminatedUnion('decision', [
  z.strictObject({
    id: id('validation.required'),
    decision: z.literal('approve'),
    rate_bp: int(REBATE_MIN_BP, REBATE_MAX_BP, 'validation.rebateRate'),
    period: z.enum(REBATE_PERIODS, { error: 'validation.required' }),
    note: text().trim().max(2000, 'validation.maxLength').optional().default(''),
  }),
  z.strictObject({
    id: id('validation.required'),
    decision: z.literal('reject'),
    note: text().trim().min(1, 'validation.required').max(2000, 'validation.maxLength'),
  }),
]);

/** POST /v1/staff/distributors/payouts: finance mark a closed period's rebate paid, with their payment reference. */
export const staffDistributorPayoutBodySchema = z.strictObject({
  id: id('validation.required'),
  period: text().regex(/^\d{4}-(0[1-9]|1[0-2]|Q[1-4])$/, 'validation.invalid'),
  reference: text().trim().min(1, 'validation.required').max(120, 'validation.maxLength'),
});

/** POST /v1/staff/distributors/terms: change an approved distributor's rate and/or period (the same bounds as at
 *  approval); in force from the next period, orders already recorded keep their rate. */
export const staffDistributorTermsBodySchema = z.strictObject({
  id: id('validation.required'),
  rate_bp: int(REBATE_MIN_BP, REBATE_MAX_BP, 'validation.rebateRate'),
  period: z.enum(REBATE_PERIODS, { error: 'validation.required' }),
  note: text().trim().max(2000, 'validation.maxLength').optional().default(''),
});

/** POST /v1/staff/distributors/reinstate: give a suspended distributor its code back; the note (optional) is mailed. */
export const staffDistributorReinstateBodySchema = z.strictObject({
  id: id('validation.required'),
  note: text().trim().max(2000, 'validation.maxLength').optional().default(''),
});

/** POST /v1/staff/distributors/suspend: revoke an active distributor's code, with the reason the distributor reads. */
export const staffDistributorSuspendBodySchema = z.strictObject({
  id: id('validation.required'),
  note: text().trim().min(1, 'validation.required').max(2000, 'validation.maxLength'),
});
