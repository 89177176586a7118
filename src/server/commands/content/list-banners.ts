// POST /help/top-banner: the active promotional banners of one edition (fusion or fusionjp), in order; a banner
// with a schedule window (set in the staff console) shows only inside it, by the injected clock.
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { banners } from '../../db/schema/index';
import type { Banner } from '../../../shared/contracts/content';

export const listBanners = async ({ db, clock }: Pick<Deps, 'db' | 'clock'>, type: 'fusion' | 'fusionjp'): Promise<Banner[]> => {
  const now = clock.now();
  const rows = await db
    .select()
    .from(banners)
    .where(and(
      eq(banners.type, type), eq(banners.active, true),
      or(isNull(banners.startsAt), lte(banners.startsAt, now)), or(isNull(banners.endsAt), gt(banners.endsAt, now)),
    ))
    .orderBy(asc(banners.sort), asc(banners.id));
  return rows.map((b) => ({ image: b.image, link: b.link, desc: b.desc, href_type: b.hrefType, color: b.color }));
};
