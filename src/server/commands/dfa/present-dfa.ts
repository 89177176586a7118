// What the DFA calls answer (src/shared/contracts/dfa.ts): an issue as the customer and the console see it, and an
// order's review (its issues oldest first). Loading helpers shared by the DFA commands.
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dfaIssues, orders } from '../../db/schema/index';
import type { DfaIssue, DfaOrder } from '../../../shared/contracts/dfa';
import { OrderStatus } from '../../../shared/status/order';
import { canCustomerReply, isDfaIssueStatus, type DfaIssueKind, type DfaSolution } from '../../../shared/status/dfa';
import { notFound } from '../../http/errors';

export type DfaIssueRow = typeof dfaIssues.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export const presentIssue = (r: DfaIssueRow): DfaIssue => {
  const status = isDfaIssueStatus(r.status) ? r.status : 'open';
  return {
    id: r.id,
    order_id: r.orderId,
    kind: r.kind as DfaIssueKind,
    title: r.title,
    description: r.description,
    attachment: r.attachmentKey && r.attachmentName && r.attachmentMime
      ? { name: r.attachmentName, mime: r.attachmentMime, size: r.attachmentSize ?? 0 }
      : null,
    status,
    solution: (r.solution as DfaSolution | null) ?? null,
    reply: r.reply,
    response: r.response,
    answered_at: iso(r.answeredAt),
    review_note: r.reviewNote,
    reviewed_at: iso(r.reviewedAt),
    created_at: r.createdAt.toISOString(),
    editable: canCustomerReply(status),
  };
};

export const issuesOf = (db: DbOrTx, orderId: number): Promise<DfaIssueRow[]> =>
  db.select().from(dfaIssues).where(eq(dfaIssues.orderId, orderId)).orderBy(asc(dfaIssues.id));

export const presentDfaOrder = async (db: DbOrTx, order: OrderRow): Promise<DfaOrder> => ({
  order_id: order.id,
  order_no: order.orderNo,
  status: order.status,
  on_hold: order.status === OrderStatus.OnHoldDfa,
  issues: (await issuesOf(db, order.id)).map(presentIssue),
});

/** The order row, or 404. `lock` takes the row lock every DFA change holds, so they run one at a time per order. */
export const loadOrder = async (db: DbOrTx, orderId: number, lock = false): Promise<OrderRow> => {
  const q = db.select().from(orders).where(eq(orders.id, orderId));
  const [order] = lock ? await q.for('update') : await q;
  if (!order) throw notFound('Order not found.');
  return order;
};

/** The issue and its order, the order locked first (the order every DFA change locks), or null. */
export const findIssueForUpdate = async (db: DbOrTx, issueId: number): Promise<{ issue: DfaIssueRow; order: OrderRow } | null> => {
  const [found] = await db.select({ orderId: dfaIssues.orderId }).from(dfaIssues).where(eq(dfaIssues.id, issueId));
  if (!found) return null;
  const [order] = await db.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
  const [issue] = await db.select().from(dfaIssues).where(eq(dfaIssues.id, issueId)).for('update');
  return order && issue ? { issue, order } : null;
};

export const issueNotFound = () => notFound('Issue not found.');

/** The audit snapshot of an issue (what the customer answered and the review). */
export const auditIssue = (r: DfaIssueRow) => ({
  issue_id: r.id, kind: r.kind, title: r.title, issue_status: r.status, solution: r.solution, reply: r.reply, response: r.response,
  review_note: r.reviewNote, attachment: r.attachmentName,
});
