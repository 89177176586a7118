// One rule for when a coupon can be used (issue 7 §5): the checkout's list, the coupon chosen at checkout and the
// claim at placement must agree on every case — owner, used, expired, minimum order.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY } from '../../clock';
import { couponDefinitions, coupons } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp, type Customer } from '../../routes/address/sign-up.test-helper';
import { buildOrder } from '../payment/testing/orders';
import { findUsableCoupon, usableCoupons } from '../checkout/checkout-coupons';
import { claimCoupon } from './claim-coupon';

let t: TestApp;
let ann: Customer;
let bob: Customer;
let definitionId: number;
beforeAll(async () => {
  t = await createTestApp();
  ann = await signUp(t);
  bob = await signUp(t);
  const [def] = await t.handle.db.insert(couponDefinitions).values({ kind: 'code', name: '$5 off $30', valueCents: 500n, minOrderCents: 3000n }).returning();
  definitionId = def!.id;
});
afterAll(async () => t.close());

const coupon = async (o: { owner?: number | null; status?: string; expiresAt?: Date | null }) => {
  const [row] = await t.handle.db
    .insert(coupons)
    .values({ definitionId, ownerId: o.owner === undefined ? ann.id : o.owner, status: o.status ?? 'available', expiresAt: o.expiresAt ?? null })
    .returning();
  return row!.id;
};

/** What each path says about one coupon for ann with this subtotal. */
const verdicts = async (couponId: number, subtotalCents: bigint) => {
  const now = t.clock.now();
  const listed = (await usableCoupons(t.handle.db, ann.id, subtotalCents, now)).some((c) => c.id === couponId);
  const chosen = await findUsableCoupon(t.handle.db, { userId: ann.id, couponId, subtotalCents, now }).then(() => true, () => false);
  const order = await buildOrder(t.handle.db, ann.id, now);
  const claimed = await t.handle.db.transaction(async (tx) => {
    const value = await claimCoupon(tx, { couponId, userId: ann.id, orderId: order.id, subtotalCents, now });
    // leave the coupon as it was, so the next case starts from the same state
    if (value !== null) await tx.update(coupons).set({ status: 'available', usedAt: null, orderId: null }).where(eq(coupons.id, couponId));
    return value !== null;
  });
  return { listed, chosen, claimed };
};

describe('when a coupon can be used', () => {
  it.each([
    ['own, available, no expiry, order above the minimum', {}, 5000n, true],
    ['order exactly at the minimum', {}, 3000n, true],
    ['order one cent below the minimum', {}, 2999n, false],
    ['already used', { status: 'used' }, 5000n, false],
    ['expired a second ago', { expiresAt: 'past' }, 5000n, false],
    ['expires tomorrow', { expiresAt: 'future' }, 5000n, true],
    ["another account's", { owner: 'bob' }, 5000n, false],
    ['not bound to any account', { owner: null }, 5000n, false],
  ] as const)('%s: the list, the checkout choice and the claim agree', async (_case, o, subtotal, usable) => {
    const now = t.clock.now().getTime();
    const id = await coupon({
      status: 'status' in o ? o.status : undefined,
      owner: 'owner' in o ? (o.owner === 'bob' ? bob.id : null) : undefined,
      expiresAt: 'expiresAt' in o ? new Date(o.expiresAt === 'past' ? now - 1000 : now + DAY) : undefined,
    });
    expect(await verdicts(id, subtotal)).toEqual({ listed: usable, chosen: usable, claimed: usable });
  });
});
