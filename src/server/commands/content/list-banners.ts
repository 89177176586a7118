// POST /help/top-banner: the active promotional banners of one edition (fusion or fusionjp), in order.
import { and, asc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { banners } from '../../db/schema/index';
import type { Banner } from '../../../shared/contracts/content';

export const listBanners = async ({ db }: Pick<Deps, 'db'>, type: 'fusion' | 'fusionjp'): Promise<Banner[]> => {
  const rows = await db
    .select()
    .from(banners)
    .where(and(eq(banners.type, type), eq(banners.active, true)))
    .orderBy(asc(banners.sort), asc(banners.id));
  return rows.map((b) => ({ image: b.image, link: b.link, desc: b.desc, href_type: b.hrefType, color: b.color }));
};
