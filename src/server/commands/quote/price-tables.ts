// Reads the stored price tables (issue 3 §3: prices are data). One small query per call, no process cache, so a
// price change an operator makes applies to the next request on every server process. A missing row (a database
// the seed has not reached yet) falls back to the code's defaults.
import type { DbOrTx } from '../../db/client';
import { priceTables } from '../../db/schema/index';
import { defaultPcbTables, defaultStencilTables, type PcbTables, type StencilTables } from '../../../shared/pricing/tables';
import { defaultShippingTables, type ShippingTables } from '../../../shared/pricing/shipping-tables';
import { tablesFromJson, tablesToJson } from '../../../shared/pricing/serialize';

export interface PriceTables {
  pcb: PcbTables;
  stencil: StencilTables;
  shipping: ShippingTables;
  /** The stored text of each table (`tablesToJson` format), passed on to the browser as is. */
  json: Record<'pcb' | 'stencil' | 'shipping', string>;
}

export const loadPriceTables = async (db: DbOrTx): Promise<PriceTables> => {
  const rows = await db.select({ key: priceTables.key, data: priceTables.data }).from(priceTables);
  const stored = new Map(rows.map((r) => [r.key, r.data]));
  const json = {
    pcb: stored.get('pcb') ?? tablesToJson(defaultPcbTables),
    stencil: stored.get('stencil') ?? tablesToJson(defaultStencilTables),
    shipping: stored.get('shipping') ?? tablesToJson(defaultShippingTables),
  };
  return {
    pcb: tablesFromJson<PcbTables>(json.pcb),
    stencil: tablesFromJson<StencilTables>(json.stencil),
    shipping: tablesFromJson<ShippingTables>(json.shipping),
    json,
  };
};
