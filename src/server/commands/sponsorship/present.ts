// An application as the applicant and the console see it.
import type { sponsorshipApplications } from '../../db/schema/index';
import type { Sponsorship } from '../../../shared/contracts/sponsorship';

export type SponsorshipRow = typeof sponsorshipApplications.$inferSelect;

export const presentSponsorship = (r: SponsorshipRow): Sponsorship => ({
  id: r.id,
  product: r.product as Sponsorship['product'],
  project_name: r.projectName,
  team_type: r.teamType as Sponsorship['team_type'],
  organisation: r.organisation,
  website: r.website,
  description: r.description,
  boards: r.boards,
  status: r.status as Sponsorship['status'],
  decision_note: r.decisionNote,
  created_at: r.createdAt.toISOString(),
  decided_at: r.decidedAt?.toISOString() ?? null,
});
