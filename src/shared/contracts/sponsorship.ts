// PCBA sponsorship (issue 15; spec services §1 "Sponsorship program", §2 `{product}-pcba-sponsorship`): a team
// applies for sponsored assembled boards on a product's sponsorship page; sales approve or decline it in the console
// (audited), the applicant is e-mailed and sees the decision on the page. The spec shows no fields: these are ours
// (docs/sponsorship.md).
import { z } from 'zod';
import { apiQuery } from '../api';
import { id, int, queryId, queryInt, text } from './fields';

/** The products with a sponsorship page: /fusion-pcba-sponsorship (any open project), /xiao-pcba-sponsorship (XIAO based). */
export const SPONSORSHIP_PRODUCTS = ['fusion', 'xiao'] as const;
export type SponsorshipProduct = (typeof SPONSORSHIP_PRODUCTS)[number];
export const sponsorshipPath = (product: SponsorshipProduct): string => `/${product}-pcba-sponsorship`;

export const SPONSORSHIP_TEAMS = ['student', 'open_source', 'non_profit', 'maker', 'startup'] as const;
export const SPONSORSHIP_STATUSES = ['submitted', 'approved', 'declined'] as const;
export type SponsorshipStatus = (typeof SPONSORSHIP_STATUSES)[number];

/** Boards of one sponsored run: a prototype batch, not a production run. */
export const SPONSORSHIP_MAX_BOARDS = 100;
export const SPONSORSHIP_DESCRIPTION_MAX = 3000;

export const sponsorshipBodySchema = z.strictObject({
  product: z.enum(SPONSORSHIP_PRODUCTS, { error: 'validation.invalid' }),
  project_name: text().trim().min(1, 'validation.required').max(120, 'validation.maxLength'),
  team_type: z.enum(SPONSORSHIP_TEAMS, { error: 'validation.required' }),
  organisation: text().trim().max(120, 'validation.maxLength').optional().default(''),
  website: text().trim().max(200, 'validation.maxLength').regex(/^(https?:\/\/\S+)?$/, 'validation.invalid').optional().default(''),
  description: text().trim().min(20, 'validation.sponsorshipDescription').max(SPONSORSHIP_DESCRIPTION_MAX, 'validation.maxLength'),
  boards: int(1, SPONSORSHIP_MAX_BOARDS, 'validation.sponsorshipBoards'),
  /** Sponsored projects are published with their credit (the program's condition). */
  share: z.literal(true, { error: 'validation.sponsorshipShare' }),
});
export type SponsorshipBody = z.infer<typeof sponsorshipBodySchema>;

export const sponsorshipSchema = z.object({
  id: z.number(),
  product: z.enum(SPONSORSHIP_PRODUCTS),
  project_name: z.string(),
  team_type: z.enum(SPONSORSHIP_TEAMS),
  organisation: z.string(),
  website: z.string(),
  description: z.string(),
  boards: z.number(),
  status: z.enum(SPONSORSHIP_STATUSES),
  /** Staff's words with the decision, shown to the applicant. */
  decision_note: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type Sponsorship = z.infer<typeof sponsorshipSchema>;
export const sponsorshipListSchema = z.object({ list: z.array(sponsorshipSchema) });

export const staffSponsorshipQuerySchema = apiQuery({
  status: z.enum(SPONSORSHIP_STATUSES).optional(),
  page: queryInt(1, 10_000).optional().default(1),
  page_size: queryInt(1, 100).optional().default(20),
});
export const staffSponsorshipDetailQuerySchema = apiQuery({ id: queryId('validation.required') });
export const staffSponsorshipSchema = sponsorshipSchema.extend({ user_id: z.number(), customer_email: z.string(), customer_name: z.string() });
export type StaffSponsorship = z.infer<typeof staffSponsorshipSchema>;
export const staffSponsorshipListSchema = z.object({ total: z.number(), page: z.number(), page_size: z.number(), list: z.array(staffSponsorshipSchema) });

export const staffSponsorshipDecideBodySchema = z
  .strictObject({
    id: id('validation.required'),
    decision: z.enum(['approved', 'declined'], { error: 'validation.required' }),
    note: text().trim().max(1000, 'validation.maxLength').optional().default(''),
  })
  // a refusal says why
  .refine((b) => b.decision === 'approved' || b.note.length > 0, { path: ['note'], message: 'validation.required' });
