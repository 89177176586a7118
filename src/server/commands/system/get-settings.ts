import { eq, max } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { currencyRates, systemSettings, systemStatus } from '../../db/schema/index';
import type { SystemSetting, SystemStatus } from '../../../shared/contracts/system';
import type { Lang } from '../../../shared/ids';

export const getSystemSetting = async ({ db, config }: Pick<Deps, 'db' | 'config'>): Promise<SystemSetting> => {
  const rows = await db.select().from(systemSettings).where(eq(systemSettings.key, 'banner_use_abtest_key'));
  // The newest rate's time: every staff edit of a rate moves it (src/server/commands/staff/content/rates.ts).
  const [rates] = await db.select({ latest: max(currencyRates.updatedAt) }).from(currencyRates);
  return {
    banner_use_abtest_key: rows[0]?.value ?? '', currency_rates_key: rates?.latest ? rates.latest.getTime().toString(36) : '',
    edition_urls: { en: config.publicUrl, jp: config.publicUrlJp },
  };
};

export const getSystemStatus = async ({ db }: Pick<Deps, 'db'>, lang: Lang): Promise<SystemStatus> => {
  const rows = await db.select().from(systemStatus).where(eq(systemStatus.lang, lang));
  const row = rows[0];
  return row ? { normal: row.normal, title: row.title, desc: row.desc } : { normal: true, title: '', desc: '' };
};
