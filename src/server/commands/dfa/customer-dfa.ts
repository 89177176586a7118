// The customer's side of a DFA review (issue 11): the reply page reads the order's issues, and answers one issue with
// solution, reply and response (spec services §5, all required). The answer is locked until the engineer reviews it
// (services §4): a second answer before that is refused with errors.dfaReplyLocked, an accepted issue with
// errors.dfaAccepted. Someone else's order or issue answers 404 (policy.ts isOwnedBy). Engineering are notified.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { dfaIssues, orders } from '../../db/schema/index';
import type { DfaAnswerBody, DfaOrder } from '../../../shared/contracts/dfa';
import { checkDfaTransition, isDfaIssueStatus } from '../../../shared/status/dfa';
import { OrderStatus } from '../../../shared/status/order';
import { conflict, notFound } from '../../http/errors';
import { isOwnedBy } from '../../security/policy';
import { notifyStaff } from '../mail/notify-staff';
import { findIssueForUpdate, issueNotFound, presentDfaOrder } from './present-dfa';

export const getCustomerDfa = async (deps: Pick<Deps, 'db'>, userId: number, orderId: number): Promise<DfaOrder> => {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!isOwnedBy(userId, order)) throw notFound('Order not found.');
  return presentDfaOrder(deps.db, order);
};

export const answerDfaIssue = async (deps: Pick<Deps, 'db' | 'clock' | 'config'>, userId: number, body: DfaAnswerBody): Promise<DfaOrder> => {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const found = await findIssueForUpdate(tx, body.issue_id);
    if (!found || !isOwnedBy(userId, found.order)) throw issueNotFound();
    const { issue, order } = found;
    const from = isDfaIssueStatus(issue.status) ? issue.status : 'open';
    const check = checkDfaTransition(from, 'answered', 'customer');
    if (!check.ok) throw conflict(check.key, from === 'answered' ? 'Your reply is locked until our engineer reviews it.' : 'This issue cannot be answered now.');
    if (order.status !== OrderStatus.OnHoldDfa) throw conflict('errors.dfaNotOnHold', 'This order is not waiting for DFA answers.');
    await tx.update(dfaIssues).set({
      status: 'answered', solution: body.solution, reply: body.reply, response: body.response, answeredAt: now, updatedAt: now,
    }).where(eq(dfaIssues.id, issue.id));
    await notifyStaff(tx, deps.config.staffNotifyEmail, { kind: 'dfa_answered', orderId: order.id, orderNo: order.orderNo, title: issue.title }, now);
    return presentDfaOrder(tx, order);
  });
};
