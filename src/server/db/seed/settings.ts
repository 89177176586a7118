// Currency rates, system settings and the maintenance status rows.
import type { Db } from '../client';
import { currencyRates, systemSettings, systemStatus } from '../schema/index';
import type { Currency } from '../../../shared/money';

/** One USD in each display currency, times 1e6 (spec platform §1). Operators update the table; the seed only fills gaps. */
const SEED_RATES_PPM: Record<Currency, bigint> = {
  USD: 1_000_000n,
  EUR: 920_000n,
  JPY: 150_000_000n,
  GBP: 790_000n,
  CAD: 1_370_000n,
  AUD: 1_520_000n,
  CNY: 7_250_000n,
};

export const seedRates = async (db: Db): Promise<void> => {
  const rows = Object.entries(SEED_RATES_PPM).map(([currency, ratePpm]) => ({ currency, ratePpm }));
  await db.insert(currencyRates).values(rows).onConflictDoNothing();
};

export const seedSettings = async (db: Db): Promise<void> => {
  await db.insert(systemSettings).values([{ key: 'banner_use_abtest_key', value: 'b1' }]).onConflictDoNothing();
};

export const seedSystemStatus = async (db: Db): Promise<void> => {
  await db
    .insert(systemStatus)
    .values([
      { lang: 'en', normal: true, title: '', desc: '' },
      { lang: 'jp', normal: true, title: '', desc: '' },
    ])
    .onConflictDoNothing();
};
