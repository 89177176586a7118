// One odm_request_history row: a status change of an ODM request made by the customer, with who and why, written in
// the transaction of the change (staff answers are audit rows instead).
import type { Tx } from '../../db/client';
import { odmRequestHistory } from '../../db/schema/index';

interface Change {
  requestId: number;
  from: string;
  to: string;
  actorId: number;
  reason: string;
  now: Date;
}

export const recordOdmHistory = async (tx: Tx, c: Change): Promise<void> => {
  await tx.insert(odmRequestHistory).values({
    requestId: c.requestId, fromStatus: c.from, toStatus: c.to, actor: 'customer', actorId: c.actorId, reason: c.reason, createdAt: c.now,
  });
};
