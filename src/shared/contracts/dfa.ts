// DFA review (issue 11 "After the order"): an engineer's issues on an order and the customer's answers. States and
// the values of kind / solution: src/shared/status/dfa.ts. Spec services §5: solution, reply and response are
// required. The routes: src/shared/routes/dfa.ts.
import { z } from 'zod';
import { apiQuery } from '../api';
import { DFA_ISSUE_KINDS, DFA_ISSUE_STATUSES, DFA_SOLUTIONS } from '../status/dfa';
import { id, queryId, text } from './fields';

/** An attachment the engineer adds: a picture (PNG, JPEG, WebP) or a PDF, read by content, at most 10 MB. */
export const DFA_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DFA_ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;

const required = (max: number) => text().trim().min(1, 'validation.required').max(max, 'validation.maxLength');

// ---- answers ----

export const dfaIssueSchema = z.object({
  id: z.number(),
  order_id: z.number(),
  kind: z.enum(DFA_ISSUE_KINDS),
  title: z.string(),
  description: z.string(),
  attachment: z.object({ name: z.string(), mime: z.string(), size: z.number() }).nullable(),
  status: z.enum(DFA_ISSUE_STATUSES),
  solution: z.enum(DFA_SOLUTIONS).nullable(),
  reply: z.string().nullable(),
  response: z.string().nullable(),
  answered_at: z.string().nullable(),
  /** The engineer's note when asking again (or accepting). */
  review_note: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
  /** The customer may write the reply now (open, or asked again); false while it waits for the engineer. */
  editable: z.boolean(),
});
export type DfaIssue = z.infer<typeof dfaIssueSchema>;

/** One order's review: the order, whether it is on hold for DFA, and its issues (oldest first). */
export const dfaOrderSchema = z.object({
  order_id: z.number(),
  order_no: z.string(),
  status: z.number(),
  on_hold: z.boolean(),
  issues: z.array(dfaIssueSchema),
});
export type DfaOrder = z.infer<typeof dfaOrderSchema>;

// ---- customer ----

export const dfaOrderQuerySchema = apiQuery({ order_id: queryId('validation.required') });

export const dfaAnswerBodySchema = z.strictObject({
  issue_id: id(),
  solution: z.enum(DFA_SOLUTIONS, 'validation.required'),
  reply: required(2000),
  response: required(2000),
});
export type DfaAnswerBody = z.infer<typeof dfaAnswerBodySchema>;

export const dfaAttachmentQuerySchema = apiQuery({ issue_id: queryId('validation.required') });

// ---- staff ----

export const dfaRaiseBodySchema = z.strictObject({
  order_id: id(),
  kind: z.enum(DFA_ISSUE_KINDS, 'validation.required'),
  title: required(200),
  description: required(4000),
});

/** The multipart fields of the attachment upload (the file travels beside them). */
export const dfaAttachmentFieldsSchema = z.strictObject({ issue_id: queryId('validation.required') });

export const dfaAcceptBodySchema = z.strictObject({
  issue_id: id(),
  note: text().trim().max(2000, 'validation.maxLength').optional(),
});

export const dfaAskAgainBodySchema = z.strictObject({
  issue_id: id(),
  /** What the engineer still needs: shown beside the unlocked reply and mailed. */
  note: required(2000),
});

/** The console queue: answered issues waiting for the engineer, the oldest answer first. */
export const dfaQueueSchema = z.object({
  items: z.array(z.object({
    issue_id: z.number(),
    order_id: z.number(),
    order_no: z.string(),
    customer_email: z.string(),
    kind: z.enum(DFA_ISSUE_KINDS),
    title: z.string(),
    answered_at: z.string(),
  })),
});
