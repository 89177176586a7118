// Add to cart on /fusion_pcba (issue 11 "Price", "Functional test"): the server's answer is kept whole (the item and
// its stored BOM lines, for the "Added to cart" dialog), and a test plan uploaded on the page before the item existed
// is bound to the new item. A failed bind does not undo the add: the cart card offers the upload again.
import type { PcbaCartBody, PcbaCartItem } from '../../../shared/contracts/pcba-order';
import type { TestPlan } from '../../../shared/contracts/function-test';
import { addPcbaToCart, bindTestPlan } from './api';

export interface PcbaAdded {
  answer: PcbaCartItem;
  /** The plan as bound to the item; null when none was uploaded or the functional test is off. */
  plan: TestPlan | null;
  /** The plan was uploaded but could not be bound (the cart card takes it instead). */
  planFailed: boolean;
}

export const addPcbaWithPlan = async (body: PcbaCartBody, plan: TestPlan | null): Promise<PcbaAdded> => {
  const answer = await addPcbaToCart(body);
  if (!plan || body.options?.functionTest !== true) return { answer, plan: null, planFailed: false };
  try {
    return { answer, plan: await bindTestPlan(plan.plan_id, answer.item.cart_id), planFailed: false };
  } catch {
    return { answer, plan: null, planFailed: true };
  }
};
