// Account deletion (issue 15; spec services §3 "Deletion request", §4 "Account deletion flow", §5, §8; platform §7
// /third/* calls, whose payloads the spec does not show — these are ours): a token for the wizard run, a preview of
// what goes and what stays, the account check, and the confirmation with the password.
import { z } from 'zod';
import { text } from './fields';

/** Spec services §8: "list of 7 (wording not shown)"; the wording is ours (i18n account.deletion.reasons.*). */
export const DELETION_REASONS = [
  'no_longer_needed', 'found_alternative', 'too_expensive', 'privacy', 'too_many_emails', 'bad_experience', 'other',
] as const;
export type DeletionReason = (typeof DELETION_REASONS)[number];

/** started → failed | passed (both may be checked again) → completed. */
export const DELETION_STATUSES = ['started', 'failed', 'passed', 'completed'] as const;
export type DeletionStatus = (typeof DELETION_STATUSES)[number];

/** Spec services §8: pending custom orders, pending standard orders, unresolved after-sales tickets. */
export const DELETION_BLOCKERS = ['custom_orders', 'standard_orders', 'support'] as const;
export type DeletionBlocker = (typeof DELETION_BLOCKERS)[number];

export const DELETION_REASON_TEXT_MAX = 500;

/** The wizard's token: random, valid for a while, only for the account that asked for it. */
const token = () => text().min(20, 'validation.invalid').max(100, 'validation.invalid');

export const deletionTokenSchema = z.object({ token: z.string(), expires_at: z.string() });
export const deletionTokenBodySchema = z.strictObject({ token: token() });

export const deletionPreviewSchema = z.object({
  email: z.string(),
  /** Erased with the account. */
  erased: z.object({
    addresses: z.number(), support_conversations: z.number(), files: z.number(), coupons: z.number(),
    /** The account's design gallery projects (erase-gallery.ts takes them with the likes and comments on them). */
    gallery_projects: z.number(),
    /** Its gallery pictures and files, on a project or not. */
    gallery_files: z.number(),
  }),
  /** Kept for legal retention, without contact data (docs/account-deletion.md). */
  kept: z.object({ orders: z.number() }),
});
export type DeletionPreview = z.infer<typeof deletionPreviewSchema>;

/** Notice and Agreement: a reason, the free text when "other", and the terms agreed. */
export const deletionCheckBodySchema = z
  .strictObject({
    token: token(),
    reason: z.enum(DELETION_REASONS, { error: 'validation.required' }),
    reason_text: text().trim().max(DELETION_REASON_TEXT_MAX, 'validation.maxLength').optional().default(''),
    agree: z.literal(true, { error: 'validation.deletionAgree' }),
  })
  .superRefine((b, ctx) => {
    if (b.reason === 'other' && !b.reason_text) ctx.addIssue({ code: 'custom', path: ['reason_text'], message: 'validation.required' });
  });
export type DeletionCheckBody = z.infer<typeof deletionCheckBodySchema>;

export const deletionCheckItemSchema = z.object({ key: z.enum(DELETION_BLOCKERS), count: z.number() });
export const deletionCheckSchema = z.object({ passed: z.boolean(), checks: z.array(deletionCheckItemSchema) });
export type DeletionCheck = z.infer<typeof deletionCheckSchema>;

export const deletionConfirmBodySchema = z.strictObject({ token: token(), password: text().min(1, 'validation.required').max(200, 'validation.maxLength') });
export const deletionDoneSchema = z.object({ deleted: z.literal(true) });

/** What staff see on a customer's page. */
export const deletionRecordSchema = z.object({
  status: z.enum(DELETION_STATUSES),
  reason: z.enum(DELETION_REASONS).nullable(),
  reason_text: z.string(),
  completed_at: z.string().nullable(),
});
export type DeletionRecord = z.infer<typeof deletionRecordSchema>;
