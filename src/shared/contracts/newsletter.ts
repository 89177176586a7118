// The newsletter's double opt-in and /unsubscribe (issue 15; spec platform §1 footer, §7) and /fusion-questionnaire.
import { z } from 'zod';
import { apiQuery } from '../api';
import { queryInt, text } from './fields';

/** The token of a mailed link (/subscribe?token=…, /unsubscribe?token=…): 256 random bits, base64url. */
const linkToken = text({ error: 'validation.required' }).trim().min(1, 'validation.required').max(100, 'validation.invalid')
  .regex(/^[A-Za-z0-9_-]+$/, 'validation.invalid');
export const newsletterTokenBodySchema = z.strictObject({ token: linkToken });
/** POST /newsletter/confirm and /newsletter/unsubscribe answer the address the link was for. */
export const newsletterLinkResultSchema = z.object({ email: z.string() });

// ---- /fusion-questionnaire ----

export const QUESTIONNAIRE_ROLES = ['hobbyist', 'engineer', 'maker', 'student', 'business'] as const;
export const QUESTIONNAIRE_SERVICES = ['pcb', 'pcba', 'stencil', 'print3d', 'cnc', 'cable', 'kitting', 'odm'] as const;
export const QUESTIONNAIRE_RECOMMEND = ['yes', 'maybe', 'no'] as const;
export const QUESTIONNAIRE_COMMENTS_MAX = 2000;

export const questionnaireBodySchema = z.strictObject({
  role: z.enum(QUESTIONNAIRE_ROLES, 'validation.required'),
  services: z.array(z.enum(QUESTIONNAIRE_SERVICES, 'validation.invalid')).min(1, 'validation.required').max(QUESTIONNAIRE_SERVICES.length)
    .refine((list) => new Set(list).size === list.length, 'validation.invalid'),
  /** 1 (poor) to 5 (excellent) */
  satisfaction: z.number('validation.required').int('validation.invalid').min(1, 'validation.invalid').max(5, 'validation.invalid'),
  recommend: z.enum(QUESTIONNAIRE_RECOMMEND, 'validation.required'),
  comments: text().trim().max(QUESTIONNAIRE_COMMENTS_MAX, 'validation.maxLength').optional().default(''),
});
export type QuestionnaireBody = z.infer<typeof questionnaireBodySchema>;
export type QuestionnaireAnswers = z.output<typeof questionnaireBodySchema>;
export const questionnaireResultSchema = z.object({ id: z.number() });

// ---- staff (customers.view): read and export ----

export const staffQuestionnaireQuerySchema = apiQuery({
  page: queryInt(1, 10_000).optional().default(1),
  page_size: queryInt(1, 100).optional().default(20),
});
export const staffQuestionnaireAnswerSchema = z.object({
  id: z.number(),
  created_at: z.string(),
  lang: z.enum(['en', 'jp']),
  customer_email: z.string().nullable(),
  role: z.enum(QUESTIONNAIRE_ROLES),
  services: z.array(z.enum(QUESTIONNAIRE_SERVICES)),
  satisfaction: z.number(),
  recommend: z.enum(QUESTIONNAIRE_RECOMMEND),
  comments: z.string(),
});
export type StaffQuestionnaireAnswer = z.infer<typeof staffQuestionnaireAnswerSchema>;
export const staffQuestionnaireListSchema = z.object({
  total: z.number(), page: z.number(), page_size: z.number(), list: z.array(staffQuestionnaireAnswerSchema),
});
