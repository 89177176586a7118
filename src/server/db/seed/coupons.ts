// Demo coupon codes (issue 4 §5). Each code is redeemable once, by one account. Inserted only where missing, so it
// is safe at every start; redeem-by dates count from the first seeding.
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import { DAY, systemClock } from '../../clock';
import type { Db } from '../client';
import { couponDefinitions, coupons } from '../schema/index';

interface DemoCode {
  code: string;
  name: string;
  valueCents: bigint;
  minOrderCents: bigint;
  /** Days the code can be redeemed, from seeding. */
  redeemDays: number;
  /** Days the coupon stays usable after redeeming; null: until the redeem-by date. */
  validDays: number | null;
}

const DEMO_COUPON_CODES: readonly DemoCode[] = [
  { code: 'WELCOME10', name: '$10 off any order', valueCents: 1000n, minOrderCents: 0n, redeemDays: 365, validDays: null },
  { code: 'PCB5OFF', name: '$5 off PCB orders from $30', valueCents: 500n, minOrderCents: 3000n, redeemDays: 180, validDays: 90 },
  { code: 'ASSEMBLY20', name: '$20 off orders from $200', valueCents: 2000n, minOrderCents: 20000n, redeemDays: 365, validDays: 60 },
];

export const seedCoupons = async (db: Db, clock: Clock = systemClock): Promise<void> => {
  const now = clock.now();
  for (const demo of DEMO_COUPON_CODES) {
    const key = `seed:${demo.code}`;
    await db
      .insert(couponDefinitions)
      .values({ key, kind: 'code', name: demo.name, valueCents: demo.valueCents, minOrderCents: demo.minOrderCents, validDays: demo.validDays })
      .onConflictDoNothing({ target: couponDefinitions.key });
    const [def] = await db.select({ id: couponDefinitions.id }).from(couponDefinitions).where(eq(couponDefinitions.key, key));
    if (!def) continue;
    await db
      .insert(coupons)
      .values({ definitionId: def.id, code: demo.code, redeemBy: new Date(now.getTime() + demo.redeemDays * DAY) })
      .onConflictDoNothing({ target: coupons.code });
  }
};
