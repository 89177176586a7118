// GET /v1/staff/coupons: campaigns searched by code or name, filtered by active, sorted and paged on the server;
// GET /v1/staff/coupons/detail: one campaign with its uses (which customer bound it, which order used it, when).
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../../deps';
import { couponDefinitions, coupons, orders, users } from '../../../db/schema/index';
import type { campaignDetailSchema, campaignListSchema } from '../../../../shared/contracts/staff-coupons';
import { notFound } from '../../../http/errors';
import { likePattern } from '../../order/list-orders';
import { loadCampaign, presentCampaigns } from './present-campaign';

interface ListCampaigns {
  q?: string;
  active?: '1' | '0';
  sort: 'created_at' | 'code';
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export const listCampaigns = async ({ db }: Pick<Deps, 'db'>, s: ListCampaigns): Promise<z.infer<typeof campaignListSchema>> => {
  const filters: (SQL | undefined)[] = [eq(couponDefinitions.kind, 'campaign')];
  if (s.q) filters.push(or(ilike(couponDefinitions.code, likePattern(s.q.trim())), ilike(couponDefinitions.name, likePattern(s.q.trim()))));
  if (s.active) filters.push(eq(couponDefinitions.active, s.active === '1'));
  const where = and(...filters);
  const [total] = await db.select({ n: count() }).from(couponDefinitions).where(where);
  const dir = s.dir === 'asc' ? asc : desc;
  const defs = await db.select().from(couponDefinitions).where(where)
    .orderBy(dir(s.sort === 'code' ? couponDefinitions.code : couponDefinitions.createdAt), dir(couponDefinitions.id))
    .limit(s.pageSize).offset((s.page - 1) * s.pageSize);
  return { total: total?.n ?? 0, page: s.page, page_size: s.pageSize, list: await presentCampaigns(db, defs) };
};

export const getCampaign = async ({ db, clock }: Pick<Deps, 'db' | 'clock'>, id: number): Promise<z.infer<typeof campaignDetailSchema>> => {
  const def = await loadCampaign(db, id);
  if (!def) throw notFound('Campaign not found.');
  const [campaign] = await presentCampaigns(db, [def]);
  if (!campaign) throw notFound('Campaign not found.');
  const now = clock.now();
  const rows = await db
    .select({ c: coupons, email: users.email, orderNo: orders.orderNo })
    .from(coupons)
    .innerJoin(users, eq(users.id, coupons.ownerId))
    .leftJoin(orders, eq(orders.id, coupons.orderId))
    .where(eq(coupons.definitionId, id))
    .orderBy(desc(coupons.boundAt), desc(coupons.id))
    .limit(500);
  return {
    campaign,
    uses: rows.map(({ c, email, orderNo }) => ({
      coupon_id: c.id, user_id: c.ownerId ?? 0, customer_email: email,
      status: c.status === 'used' ? 'used' : c.expiresAt && c.expiresAt.getTime() <= now.getTime() ? 'expired' : 'available',
      bound_at: c.boundAt?.toISOString() ?? null, used_at: c.usedAt?.toISOString() ?? null, order_id: c.orderId, order_no: orderNo,
    })),
  };
};
