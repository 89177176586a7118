// Reference data every installation needs: navigation menu, banners, content pages, help articles,
// currency rates, settings. Inserted only where missing (ON CONFLICT DO NOTHING on the primary key, one
// statement per table), so it is safe and fast to run at every start; rows an operator edited are kept.
// The starter parts catalogue goes only into an empty catalogue (seed/opl).
import type { Db } from '../client';
import { contentPages, helpArticles } from '../schema/index';
import { seedBanners } from './banners';
import { seedCoupons } from './coupons';
import { articleRows, pageRows } from './content/index';
import { insertMissingWithIds } from './insert-missing';
import { seedMenu } from './menu';
import { seedParts } from './opl/index';
import { seedPriceTables } from './price-tables';
import { seedRates, seedSettings, seedSystemStatus } from './settings';

const seedPages = async (db: Db): Promise<void> => {
  await db.insert(contentPages).values(pageRows()).onConflictDoNothing();
};

const seedArticles = async (db: Db): Promise<void> => {
  const rows = articleRows();
  await insertMissingWithIds(db, 'help_articles', db.insert(helpArticles).values(rows).onConflictDoNothing(), Math.max(...rows.map((r) => r.id)));
};

export const seedReferenceData = async (db: Db): Promise<void> => {
  // One after another: the embedded database has a single connection anyway.
  await seedMenu(db);
  await seedBanners(db);
  await seedPages(db);
  await seedArticles(db);
  await seedRates(db);
  await seedSettings(db);
  await seedSystemStatus(db);
  await seedPriceTables(db);
  await seedCoupons(db);
  await seedParts(db);
};
