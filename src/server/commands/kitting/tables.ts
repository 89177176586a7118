// The stored kitting table (price_tables key 'kitting', seeded from the code's defaults) and the shipping table, read
// per call like the other tables (../quote/price-tables.ts): a price an operator changes applies to the next request.
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { priceTables } from '../../db/schema/index';
import { defaultKittingTables, type KittingTables } from '../../../shared/pricing/kitting';
import { parseKittingTables } from '../../../shared/pricing/kitting-tables';
import { defaultShippingTables, type ShippingTables } from '../../../shared/pricing/shipping-tables';
import { tablesFromJson } from '../../../shared/pricing/serialize';

/** The stored table through the console's check (staff/prices); a row that fails it (written by hand) prices as the default. */
const kittingOf = (stored: string | undefined): KittingTables => {
  const parsed = stored ? parseKittingTables(stored) : null;
  return parsed?.ok ? parsed.tables : defaultKittingTables;
};

export const loadKittingTables = async (db: DbOrTx): Promise<{ kitting: KittingTables; shipping: ShippingTables }> => {
  const rows = await db.select({ key: priceTables.key, data: priceTables.data }).from(priceTables).where(inArray(priceTables.key, ['kitting', 'shipping']));
  const stored = new Map(rows.map((r) => [r.key, r.data]));
  const kitting = stored.get('kitting');
  const shipping = stored.get('shipping');
  return {
    kitting: kittingOf(kitting),
    shipping: shipping ? tablesFromJson<ShippingTables>(shipping) : defaultShippingTables,
  };
};
