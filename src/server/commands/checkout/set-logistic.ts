// POST /v1/new-checkout/set-logistic: stores the carrier chosen per warehouse in the checkout session. A carrier
// that is over weight for the warehouse, or does not serve the destination, is refused (spec platform §5).
import { and, desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { checkoutSessions } from '../../db/schema/index';
import type { Warehouse } from '../../../shared/contracts/checkout';
import type { Carrier } from '../../../shared/pricing/shipping-tables';
import { notFound } from '../../http/errors';
import { noLogistics, overWeightChoice } from './shipping-options';

export const setLogistic = async (
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  req: { userId: number; checkoutId?: string; shippingMethod: Partial<Record<Warehouse, Carrier>> },
): Promise<{ checkout_id: string; shipping_method: Record<string, Carrier> }> => {
  const own = eq(checkoutSessions.userId, req.userId);
  const [session] = req.checkoutId
    ? await db.select().from(checkoutSessions).where(and(own, eq(checkoutSessions.id, req.checkoutId)))
    : await db.select().from(checkoutSessions).where(own).orderBy(desc(checkoutSessions.updatedAt)).limit(1);
  if (!session) throw notFound('Checkout not found.');
  const options = session.options as Record<string, Record<string, boolean>>;
  const merged = { ...(session.shippingMethod as Record<string, Carrier>) };
  for (const [warehouse, carrier] of Object.entries(req.shippingMethod)) {
    const usable = options[warehouse]?.[carrier];
    if (usable === false) throw overWeightChoice(warehouse);
    if (usable !== true) throw noLogistics(warehouse);
    merged[warehouse] = carrier;
  }
  await db.update(checkoutSessions).set({ shippingMethod: merged, updatedAt: clock.now() }).where(eq(checkoutSessions.id, session.id));
  return { checkout_id: session.id, shipping_method: merged };
};
