// GET /v1/pcba/test-plan?cart_id=: the plan bound to one of the customer's cart items, for the cart and the PCBA page
// (TestPlanUpload.tsx); null when none is. Another customer's item answers 404.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { cartItems, pcbaTestPlans } from '../../db/schema/index';
import type { TestPlan } from '../../../shared/contracts/function-test';
import { owned } from '../../security/policy';
import { cartItemNotFound } from './errors';
import { presentPlan } from './present-plan';

export const testPlanOfItem = async (deps: Pick<Deps, 'db'>, userId: number, cartId: number): Promise<TestPlan | null> => {
  const [item] = await deps.db.select({ id: cartItems.id, userId: cartItems.userId }).from(cartItems).where(eq(cartItems.id, cartId));
  owned(userId, item, cartItemNotFound);
  const [plan] = await deps.db.select().from(pcbaTestPlans).where(eq(pcbaTestPlans.cartItemId, cartId));
  return plan ? presentPlan(plan) : null;
};
