// GET /v1/staff/sponsorship and /detail: the console's queue, waiting applications first (oldest first), then the
// decided ones (latest first); and POST /v1/staff/sponsorship/decide: approve or decline once, with the audit row and
// the applicant's mail in the decision's transaction (the row is locked: two decisions at once give one and a 409).
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { sponsorshipApplications, users } from '../../db/schema/index';
import type { SponsorshipStatus, StaffSponsorship } from '../../../shared/contracts/sponsorship';
import { writeAudit } from '../staff/audit';
import { mailSponsorshipDecided } from '../mail/mail-sponsorship';
import { sponsorshipDecided, sponsorshipNotFound } from './errors';
import { presentSponsorship, type SponsorshipRow } from './present';

const select = (db: DbOrTx) =>
  db.select({ r: sponsorshipApplications, email: users.email, first: users.firstName, last: users.lastName })
    .from(sponsorshipApplications).innerJoin(users, eq(users.id, sponsorshipApplications.userId));

const withCustomer = (x: { r: SponsorshipRow; email: string; first: string; last: string }): StaffSponsorship => ({
  ...presentSponsorship(x.r), user_id: x.r.userId, customer_email: x.email, customer_name: [x.first, x.last].filter(Boolean).join(' '),
});

export const listStaffSponsorships = async (deps: Pick<Deps, 'db'>, s: { status?: SponsorshipStatus; page: number; pageSize: number }) => {
  const where = s.status ? eq(sponsorshipApplications.status, s.status) : undefined;
  const [total] = await deps.db.select({ n: count() }).from(sponsorshipApplications).where(where);
  const rows = await select(deps.db)
    .where(where)
    .orderBy(
      desc(sql`${sponsorshipApplications.status} = 'submitted'`),
      asc(sql`case when ${sponsorshipApplications.status} = 'submitted' then ${sponsorshipApplications.createdAt} end`),
      desc(sponsorshipApplications.decidedAt),
      asc(sponsorshipApplications.id),
    )
    .limit(s.pageSize)
    .offset((s.page - 1) * s.pageSize);
  return { total: total?.n ?? 0, page: s.page, page_size: s.pageSize, list: rows.map(withCustomer) };
};

export const getStaffSponsorship = async (db: DbOrTx, id: number): Promise<StaffSponsorship> => {
  const [row] = await select(db).where(eq(sponsorshipApplications.id, id)).limit(1);
  if (!row) throw sponsorshipNotFound();
  return withCustomer(row);
};

export const decideSponsorship = async (
  deps: Pick<Deps, 'db' | 'clock'>,
  d: { staffId: number; id: number; decision: 'approved' | 'declined'; note: string },
): Promise<StaffSponsorship> => {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(sponsorshipApplications).where(eq(sponsorshipApplications.id, d.id)).for('update');
    if (!row) throw sponsorshipNotFound();
    if (row.status !== 'submitted') throw sponsorshipDecided();
    const [updated] = await tx
      .update(sponsorshipApplications)
      .set({ status: d.decision, decisionNote: d.note, decidedBy: d.staffId, decidedAt: now })
      .where(eq(sponsorshipApplications.id, d.id))
      .returning();
    if (!updated) throw sponsorshipNotFound();
    await writeAudit(tx, {
      staffId: d.staffId, action: 'sponsorship.decide', recordType: 'sponsorship', recordId: d.id,
      before: { status: row.status }, after: { status: d.decision, note: d.note }, note: d.note, now,
    });
    await mailSponsorshipDecided(tx, updated, now);
    return getStaffSponsorship(tx, d.id);
  });
};
