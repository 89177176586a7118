// POST /v1/staff/function-tests/decide: an engineer confirms the customer's test plan (the board will be tested with
// it, about 2 business days more: services §4) or rejects it; a note is required either way, and the customer reads
// it in the decision mail (both languages, the customer's edition). Checked against the plan at that moment (row
// locked): only a plan still bound and Confirming is decided, so two engineers deciding at once get one decision and
// one 409. The audit row and the mail commit with the decision.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { pcbaTestPlans } from '../../db/schema/index';
import type { StaffTestPlan, TestPlanDecision } from '../../../shared/contracts/function-test';
import { FunctionTestStatus, functionTestTransitionBlock, isFunctionTestStatus } from '../../../shared/status/function-test';
import { conflict } from '../../http/errors';
import { writeAudit } from '../staff/audit';
import { mailTestPlanDecided } from '../mail/mail-test-plan';
import { notBound, testPlanNotFound } from './errors';
import { getStaffTestPlan } from './staff-plans';

interface Decide {
  staffId: number;
  planId: number;
  decision: TestPlanDecision;
  note: string;
}

export const decideTestPlan = async (deps: Pick<Deps, 'db' | 'clock'>, d: Decide): Promise<StaffTestPlan> => {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [plan] = await tx.select().from(pcbaTestPlans).where(eq(pcbaTestPlans.id, d.planId)).for('update');
    if (!plan) throw testPlanNotFound();
    if (plan.cartItemId === null) throw notBound();
    const to = d.decision === 'confirm' ? FunctionTestStatus.Confirmed : FunctionTestStatus.Rejected;
    const from = isFunctionTestStatus(plan.status) ? plan.status : FunctionTestStatus.Confirming;
    const blocked = functionTestTransitionBlock(from, to, 'staff');
    if (blocked) throw conflict(blocked, 'This test plan was already reviewed.');
    await tx.update(pcbaTestPlans).set({ status: to, staffNote: d.note, decidedBy: d.staffId, decidedAt: now }).where(eq(pcbaTestPlans.id, plan.id));
    await writeAudit(tx, {
      staffId: d.staffId, action: 'test.review', recordType: 'test_plan', recordId: plan.id, now, note: d.note,
      before: { status: plan.status, cart_item_id: plan.cartItemId }, after: { status: to, cart_item_id: plan.cartItemId },
    });
    await mailTestPlanDecided(tx, { planId: plan.id, userId: plan.ownerId, cartItemId: plan.cartItemId, fileName: plan.originalName, confirmed: to === FunctionTestStatus.Confirmed, note: d.note }, now);
    return getStaffTestPlan(tx, plan.id);
  });
};
