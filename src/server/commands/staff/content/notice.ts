// The maintenance notice (spec platform §7 GET /help/system-status): staff read both languages and save one; the
// shop's header shows it on its next read. Saved with its audit row in one transaction.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../../deps';
import { systemStatus } from '../../../db/schema/index';
import type { Notice } from '../../../../shared/contracts/staff';
import { LANGS, type Lang } from '../../../../shared/ids';
import { writeAudit } from '../audit';

const empty = (lang: Lang): Notice => ({ lang, normal: true, title: '', desc: '' });

export const listNotices = async ({ db }: Pick<Deps, 'db'>): Promise<Notice[]> => {
  const rows = await db.select().from(systemStatus);
  return LANGS.map((lang) => {
    const r = rows.find((x) => x.lang === lang);
    return r ? { lang, normal: r.normal, title: r.title, desc: r.desc } : empty(lang);
  });
};

export const saveNotice = async ({ db, clock }: Pick<Deps, 'db' | 'clock'>, staffId: number, n: Notice): Promise<Notice> =>
  db.transaction(async (tx) => {
    const [before] = await tx.select().from(systemStatus).where(eq(systemStatus.lang, n.lang)).for('update');
    const values = { normal: n.normal, title: n.title, desc: n.desc };
    await tx.insert(systemStatus).values({ lang: n.lang, ...values }).onConflictDoUpdate({ target: systemStatus.lang, set: values });
    await writeAudit(tx, { staffId, action: 'content.manage', recordType: 'setting', recordId: `notice:${n.lang}`, before: before ?? null, after: n, now: clock.now() });
    return n;
  });
