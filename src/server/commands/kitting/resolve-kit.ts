// Reads what a kit's values name — library parts by SKU, the customer's PCB items — into the engine's input
// (pricing/kitting.ts), and prices it. The estimate and the cart share it, so the cart's price is the estimate's.
// Sizes come from the package name where it gives one (sizeFromPackage), else the table's documented default.
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import type { Problem } from '../../../shared/params/types';
import type { KitPriceDto } from '../../../shared/contracts/kitting';
import { isGroveModule, type KitValues } from '../../../shared/rules/kitting';
import { priceKit, sizeFromPackage, tierMicros, type KitInput, type KitPart, type KitPcb, type KitPrice, type KittingTables } from '../../../shared/pricing/kitting';
import { partProductPath } from '../../../shared/product-slug';
import { getParts } from '../opl/get-part';
import { findOwnPcbs } from './kit-pcbs';
import { pcbSize } from './pcb-size';
import { findGalleryBoards, type GalleryBoard } from './kit-gallery-boards';
import type { CartItemRow } from '../cart/present-cart-item';

export interface ResolvedKit {
  input: KitInput;
  price: KitPrice;
  /** The engine's problems and the ones only the server finds (unknown SKU, unpriced PCB). */
  problems: Problem[];
  items: KitPriceDto['items'];
  pcbs: KitPriceDto['pcbs'];
  gallery_pcbs: KitPriceDto['gallery_pcbs'];
  pcbRows: CartItemRow[];
  /** The gallery boards, in the order of `values.gallery_pcbs`. */
  galleryBoards: GalleryBoard[];
}

const serverProblem = (field: string, rule: string, params: Problem['params'] = {}): Problem =>
  ({ field, key: `kitting.rule.${rule}`, params, severity: 'error' });

export const resolveKit = async (
  deps: Pick<Deps, 'db'>, db: DbOrTx, userId: number | undefined, values: KitValues, t: KittingTables,
): Promise<ResolvedKit> => {
  const problems: Problem[] = [];
  const found = new Map((await getParts(deps, [...new Set(values.items.map((i) => i.sku))])).map((p) => [p.sku, p]));
  const parts: KitPart[] = [];
  const items: KitPriceDto['items'] = [];
  /** The form's row of each part the engine gets (unknown SKUs are left out of it). */
  const rowOf: number[] = [];
  values.items.forEach((row, i) => {
    const p = found.get(row.sku);
    if (!p) {
      problems.push(serverProblem(`items.${i}.sku`, 'unknownPart', { sku: row.sku }));
      return;
    }
    const tiers = p.tiers.map((x) => ({ qty: x.qty, micros: BigInt(x.unit_price) }));
    const grove = isGroveModule(p);
    rowOf.push(i);
    parts.push({ sku: p.sku, perSet: row.quantity, stock: p.stock, tiers, grove, sizeMm: sizeFromPackage(p.package, t) });
    const unit = tierMicros(tiers, row.quantity * values.sets);
    items.push({
      sku: p.sku, mpn: p.mpn, package: p.package, stock: p.stock, grove, part_id: p.part_id, product_path: partProductPath(p), unit_price: unit === null ? null : unit.toString(),
      max_sets: Math.floor(p.stock / row.quantity),
    });
  });

  const rows = await findOwnPcbs(db, userId, values.pcbs.map((p) => p.cart_item_id));
  const pcbs: KitPcb[] = [];
  const pcbRows: CartItemRow[] = [];
  values.pcbs.forEach((p, i) => {
    const row = rows.get(p.cart_item_id);
    if (!row) return;
    pcbRows.push(row);
    if (row.unitCents === null) problems.push(serverProblem(`pcbs.${i}.cart_item_id`, 'pcbUnpriced'));
    pcbs.push({ perSet: p.quantity, unitCents: row.unitCents ?? 0n, sizeMm: pcbSize(row) });
  });
  // gallery boards go to the engine after the cart's, so its pcbs.N fields past the cart's are gallery_pcbs rows
  const galleryBoards = await findGalleryBoards(db, userId, values.gallery_pcbs.map((p) => p.project_id));
  values.gallery_pcbs.forEach((p, i) => {
    const board = galleryBoards[i]!;
    if (board.unitCents === null) problems.push(serverProblem(`gallery_pcbs.${i}.project_id`, 'pcbUnpriced'));
    pcbs.push({ perSet: p.quantity, unitCents: board.unitCents ?? 0n, sizeMm: board.sizeMm });
  });
  const cartPcbs = pcbRows.length;
  const engineField = (field: string) => field
    .replace(/^items\.(\d+)/, (_, n: string) => `items.${rowOf[Number(n)] ?? n}`)
    .replace(/^pcbs\.(\d+)/, (m, n: string) => (Number(n) < cartPcbs ? m : `gallery_pcbs.${Number(n) - cartPcbs}`));

  const input: KitInput = {
    sets: values.sets, parts, pcbs,
    printing: values.printing.map((p) => ({ kind: p.kind, pages: p.kind === 'card' ? 1 : p.pages })),
    package: values.package, sticker: values.sticker, groveRequired: values.service === 'grove',
  };
  const price = priceKit(input, t);
  // the engine numbers the parts it was given: back to the form's rows
  const engine = price.problems.map((x) => ({ ...x, field: engineField(x.field) }));
  return {
    input, price, problems: [...problems, ...engine], items,
    pcbs: pcbRows.map((r) => ({ cart_item_id: r.id, name: r.name, unit_price: r.unitCents === null ? null : r.unitCents.toString() })),
    gallery_pcbs: galleryBoards.map((b) => ({ project_id: b.projectId, name: b.name, unit_price: b.unitCents === null ? null : b.unitCents.toString() })),
    pcbRows, galleryBoards,
  };
};
