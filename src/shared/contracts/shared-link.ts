// Shared re-order links (issue 14; spec services §4 "Shared reorder link", platform §4, §8, §9): the owner of an
// order mails a link; the recipient may look at the design and put it in their cart once, within 7 days of the mail.
// The source is (kind, id): an order (from the order page) or a gallery project with a board (from its page, by its
// owner).
import { z } from 'zod';
import { apiQuery } from '../api';
import { emailField } from '../rules/account';
import { id, text } from './fields';

/** Spec platform §9: "Shared link 7 days." */
export const SHARED_LINK_DAYS = 7;
export const SHARED_LINK_KINDS = ['order', 'project'] as const;
export type SharedLinkKind = (typeof SHARED_LINK_KINDS)[number];

const token = () => text().min(20, 'validation.invalid').max(100, 'validation.invalid').regex(/^[A-Za-z0-9_-]+$/, 'validation.invalid');

/** Exactly one source: `order_id` (an order) or `project_id` (a gallery project). */
export const sharedLinkSendBodySchema = z
  .strictObject({ order_id: id('validation.required').optional(), project_id: id('validation.required').optional(), email: emailField })
  .refine((b) => (b.order_id === undefined) !== (b.project_id === undefined), { message: 'validation.required', path: ['order_id'] });
export type SharedLinkSendBody = z.infer<typeof sharedLinkSendBodySchema>;
export const sharedLinkSentSchema = z.object({ expires_at: z.string() });

/** `link`, not `token`: the common query's `token` is the session's (shared/api.ts). */
export const sharedLinkQuerySchema = apiQuery({ link: token() });
export const sharedLinkViewSchema = z.object({
  kind: z.enum(SHARED_LINK_KINDS),
  expires_at: z.string(),
  items: z.array(z.object({ name: z.string(), sku: z.string(), quantity: z.number(), file_name: z.string().nullable() })),
});
export type SharedLinkView = z.infer<typeof sharedLinkViewSchema>;

export const sharedLinkUseBodySchema = z.strictObject({ link: token() });
export const sharedLinkUsedSchema = z.object({ cart_ids: z.array(z.number()), skipped: z.number() });
