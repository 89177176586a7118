// The licensed-products program (issue 15; spec services "Licensing program record: program id, submitted date,
// Bazaar SKU, remaining stock, batch, quantity, program deposit, status" and the batch stages in
// status/licensed-batch.ts): the partner's application, their records, and the staff console's stage moves.
// The spec does not show the form's fields (services "licensed-program form rules: not shown"): the ones below are
// what staff need to judge an application (docs/partners.md).
import { z } from 'zod';
import { apiQuery } from '../api';
import { LICENSED_STAGES, type LicensedStage } from '../status/licensed-batch';
import { id, int, queryId, queryInt, text } from './fields';

/** The two pages that carry the form (platform §2 "Programs and information"); stored with the application. */
export const LICENSED_PAGES = ['licensed-program', 'licensed-program-services'] as const;
export type LicensedPage = (typeof LICENSED_PAGES)[number];

const stageSchema = z.union(LICENSED_STAGES.map((s) => z.literal(s)) as [z.ZodLiteral<LicensedStage>, ...z.ZodLiteral<LicensedStage>[]]);

/** POST /v1/licensed/applications */
export const licensedApplicationBodySchema = z.strictObject({
  page: z.enum(LICENSED_PAGES, { error: 'validation.invalid' }),
  company_name: text().trim().min(1, 'validation.required').max(120, 'validation.maxLength'),
  product_name: text().trim().min(1, 'validation.required').max(120, 'validation.maxLength'),
  product_url: text().trim().max(200, 'validation.maxLength').regex(/^(https?:\/\/\S+)?$/, 'validation.invalid').optional().default(''),
  description: text().trim().min(20, 'validation.minLength').max(3000, 'validation.maxLength'),
  /** The first batch the partner wants made. */
  quantity: int(1, 1_000_000, 'validation.invalid'),
  agree_terms: z.literal(true, { error: 'validation.agreeTerms' }),
});
export type LicensedApplicationBody = z.input<typeof licensedApplicationBodySchema>;

/** One record as the partner reads it (the spec's fields, plus the stage and its history). */
export const licensedProgramSchema = z.object({
  id: z.number(),
  /** "LP-000012": the program id in mails and screens. */
  program_id: z.string(),
  submitted_at: z.string(),
  product_name: z.string(),
  company_name: z.string(),
  bazaar_sku: z.string().nullable(),
  remaining_stock: z.number().nullable(),
  batch: z.number(),
  quantity: z.number(),
  /** USD cents as a string; null until staff record it. */
  deposit: z.string().nullable(),
  stage: stageSchema,
  /** 0 and 1 In Progress, 2 Rejected. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  history: z.array(z.object({ from: stageSchema.nullable(), to: stageSchema, note: z.string(), at: z.string() })),
});
export type LicensedProgram = z.infer<typeof licensedProgramSchema>;
export const licensedProgramListSchema = z.object({ list: z.array(licensedProgramSchema) });

// ---- staff (partners.view / partners.manage) ----

export const staffLicensedListQuerySchema = apiQuery({
  stage: queryInt(0, 6).optional(),
  page: queryInt(1, 10_000).optional().default(1),
  page_size: queryInt(1, 100).optional().default(20),
});
export const staffLicensedQuerySchema = apiQuery({ id: queryId('validation.required') });
export const staffLicensedProgramSchema = licensedProgramSchema.extend({
  user_id: z.number(),
  customer_email: z.string(),
  page: z.enum(LICENSED_PAGES),
  product_url: z.string(),
  description: z.string(),
  next_stages: z.array(stageSchema),
});
export type StaffLicensedProgram = z.infer<typeof staffLicensedProgramSchema>;
export const staffLicensedListSchema = z.object({ total: z.number(), page: z.number(), page_size: z.number(), list: z.array(staffLicensedProgramSchema) });

/**
 * POST /v1/staff/licensed/stage: move the batch to a next stage with a note the partner reads; the record's figures
 * may be set with the move (the deposit when it is received, the Bazaar SKU before selling, the stock while selling).
 */
export const staffLicensedStageBodySchema = z.strictObject({
  id: id('validation.required'),
  to: int(0, 6, 'validation.invalid'),
  note: text().trim().max(2000, 'validation.maxLength').optional().default(''),
  deposit: text().regex(/^\d{1,12}$/, 'validation.invalid').optional(),
  bazaar_sku: text().trim().min(1, 'validation.required').max(40, 'validation.maxLength').regex(/^[A-Za-z0-9-]+$/, 'validation.illegal').optional(),
  remaining_stock: int(0, 10_000_000, 'validation.invalid').optional(),
  batch: int(1, 1000, 'validation.invalid').optional(),
});
