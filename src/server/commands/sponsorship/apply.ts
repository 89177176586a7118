// POST /v1/sponsorship/applications: a signed-in customer applies from a product's sponsorship page. One waiting
// application at a time (a second one would only queue the same team twice); the applicant gets a receipt mail.
import { and, desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { sponsorshipApplications } from '../../db/schema/index';
import type { Sponsorship, SponsorshipBody } from '../../../shared/contracts/sponsorship';
import { mailSponsorshipReceived } from '../mail/mail-sponsorship';
import { sponsorshipPending } from './errors';
import { presentSponsorship } from './present';

export const applyForSponsorship = async (deps: Pick<Deps, 'db' | 'clock'>, userId: number, b: SponsorshipBody): Promise<Sponsorship> => {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const waiting = await tx
      .select({ id: sponsorshipApplications.id })
      .from(sponsorshipApplications)
      .where(and(eq(sponsorshipApplications.userId, userId), eq(sponsorshipApplications.status, 'submitted')))
      .for('update');
    if (waiting.length) throw sponsorshipPending();
    const [row] = await tx
      .insert(sponsorshipApplications)
      .values({
        userId, product: b.product, projectName: b.project_name, teamType: b.team_type, organisation: b.organisation,
        website: b.website, description: b.description, boards: b.boards, createdAt: now,
      })
      .returning();
    if (!row) throw new Error('application not inserted');
    await mailSponsorshipReceived(tx, row, now);
    return presentSponsorship(row);
  });
};

export const listOwnSponsorships = async ({ db }: Pick<Deps, 'db'>, userId: number): Promise<{ list: Sponsorship[] }> => {
  const rows = await db.select().from(sponsorshipApplications).where(eq(sponsorshipApplications.userId, userId))
    .orderBy(desc(sponsorshipApplications.createdAt), desc(sponsorshipApplications.id));
  return { list: rows.map(presentSponsorship) };
};
