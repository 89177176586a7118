// Promotional banners (issue 9; spec platform §3 banner, §9 A/B key): staff list, create, edit, switch on and off,
// and delete the banners of each edition. Every change writes its audit row and bumps the A/B key in one transaction,
// so browsers that cached the banner for 7 days fetch it again on their next page.
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../../deps';
import { banners, systemSettings } from '../../../db/schema/index';
import type { StaffBanner, staffBannerBodySchema } from '../../../../shared/contracts/staff-content';
import { isShopLink } from '../../../../shared/content/shop-links';
import { invalid, notFound } from '../../../http/errors';
import { writeAudit } from '../audit';
import { AB_KEY, bumpAbKey } from './ab-key';
import { isStoredBannerImage } from './banner-image';

type Row = typeof banners.$inferSelect;
type BannerBody = z.output<typeof staffBannerBodySchema>;

const toStaff = (b: Row): StaffBanner => ({
  id: b.id, edition: b.type === 'fusionjp' ? 'fusionjp' : 'fusion', image: b.image, link: b.link, desc: b.desc, color: b.color,
  active: b.active, sort: b.sort, starts_at: b.startsAt?.toISOString() ?? null, ends_at: b.endsAt?.toISOString() ?? null,
});

export const listStaffBanners = async ({ db }: Pick<Deps, 'db'>) => {
  const rows = await db.select().from(banners).orderBy(asc(banners.type), asc(banners.sort), asc(banners.id));
  const [key] = await db.select().from(systemSettings).where(eq(systemSettings.key, AB_KEY));
  return { ab_key: key?.value ?? '', list: rows.map(toStaff) };
};

/** Link, image and schedule rules the schema cannot know: a field kept as it was is always accepted. */
const checkBanner = async (deps: Pick<Deps, 'config'>, b: BannerBody, before: Row | undefined): Promise<void> => {
  const problems: Record<string, string> = {};
  if (b.link !== '' && b.link !== before?.link && !isShopLink(b.link)) problems.link = 'validation.badLink';
  if (b.image !== '' && b.image !== before?.image && !(await isStoredBannerImage(deps, b.image))) problems.image = 'validation.invalid';
  if (!b.image && !b.desc) problems.desc = 'validation.required';
  if (b.starts_at && b.ends_at && new Date(b.ends_at) <= new Date(b.starts_at)) problems.ends_at = 'validation.endBeforeStart';
  if (Object.keys(problems).length) throw invalid(problems);
};

export const saveBanner = async (deps: Pick<Deps, 'db' | 'clock' | 'config'>, staffId: number, b: BannerBody): Promise<StaffBanner> => {
  const values = {
    type: b.edition, image: b.image, link: b.link, desc: b.desc, color: b.color, active: b.active, sort: b.sort,
    startsAt: b.starts_at ? new Date(b.starts_at) : null, endsAt: b.ends_at ? new Date(b.ends_at) : null,
  };
  return deps.db.transaction(async (tx) => {
    // read under a row lock, so the audit's "before" is what this change replaced
    const before = b.id === undefined ? undefined : (await tx.select().from(banners).where(eq(banners.id, b.id)).for('update'))[0];
    if (b.id !== undefined && !before) throw notFound('Banner not found.');
    await checkBanner(deps, b, before);
    const now = deps.clock.now();
    const [row] = b.id === undefined
      ? await tx.insert(banners).values(values).returning()
      : await tx.update(banners).set(values).where(eq(banners.id, b.id)).returning();
    if (!row) throw notFound('Banner not found.');
    const abKey = await bumpAbKey(tx, now);
    const after = toStaff(row);
    await writeAudit(tx, { staffId, action: 'content.manage', recordType: 'banner', recordId: row.id, before: before ? toStaff(before) : null, after: { ...after, ab_key: abKey }, now });
    return after;
  });
};

export const deleteBanner = async (deps: Pick<Deps, 'db' | 'clock'>, staffId: number, id: number): Promise<{ id: number }> =>
  deps.db.transaction(async (tx) => {
    const [before] = await tx.delete(banners).where(eq(banners.id, id)).returning();
    if (!before) throw notFound('Banner not found.');
    const now = deps.clock.now();
    const abKey = await bumpAbKey(tx, now);
    await writeAudit(tx, { staffId, action: 'content.manage', recordType: 'banner', recordId: id, before: toStaff(before), after: { deleted: true, ab_key: abKey }, now });
    return { id };
  });
