// What the staff console shows about a deleted account (issue 15): when it was deleted and the reason given.
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountDeletions } from '../../db/schema/index';
import { DELETION_REASONS, type DeletionReason, type DeletionRecord } from '../../../shared/contracts/account-deletion';

const isReason = (r: string | null): r is DeletionReason => (DELETION_REASONS as readonly (string | null)[]).includes(r);

export const completedDeletionOf = async (db: DbOrTx, userId: number): Promise<DeletionRecord | null> => {
  const [row] = await db
    .select()
    .from(accountDeletions)
    .where(and(eq(accountDeletions.userId, userId), eq(accountDeletions.status, 'completed')))
    .orderBy(desc(accountDeletions.completedAt))
    .limit(1);
  if (!row) return null;
  return { status: 'completed', reason: isReason(row.reason) ? row.reason : null, reason_text: row.reasonText, completed_at: row.completedAt?.toISOString() ?? null };
};
