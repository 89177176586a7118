// POST /v1/staff/coupons: sales create a campaign. Its code must not clash with another campaign's or with a
// single-use code (binding looks the code up in both); the audit row commits with it.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../../deps';
import { couponDefinitions, coupons } from '../../../db/schema/index';
import type { campaignBodySchema, Campaign } from '../../../../shared/contracts/staff-coupons';
import { normalizeCouponCode } from '../../../../shared/contracts/coupon';
import { conflict } from '../../../http/errors';
import { writeAudit } from '../audit';
import { presentCampaigns } from './present-campaign';

const codeTaken = () => conflict('errors.couponCodeTaken', 'This code is already in use.');

export const createCampaign = async (deps: Deps, staffId: number, b: z.output<typeof campaignBodySchema>): Promise<Campaign> => {
  const now = deps.clock.now();
  const code = normalizeCouponCode(b.code);
  return deps.db.transaction(async (tx) => {
    const [single] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, code));
    if (single) throw codeTaken();
    const [def] = await tx
      .insert(couponDefinitions)
      .values({
        kind: 'campaign', code, name: b.name, valueCents: b.value !== undefined ? BigInt(b.value) : 0n, percent: b.percent ?? null,
        minOrderCents: BigInt(b.min_order), startsAt: b.starts_at ? new Date(b.starts_at) : null, endsAt: b.ends_at ? new Date(b.ends_at) : null,
        maxUses: b.max_uses ?? null, perCustomer: b.per_customer ?? null, productIds: b.product_ids?.length ? b.product_ids : null, createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!def) throw codeTaken();
    const [campaign] = await presentCampaigns(tx, [def]);
    if (!campaign) throw new Error('campaign vanished');
    await writeAudit(tx, { staffId, action: 'coupons.manage', recordType: 'coupon', recordId: def.id, now, after: campaign, note: 'campaign created' });
    return campaign;
  });
};
