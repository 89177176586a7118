// POST /v1/staff/coupons/deactivate: the code stops binding and the campaign's unused coupons stop working
// (usable-coupon checks the definition). Orders that already used one keep their discount. Audited.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../../deps';
import { couponDefinitions } from '../../../db/schema/index';
import type { Campaign } from '../../../../shared/contracts/staff-coupons';
import { notFound } from '../../../http/errors';
import { writeAudit } from '../audit';
import { loadCampaign, presentCampaigns } from './present-campaign';

export const deactivateCampaign = async (deps: Deps, staffId: number, id: number): Promise<Campaign> => {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const def = await loadCampaign(tx, id);
    if (!def) throw notFound('Campaign not found.');
    const [updated] = await tx.update(couponDefinitions).set({ active: false }).where(eq(couponDefinitions.id, id)).returning();
    if (!updated) throw notFound('Campaign not found.');
    const [campaign] = await presentCampaigns(tx, [updated]);
    if (def.active) {
      await writeAudit(tx, { staffId, action: 'coupons.manage', recordType: 'coupon', recordId: id, now, before: { active: true }, after: { active: false }, note: 'campaign deactivated' });
    }
    if (!campaign) throw new Error('campaign vanished');
    return campaign;
  });
};
