// The console's reviews screen (content staff, 'content.manage'): every review with its order and customer, and the
// hide switch, audited with the review's state before and after.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { reviews } from '../../db/schema/index';
import { writeAudit } from '../staff/audit';
import type { StaffReview } from '../../../shared/contracts/reviews';
import { findReviews } from './present-review';
import { reviewNotFound } from './errors';

export const listStaffReviews = async ({ db }: Pick<Deps, 'db'>, q: { page: number; pageSize: number }) => {
  const found = await findReviews(db, { listedOnly: false, limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
  return { total: found.total, page: q.page, page_size: q.pageSize, list: found.staff };
};

export const setReviewHidden = async (
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  r: { staffId: number; id: number; hidden: boolean; note: string },
): Promise<StaffReview> => {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, r.id)).for('update');
    if (!before) throw reviewNotFound();
    await tx.update(reviews).set({ hidden: r.hidden }).where(eq(reviews.id, r.id));
    await writeAudit(tx, {
      staffId: r.staffId, action: 'content.manage', recordType: 'review', recordId: r.id,
      before: { hidden: before.hidden }, after: { hidden: r.hidden }, note: r.note, now,
    });
  });
  const [review] = (await findReviews(db, { listedOnly: false, where: eq(reviews.id, r.id), limit: 1 })).staff;
  return review!;
};
