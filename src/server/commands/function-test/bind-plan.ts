// GET /fusion-test/bind-pcba-test-to-cart?plan_id=&cart_id= (services §7): the customer attaches an uploaded plan to
// a PCBA cart item that asked for the functional test (pcba_items.options.functionTest). Both must be the caller's
// (another customer's plan or item answers 404). Repeating the call changes nothing. A cart item has one plan:
// binding another detaches the previous one (it keeps its decision, for the history), so a customer whose plan was
// rejected uploads a corrected file and binds it in its place; the new plan waits, Confirming, for engineering, who
// are mailed (notify-staff.ts). An item already ordered still takes a plan (the review may come after payment); one
// the customer removed does not.
import { and, eq, ne } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { cartHistoryOrdered } from './ordered';
import { cartItems, pcbaItems, pcbaTestPlans } from '../../db/schema/index';
import { ProductId } from '../../../shared/ids';
import type { TestPlan } from '../../../shared/contracts/function-test';
import { FunctionTestStatus } from '../../../shared/status/function-test';
import { owned } from '../../security/policy';
import { notifyStaff } from '../mail/notify-staff';
import { alreadyDecided, boundElsewhere, cartItemNotFound, notPcbaWithTest, testPlanNotFound } from './errors';
import { presentPlan } from './present-plan';

const asksForTest = (options: unknown): boolean =>
  typeof options === 'object' && options !== null && (options as { functionTest?: unknown }).functionTest === true;

export const bindTestPlan = async (deps: Pick<Deps, 'db' | 'clock' | 'config'>, r: { userId: number; planId: number; cartId: number }): Promise<TestPlan> => {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // The item's row lock serialises binds to the same item (two tabs, a double click).
    const [found] = await tx.select().from(cartItems).where(eq(cartItems.id, r.cartId)).for('update');
    const item = owned(r.userId, found, cartItemNotFound);
    if (item.cancelledAt && !(await cartHistoryOrdered(tx, item.id))) throw cartItemNotFound();
    const [planRow] = await tx.select().from(pcbaTestPlans).where(eq(pcbaTestPlans.id, r.planId)).for('update');
    const plan = owned(r.userId, planRow, testPlanNotFound);
    if (item.productId !== ProductId.PCBA) throw notPcbaWithTest();
    const [pcba] = await tx.select({ options: pcbaItems.options }).from(pcbaItems).where(eq(pcbaItems.cartItemId, item.id));
    if (!pcba || !asksForTest(pcba.options)) throw notPcbaWithTest();

    if (plan.cartItemId === item.id) return presentPlan(plan);
    if (plan.cartItemId !== null) throw boundElsewhere();
    if (plan.status !== FunctionTestStatus.Confirming) throw alreadyDecided();

    await tx.update(pcbaTestPlans).set({ cartItemId: null }).where(and(eq(pcbaTestPlans.cartItemId, item.id), ne(pcbaTestPlans.id, plan.id)));
    const [bound] = await tx.update(pcbaTestPlans).set({ cartItemId: item.id, boundAt: now }).where(eq(pcbaTestPlans.id, plan.id)).returning();
    if (!bound) throw testPlanNotFound();
    await notifyStaff(tx, deps.config.staffNotifyEmail, { kind: 'test_plan_waiting', planId: bound.id, cartItemId: item.id, fileName: bound.originalName }, now);
    return presentPlan(bound);
  });
};
