// The banner A/B key (system setting banner_use_abtest_key): browsers keep the banner for 7 days per language and
// fetch it again as soon as this key changes (src/web/shell/banner/banner-cache.ts), so every banner change bumps it
// in the change's own transaction.
import crypto from 'node:crypto';
import type { DbOrTx } from '../../../db/client';
import { systemSettings } from '../../../db/schema/index';

export const AB_KEY = 'banner_use_abtest_key';

/** A new key: the time (so keys read in order in the audit) and a few random characters (two edits in one ms). */
export const bumpAbKey = async (tx: DbOrTx, now: Date): Promise<string> => {
  const value = `b${now.getTime().toString(36)}${crypto.randomBytes(3).toString('hex')}`;
  await tx.insert(systemSettings).values({ key: AB_KEY, value }).onConflictDoUpdate({ target: systemSettings.key, set: { value } });
  return value;
};
