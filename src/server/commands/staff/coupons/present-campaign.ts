// A campaign for the console: its definition with how many coupons customers bound from it and how many were used.
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { couponDefinitions, coupons } from '../../../db/schema/index';
import type { Campaign } from '../../../../shared/contracts/staff-coupons';

type Definition = typeof couponDefinitions.$inferSelect;

export const presentCampaigns = async (db: DbOrTx, defs: Definition[]): Promise<Campaign[]> => {
  const counts = defs.length
    ? await db
      .select({ id: coupons.definitionId, bound: count(), used: sql<number>`count(*) filter (where ${coupons.status} = 'used')`.mapWith(Number) })
      .from(coupons).where(inArray(coupons.definitionId, defs.map((d) => d.id))).groupBy(coupons.definitionId)
    : [];
  return defs.map((d) => {
    const c = counts.find((x) => x.id === d.id);
    return {
      id: d.id, code: d.code ?? '', name: d.name, value: d.percent === null ? d.valueCents.toString() : null, percent: d.percent,
      min_order: d.minOrderCents.toString(), starts_at: d.startsAt?.toISOString() ?? null, ends_at: d.endsAt?.toISOString() ?? null,
      max_uses: d.maxUses, per_customer: d.perCustomer, product_ids: d.productIds ?? [], active: d.active,
      bound: c?.bound ?? 0, used: c?.used ?? 0, created_at: d.createdAt.toISOString(),
    };
  });
};

export const loadCampaign = async (db: DbOrTx, id: number): Promise<Definition | undefined> => {
  const [d] = await db.select().from(couponDefinitions).where(eq(couponDefinitions.id, id));
  return d?.kind === 'campaign' ? d : undefined;
};
