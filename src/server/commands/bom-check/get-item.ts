// GET /v1/staff/bom-check/item: one PCBA item for the BOM check, every line with what the customer wrote and, beside
// each open line, the matcher's suggestions with the catalogue's stock and price now, at the build quantity
// (quantity × boards; the matcher's own look-up by SKU, so the price is the tier the confirmation will use).
import type { DbOrTx } from '../../db/client';
import type { BomCheckItem, BomCheckPart } from '../../../shared/contracts/bom-check';
import type { BomPart } from '../../../shared/pcba/bom-line';
import { findByKeys, type KeyProbe } from '../pcba/match-queries';
import { boardsOf, isOpen, linesOf, pcbaOf, presentLine, queueItem } from './bom-items';
import { notFound } from '../../http/errors';

const fromStored = (p: BomPart): BomCheckPart => ({
  sku: p.sku, mpn: p.mpn, manufacturer: p.manufacturer, package: p.package, description: p.description, stock: p.stock,
  unit_micros: p.unitMicros, basic: p.basic,
});

export const getBomCheckItem = async (db: DbOrTx, cartId: number): Promise<BomCheckItem> => {
  const found = await pcbaOf(db, cartId);
  if (!found) throw notFound('No PCB assembly item with this number.');
  const boards = boardsOf(found.pcba);
  const [item, rows] = [await queueItem(db, cartId), await linesOf(db, cartId)];
  const stored = rows.map((l) => (isOpen(l) ? ((l.suggestions as BomPart[] | null) ?? []) : []));
  const probes: KeyProbe[] = stored.flatMap((parts, i) => parts.map((p) => ({ i, key: p.sku, need: (rows[i]?.quantity ?? 1) * boards, how: 'sku' as const })));
  const live = await findByKeys(db, probes);
  const now = new Map(live.map((r) => [`${r.i}:${r.sku}`, r]));
  return {
    item,
    lines: rows.map((l, i) => ({
      ...presentLine(l, boards),
      settled_at: l.settledAt ? l.settledAt.toISOString() : null,
      suggestions: (stored[i] ?? []).map((p) => {
        const r = now.get(`${i}:${p.sku}`);
        return r
          ? { sku: r.sku, mpn: r.mpn, manufacturer: r.manufacturer ?? '', package: r.package ?? '', description: r.description, stock: r.stock, unit_micros: r.unit_micros, basic: r.library_type === 'basic' }
          : { ...fromStored(p), stock: 0 };
      }),
    })),
  };
};
