// ODM (issue 13; spec services §3 "ODM inquiry", "Custom product application", §5 "ODM: NRE fee and service fee
// acceptance required", §9): the customer's two requests, their files, the staff quote and its acceptance into the
// cart (product Odm 3234). Exported for the ODM light calls too (odmlight helper): the request statuses, the page
// names and the quote shape.
import { z } from 'zod';
import { apiQuery } from '../api';
import { ODM_LOGO_METHODS, ODM_PACKAGING } from '../pricing/odm';
import { decimal, id, int, queryId, queryInt, text } from './fields';
import { QUOTE_LINE_KEYS } from './cart';

/** Spec services §9: logo, firmware and project files up to 20 MB (also the app-wide multipart cap). */
export const ODM_FILE_MAX_BYTES = 20 * 1024 * 1024;
/**
 * What an upload is for, and what its content may be (never judged by the name alone):
 * logo — a vector logo: .ai (PDF-compatible or PostScript), .svg, .pdf (services §5);
 * firmware — .bin, .hex (Intel HEX text), .zip;
 * document — the inquiry's project files: PDF, ZIP, Office, images, text.
 */
export const ODM_FILE_PURPOSES = ['logo', 'firmware', 'document'] as const;
export type OdmFilePurpose = (typeof ODM_FILE_PURPOSES)[number];

/** The pages that lead to the forms (platform §2 "Design and ODM pages"); stored with the request. */
export const ODM_PAGES = ['fusion-odm-service', 'odm', 'jetson-odm', 'co-create'] as const;
export type OdmPage = (typeof ODM_PAGES)[number];

export const ODM_KINDS = ['inquiry', 'application'] as const;
export type OdmKind = (typeof ODM_KINDS)[number];

/**
 * submitted → quoted (staff priced it) → accepted (the customer took the quote into the cart); staff may decline a
 * submitted request, or quote a quoted one again (the newer quote replaces the older until it is accepted).
 */
export const ODM_STATUSES = ['submitted', 'quoted', 'declined', 'accepted'] as const;
export type OdmStatus = (typeof ODM_STATUSES)[number];

export const ODM_EMPLOYEES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export const ODM_REVENUES = ['under_1m', '1m_10m', '10m_50m', 'over_50m', 'undisclosed'] as const;
export const ODM_IP_OWNERS = ['customer', 'fusion', 'shared'] as const;
export const ODM_PAYMENT_TERMS = ['prepaid', 'deposit_50', 'net_30'] as const;
export const ODM_HOW_HEARD = ['search', 'social', 'friend', 'event', 'existing_customer', 'other'] as const;
export const ODM_DECLINE_REASONS = ['outside_capability', 'volume_too_small', 'information_missing', 'other'] as const;
export type OdmDeclineReason = (typeof ODM_DECLINE_REASONS)[number];

const month = () => text().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.month');
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'validation.required' });
const fileIdSchema = z.uuid('validation.invalid');
/** Spec services §5 "must accept NRE fees" / "must accept manufacturing service fees": a box that must be ticked. */
const acceptance = { accept_nre: z.literal(true, { error: 'validation.acceptNre' }), accept_service_fee: z.literal(true, { error: 'validation.acceptServiceFee' }) };
const common = {
  page: z.enum(ODM_PAGES, { error: 'validation.invalid' }),
  ...acceptance,
};

/** Spec services §3 "ODM inquiry": every field, in the form's order. */
export const odmInquirySchema = z
  .strictObject({
    kind: z.literal('inquiry'),
    ...common,
    company_name: text().trim().min(1, 'validation.required').max(120, 'validation.maxLength'),
    business_field: text().trim().min(1, 'validation.required').max(120, 'validation.maxLength'),
    website: text().trim().max(200, 'validation.maxLength').regex(/^(https?:\/\/\S+)?$/, 'validation.invalid').optional().default(''),
    employees: choice(ODM_EMPLOYEES),
    annual_revenue: choice(ODM_REVENUES),
    project_intro: text().trim().min(30, 'validation.minLength').max(3000, 'validation.maxLength'),
    first_batch_volume: int(1, 10_000_000, 'validation.invalid'),
    first_batch_time: month(),
    mass_production_volume: int(1, 100_000_000, 'validation.invalid'),
    mass_production_time: month(),
    production_plan: text().trim().max(2000, 'validation.maxLength').optional().default(''),
    ip_owner: choice(ODM_IP_OWNERS),
    payment_terms: choice(ODM_PAYMENT_TERMS),
    delivery_list: text().trim().min(1, 'validation.required').max(2000, 'validation.maxLength'),
    how_heard: choice(ODM_HOW_HEARD),
    file_ids: z.array(fileIdSchema).max(5, 'validation.invalid').optional().default([]),
  })
  .refine((v) => v.mass_production_volume >= v.first_batch_volume, { path: ['mass_production_volume'], message: 'validation.massBelowFirst' })
  .refine((v) => v.mass_production_time >= v.first_batch_time, { path: ['mass_production_time'], message: 'validation.massBeforeFirst' });
export type OdmInquiry = z.output<typeof odmInquirySchema>;

/** Spec services §3 "Custom product application", with the estimator's choices (pricing/odm.ts). */
export const odmApplicationSchema = z
  .strictObject({
    kind: z.literal('application'),
    ...common,
    sku: text().trim().min(1, 'validation.required').max(40, 'validation.maxLength').regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'validation.illegal'),
    quantity: int(1, 1_000_000, 'validation.invalid'),
    labour_hours: decimal(0, 10_000, 'validation.invalid'),
    logo: choice(ODM_LOGO_METHODS),
    logo_requirements: text().trim().max(1000, 'validation.maxLength').optional().default(''),
    logo_file_id: fileIdSchema.nullable().optional().default(null),
    firmware_file_id: fileIdSchema.nullable().optional().default(null),
    packaging: choice(ODM_PACKAGING),
    details: text().trim().min(10, 'validation.minLength').max(3000, 'validation.maxLength'),
    other_info: text().trim().max(2000, 'validation.maxLength').optional().default(''),
  })
  // a logo on the product needs the artwork
  .refine((v) => v.logo === 'none' || v.logo_file_id !== null, { path: ['logo_file_id'], message: 'validation.logoFileRequired' });
export type OdmApplication = z.output<typeof odmApplicationSchema>;

/** POST /v1/odm/requests: one of the two forms. */
export const odmRequestBodySchema = z.discriminatedUnion('kind', [odmInquirySchema, odmApplicationSchema]);
export type OdmRequestBody = z.input<typeof odmRequestBodySchema>;

/** POST /v1/odm/files: the purpose travels beside the one file. */
export const odmFileFieldsSchema = z.strictObject({ purpose: z.enum(ODM_FILE_PURPOSES, { error: 'validation.invalid' }) });
export const odmFileSchema = z.object({ file_id: z.string(), name: z.string(), size: z.number(), purpose: z.enum(ODM_FILE_PURPOSES) });
export type OdmFile = z.infer<typeof odmFileSchema>;

const linesSchema = z.array(z.object({ key: z.string(), amount: z.string() }));

/** The staff quote as the customer reads it: price lines (USD cents), total, lead time in working days, note. */
export const odmQuoteSchema = z.object({
  lines: linesSchema,
  total: z.string(),
  quantity: z.number(),
  lead_days: z.number(),
  weight_grams: z.number(),
  note: z.string(),
  quoted_at: z.string(),
});
export type OdmQuote = z.infer<typeof odmQuoteSchema>;

export const odmRequestSchema = z.object({
  id: z.number(),
  /** "ODM-000012": how the customer and staff name it in mails. */
  number: z.string(),
  kind: z.enum(ODM_KINDS),
  page: z.enum(ODM_PAGES),
  status: z.enum(ODM_STATUSES),
  /** What the customer sent (one of the two forms, as stored). */
  form: z.record(z.string(), z.unknown()),
  files: z.array(odmFileSchema),
  /** The application's estimate at sending (null for an inquiry). */
  estimate: z.object({ lines: linesSchema, total: z.string(), sample_days: z.number(), production_days: z.number() }).nullable(),
  quote: odmQuoteSchema.nullable(),
  decline_reason: z.enum(ODM_DECLINE_REASONS).nullable(),
  decline_note: z.string(),
  /** Who declined a declined request: staff (decline_reason, decline_note) or the customer, who declined our quote. */
  declined_by: z.enum(['staff', 'customer']).nullable(),
  /** The customer's reason for declining our quote ('' unless they did). */
  customer_reason: z.string(),
  /** The cart item the accepted quote became. */
  cart_id: z.number().nullable(),
  created_at: z.string(),
});
export type OdmRequest = z.infer<typeof odmRequestSchema>;

export const odmRequestListSchema = z.object({ list: z.array(odmRequestSchema) });
export const odmRequestQuerySchema = apiQuery({ id: queryId('validation.required') });
/** POST /v1/odm/requests/accept: the quoted request goes into the cart (idempotent: a second call answers the same item). */
export const odmAcceptBodySchema = z.strictObject({ id: id('validation.required') });
export const odmAcceptSchema = z.object({ request: odmRequestSchema, cart_id: z.number() });
/** POST /v1/odm/requests/decline: the customer declines our quote, saying why (sales read it). */
export const odmDeclineQuoteBodySchema = z.strictObject({
  id: id('validation.required'),
  reason: text({ error: 'validation.required' }).trim().min(1, 'validation.required').max(1000, 'validation.maxLength'),
});

// ---- staff (sales, admin: quotes.view / quotes.answer) ----

export const staffOdmListQuerySchema = apiQuery({
  status: z.enum(ODM_STATUSES).optional(),
  page: queryInt(1, 10_000).optional().default(1),
  page_size: queryInt(1, 100).optional().default(20),
});
export const staffOdmQuerySchema = apiQuery({ id: queryId('validation.required') });
export const staffOdmFileQuerySchema = apiQuery({ file_id: z.uuid('validation.invalid') });
export const staffOdmRequestSchema = odmRequestSchema.extend({ user_id: z.number(), customer_email: z.string(), customer_name: z.string() });
export type StaffOdmRequest = z.infer<typeof staffOdmRequestSchema>;
export const staffOdmListSchema = z.object({ total: z.number(), page: z.number(), page_size: z.number(), list: z.array(staffOdmRequestSchema) });

const centsSchema = text().regex(/^-?\d{1,12}$/, 'validation.invalid');
/** POST /v1/staff/odm/quote: the price lines (the spec's cost lines), quantity, lead time and a note. */
export const staffOdmQuoteBodySchema = z.strictObject({
  id: id('validation.required'),
  lines: z
    .array(z.strictObject({ key: z.enum(QUOTE_LINE_KEYS, { error: 'validation.invalid' }), amount: centsSchema }))
    .min(1, 'validation.required')
    .max(QUOTE_LINE_KEYS.length, 'validation.invalid')
    .refine((ls) => new Set(ls.map((l) => l.key)).size === ls.length, 'validation.invalid')
    .refine((ls) => ls.every((l) => l.key === 'special_discount' || !l.amount.startsWith('-')), 'validation.invalid'),
  quantity: int(1, 100_000_000, 'validation.invalid'),
  lead_days: int(1, 365, 'validation.invalid'),
  /** The lot's shipping weight: checkout prices the shipment by it. */
  weight_grams: int(1, 10_000_000, 'validation.invalid'),
  note: text().trim().max(2000, 'validation.maxLength').optional().default(''),
});
/** POST /v1/staff/odm/decline: why, with a note the customer reads. */
export const staffOdmDeclineBodySchema = z.strictObject({
  id: id('validation.required'),
  reason: z.enum(ODM_DECLINE_REASONS, { error: 'validation.required' }),
  note: text().trim().min(1, 'validation.required').max(2000, 'validation.maxLength'),
});
