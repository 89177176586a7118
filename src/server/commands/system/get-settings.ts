import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { systemSettings, systemStatus } from '../../db/schema/index';
import type { SystemSetting, SystemStatus } from '../../../shared/contracts/system';
import type { Lang } from '../../../shared/ids';

export const getSystemSetting = async ({ db, config }: Pick<Deps, 'db' | 'config'>): Promise<SystemSetting> => {
  const rows = await db.select().from(systemSettings).where(eq(systemSettings.key, 'banner_use_abtest_key'));
  return { banner_use_abtest_key: rows[0]?.value ?? '', edition_urls: { en: config.publicUrl, jp: config.publicUrlJp } };
};

export const getSystemStatus = async ({ db }: Pick<Deps, 'db'>, lang: Lang): Promise<SystemStatus> => {
  const rows = await db.select().from(systemStatus).where(eq(systemStatus.lang, lang));
  const row = rows[0];
  return row ? { normal: row.normal, title: row.title, desc: row.desc } : { normal: true, title: '', desc: '' };
};
