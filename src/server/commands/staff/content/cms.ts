// CMS blocks by key (issue 9; spec platform §7 /cms/detail-by-key): staff see every key with its English and
// Japanese version and edit one language of a key (Markdown, rendered by the shop without raw HTML).
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../../deps';
import { contentPages } from '../../../db/schema/index';
import { CMS_KEYS } from '../../../../shared/contracts/content';
import type { StaffCmsBlock, staffCmsBodySchema } from '../../../../shared/contracts/staff-content';
import { writeAudit } from '../audit';

type Row = typeof contentPages.$inferSelect;
const text = (r: Row | undefined) => (r ? { title: r.title, body: r.body, updated_at: r.updatedAt.toISOString() } : null);
const block = (key: StaffCmsBlock['key'], rows: Row[]): StaffCmsBlock => ({
  key, en: text(rows.find((r) => r.key === key && r.lang === 'en')), jp: text(rows.find((r) => r.key === key && r.lang === 'jp')),
});

export const listCmsBlocks = async ({ db }: Pick<Deps, 'db'>): Promise<StaffCmsBlock[]> => {
  const rows = await db.select().from(contentPages);
  return CMS_KEYS.map((key) => block(key, rows));
};

export const saveCmsBlock = async ({ db, clock }: Pick<Deps, 'db' | 'clock'>, staffId: number, c: z.output<typeof staffCmsBodySchema>): Promise<StaffCmsBlock> =>
  db.transaction(async (tx) => {
    const now = clock.now();
    const before = (await tx.select().from(contentPages).where(eq(contentPages.key, c.key))).find((r) => r.lang === c.lang);
    const values = { title: c.title, body: c.body, updatedAt: now };
    await tx.insert(contentPages).values({ key: c.key, lang: c.lang, ...values })
      .onConflictDoUpdate({ target: [contentPages.key, contentPages.lang], set: values });
    await writeAudit(tx, { staffId, action: 'content.manage', recordType: 'setting', recordId: `cms:${c.key}:${c.lang}`, before: text(before), after: { title: c.title, body: c.body }, now });
    return block(c.key, await tx.select().from(contentPages).where(eq(contentPages.key, c.key)));
  });
