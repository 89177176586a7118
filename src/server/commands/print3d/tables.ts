// The stored 3D printing table (price_tables key 'print3d'; seeded from the code's defaults) and the shipping table,
// read per call like the other tables (../quote/price-tables.ts), so a price staff change applies at once. A stored
// row that fails the check stops the price rather than charging from a half-read table.
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { priceTables } from '../../db/schema/index';
import { defaultPrint3dTables, describePrint3dIssues, parsePrint3dTables, type Print3dTables } from '../../../shared/pricing/print3d-tables';
import { defaultShippingTables, type ShippingTables } from '../../../shared/pricing/shipping-tables';
import { tablesFromJson, tablesToJson } from '../../../shared/pricing/serialize';

export interface Print3dStoredTables {
  tables: Print3dTables;
  shipping: ShippingTables;
  json: { table: string; shipping: string };
}

export const loadPrint3dTables = async (db: DbOrTx): Promise<Print3dStoredTables> => {
  const rows = await db.select({ key: priceTables.key, data: priceTables.data }).from(priceTables).where(inArray(priceTables.key, ['print3d', 'shipping']));
  const stored = new Map(rows.map((r) => [r.key, r.data]));
  const json = {
    table: stored.get('print3d') ?? tablesToJson(defaultPrint3dTables),
    shipping: stored.get('shipping') ?? tablesToJson(defaultShippingTables),
  };
  const parsed = parsePrint3dTables(json.table);
  if (!parsed.ok) throw new Error(`stored 3D printing price table is invalid: ${describePrint3dIssues(parsed.issues)}`);
  return { tables: parsed.tables, shipping: tablesFromJson<ShippingTables>(json.shipping), json };
};
