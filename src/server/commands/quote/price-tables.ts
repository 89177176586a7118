// Reads the stored price tables (issue 3 §3: prices are data). One small query per call, no process cache, so a
// price change an operator makes applies to the next request on every server process. A missing row (a database
// the seed has not reached yet) falls back to the code's defaults.
import type { DbOrTx } from '../../db/client';
import { priceTables } from '../../db/schema/index';
import { defaultPcbTables, defaultStencilTables, type PcbTables, type StencilTables } from '../../../shared/pricing/tables';
import { defaultShippingTables, type ShippingTables } from '../../../shared/pricing/shipping-tables';
import { tablesFromJson, tablesToJson } from '../../../shared/pricing/serialize';
import { defaultPcbaTables, describeIssues, parsePcbaTables, type PcbaTables } from '../../../shared/pricing/pcba-tables';

export interface PriceTables {
  pcb: PcbTables;
  stencil: StencilTables;
  shipping: ShippingTables;
  pcba: PcbaTables;
  /** The stored text of each table (`tablesToJson` format), passed on to the browser as is. */
  json: Record<'pcb' | 'stencil' | 'shipping' | 'pcba', string>;
}

export const loadPriceTables = async (db: DbOrTx): Promise<PriceTables> => {
  const rows = await db.select({ key: priceTables.key, data: priceTables.data }).from(priceTables);
  const stored = new Map(rows.map((r) => [r.key, r.data]));
  const json = {
    pcb: stored.get('pcb') ?? tablesToJson(defaultPcbTables),
    stencil: stored.get('stencil') ?? tablesToJson(defaultStencilTables),
    shipping: stored.get('shipping') ?? tablesToJson(defaultShippingTables),
    pcba: stored.get('pcba') ?? tablesToJson(defaultPcbaTables),
  };
  // The PCBA table is edited by staff (checked by the same parse before it is saved); a row that fails it anyway
  // stops the price rather than charging from a half-read table.
  const pcba = parsePcbaTables(json.pcba);
  if (!pcba.ok) throw new Error(`stored PCBA price table is invalid: ${describeIssues(pcba.issues)}`);
  return {
    pcb: tablesFromJson<PcbTables>(json.pcb),
    stencil: tablesFromJson<StencilTables>(json.stencil),
    shipping: tablesFromJson<ShippingTables>(json.shipping),
    pcba: pcba.tables,
    json,
  };
};
