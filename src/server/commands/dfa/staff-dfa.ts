// The engineer's side of a DFA review (issue 11): raise an issue on a paid order (the order goes on hold for DFA,
// 1013, through the order state machine, from the paid and production states the file hold allows too), attach a
// picture or PDF, accept an answer (final: an accepted issue never changes again) or ask again with a note (the
// customer's reply unlocks). When the last issue is accepted the order goes back to the status it was held from
// (the last move into 1013 in its history). Each action writes its audit row on the order (action dfa.review) and
// the customer's mail in the same transaction.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { dfaIssues, orderHistory, orders, users } from '../../db/schema/index';
import type { DbOrTx } from '../../db/client';
import type { DfaIssue, DfaOrder } from '../../../shared/contracts/dfa';
import { allAccepted, checkDfaTransition, isDfaIssueStatus, type DfaIssueKind, type DfaIssueStatus } from '../../../shared/status/dfa';
import { OrderStatus, isOrderStatus, type OrderStatusCode } from '../../../shared/status/order';
import { conflict } from '../../http/errors';
import { transitionOrder } from '../order/transition-order';
import { writeAudit } from '../staff/audit';
import { mailDfaAccepted, mailDfaAskedAgain, mailDfaRaised } from '../mail/mail-dfa';
import { auditIssue, findIssueForUpdate, issueNotFound, loadOrder, presentDfaOrder, presentIssue } from './present-dfa';

export const getStaffDfa = async (deps: Pick<Deps, 'db'>, orderId: number): Promise<DfaOrder> =>
  presentDfaOrder(deps.db, await loadOrder(deps.db, orderId));

interface RaiseIssue {
  staffId: number;
  orderId: number;
  kind: DfaIssueKind;
  title: string;
  description: string;
}

export const raiseDfaIssue = async (deps: Pick<Deps, 'db' | 'clock'>, r: RaiseIssue): Promise<DfaIssue> => {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await loadOrder(tx, r.orderId, true);
    // already on hold for DFA: one more issue; otherwise the state machine decides whether it may be held
    const after = before.status === OrderStatus.OnHoldDfa ? before : await transitionOrder(tx, {
      orderId: r.orderId, to: OrderStatus.OnHoldDfa, actor: { type: 'staff', id: r.staffId }, reason: `DFA review: ${r.title}`, now,
    });
    const [issue] = await tx.insert(dfaIssues).values({
      orderId: r.orderId, raisedBy: r.staffId, kind: r.kind, title: r.title, description: r.description, status: 'open', createdAt: now, updatedAt: now,
    }).returning();
    if (!issue) throw new Error('DFA issue not written');
    await writeAudit(tx, {
      staffId: r.staffId, action: 'dfa.review', recordType: 'order', recordId: r.orderId, now, note: `DFA issue raised: ${r.title}`,
      before: { status: before.status }, after: { status: after.status, ...auditIssue(issue) },
    });
    await mailDfaRaised(tx, { orderId: after.id, userId: after.userId, orderNo: after.orderNo, title: r.title, description: r.description }, now);
    return presentIssue(issue);
  });
};

/** Status the order was held from: the source of its last move into 1013. */
const heldFrom = async (tx: DbOrTx, orderId: number): Promise<OrderStatusCode | null> => {
  const [row] = await tx.select({ from: orderHistory.fromStatus }).from(orderHistory)
    .where(and(eq(orderHistory.orderId, orderId), eq(orderHistory.toStatus, OrderStatus.OnHoldDfa)))
    .orderBy(desc(orderHistory.createdAt), desc(orderHistory.id)).limit(1);
  return row?.from !== null && row?.from !== undefined && isOrderStatus(row.from) ? row.from : null;
};

interface Review {
  staffId: number;
  issueId: number;
  note?: string | undefined;
}

const review = async (deps: Pick<Deps, 'db' | 'clock'>, r: Review, to: Extract<DfaIssueStatus, 'accepted' | 'reopened'>): Promise<DfaOrder> => {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const found = await findIssueForUpdate(tx, r.issueId);
    if (!found) throw issueNotFound();
    const { issue, order } = found;
    const from = isDfaIssueStatus(issue.status) ? issue.status : 'open';
    const check = checkDfaTransition(from, to, 'staff');
    if (!check.ok) {
      throw conflict(check.key, from === 'accepted' ? 'This issue was accepted; it cannot change again.' : 'The customer has not answered this issue yet.');
    }
    const [updated] = await tx.update(dfaIssues)
      .set({ status: to, reviewNote: r.note ?? null, reviewedBy: r.staffId, reviewedAt: now, updatedAt: now })
      // the status it was read in: a concurrent review cannot pass from the same state
      .where(and(eq(dfaIssues.id, issue.id), eq(dfaIssues.status, from)))
      .returning();
    if (!updated) throw conflict('errors.dfaTransitionForbidden', 'The issue changed meanwhile.');
    let status = order.status;
    if (to === 'accepted') {
      const rest = await tx.select({ status: dfaIssues.status }).from(dfaIssues).where(eq(dfaIssues.orderId, order.id)).orderBy(asc(dfaIssues.id));
      if (order.status === OrderStatus.OnHoldDfa && allAccepted(rest.map((x) => (isDfaIssueStatus(x.status) ? x.status : 'open')))) {
        const back = await heldFrom(tx, order.id);
        if (!back) throw conflict('errors.dfaTransitionForbidden', 'The status before the hold is unknown.');
        status = (await transitionOrder(tx, {
          orderId: order.id, to: back, actor: { type: 'system', id: `staff:${r.staffId}` }, reason: 'DFA review: every issue accepted', now,
        })).status;
        await mailDfaAccepted(tx, { orderId: order.id, userId: order.userId, orderNo: order.orderNo }, now);
      }
    } else {
      await mailDfaAskedAgain(tx, { orderId: order.id, userId: order.userId, orderNo: order.orderNo, title: issue.title, note: r.note ?? '' }, now);
    }
    await writeAudit(tx, {
      staffId: r.staffId, action: 'dfa.review', recordType: 'order', recordId: order.id, now,
      note: `${to === 'accepted' ? 'DFA answer accepted' : 'DFA answer asked again'}: ${issue.title}${r.note ? ` — ${r.note}` : ''}`,
      before: { status: order.status, ...auditIssue(issue) }, after: { status, ...auditIssue(updated) },
    });
    return presentDfaOrder(tx, { ...order, status });
  });
};

export const acceptDfaIssue = (deps: Pick<Deps, 'db' | 'clock'>, r: Review): Promise<DfaOrder> => review(deps, r, 'accepted');
export const askDfaAgain = (deps: Pick<Deps, 'db' | 'clock'>, r: Review): Promise<DfaOrder> => review(deps, r, 'reopened');

/** Answered issues waiting for the engineer, the oldest answer first (at most 200: a work queue). */
export const dfaQueue = async (deps: Pick<Deps, 'db'>) => {
  const rows = await deps.db
    .select({ i: dfaIssues, orderNo: orders.orderNo, email: users.email })
    .from(dfaIssues)
    .innerJoin(orders, eq(orders.id, dfaIssues.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(dfaIssues.status, 'answered'))
    .orderBy(asc(dfaIssues.answeredAt), asc(dfaIssues.id))
    .limit(200);
  return {
    items: rows.map(({ i, orderNo, email }) => ({
      issue_id: i.id, order_id: i.orderId, order_no: orderNo, customer_email: email, kind: i.kind as DfaIssueKind, title: i.title,
      answered_at: (i.answeredAt ?? i.updatedAt).toISOString(),
    })),
  };
};

