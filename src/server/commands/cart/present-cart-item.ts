// Shapes a cart_items row for the API (money as cent strings): the one item shape every cart call answers, with
// the status label, section and selectability from the shared state machine, the SKU the order will print, the
// key parameters, and the design file with its preview.
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { uploads, type cartItems } from '../../db/schema/index';
import { ProductId } from '../../../shared/ids';
import type { CartItem } from '../../../shared/contracts/cart';
import type { QuoteProblem } from '../../../shared/contracts/quote';
import { canCheckout, sectionOfStatus, statusLabelKey } from '../../../shared/status/cart-item';
import { skuOf } from '../checkout/price-selection';
import { previewUrl } from '../upload/present-upload';
import { paramValueLabel, type ParamProduct } from '../../../shared/params/value-label';
import { pcbaSummaries, type PcbaSummary } from '../pcba-order/present-pcba';

export type CartItemRow = typeof cartItems.$inferSelect;

/** What the item shows of its upload. */
interface CartFile {
  id: string;
  name: string;
  hasPreview: boolean;
}

/** Icons for items without a drawn board (web app's public folder, src/web/public/images/products). */
const PRODUCT_ICONS: Record<number, string> = {
  [ProductId.PCB]: '/images/products/pcb.svg',
  [ProductId.Stencil]: '/images/products/stencil.svg',
  [ProductId.PCBA]: '/images/products/pcb.svg',
  [ProductId.Printing3D]: '/images/products/print3d.svg',
  [ProductId.CNC]: '/images/products/cnc.svg',
  [ProductId.Cable]: '/images/products/cable.svg',
  [ProductId.Kitting]: '/images/products/kitting.svg',
  [ProductId.CataloguePart]: '/images/products/kitting.svg',
};
export const productIcon = (productId: number): string => PRODUCT_ICONS[productId] ?? PRODUCT_ICONS[ProductId.PCB] ?? '';

/** The parameters a customer recognises an item by, in this order (the rest are in `params`). */
const PCB_KEYS = ['material', 'layers', 'width', 'height', 'thickness', 'maskColour', 'finish', 'expedited'];
const KEY_PARAMS: Record<number, { product: ParamProduct; prefix: string; keys: string[] }> = {
  [ProductId.PCB]: { product: 'pcb', prefix: 'pcb.param', keys: PCB_KEYS },
  // the board of an assembly: its PCB values (the assembly's own spec is in `pcba`)
  [ProductId.PCBA]: { product: 'pcb', prefix: 'pcb.param', keys: PCB_KEYS },
  [ProductId.Stencil]: { product: 'stencil', prefix: 'stencil.param', keys: ['size', 'framed', 'side', 'thickness'] },
  [ProductId.CNC]: { product: 'cnc', prefix: 'cnc.param', keys: ['material', 'length_mm', 'width_mm', 'height_mm', 'finish', 'tolerance', 'threads'] },
  [ProductId.Cable]: { product: 'cable', prefix: 'cable.param', keys: ['type', 'end_a', 'end_b', 'wires', 'gauge', 'length_mm', 'tolerance_mm', 'heat_shrink'] },
};

const PRODUCTS: Record<number, CartItem['product']> = {
  [ProductId.Stencil]: 'stencil', [ProductId.PCBA]: 'pcba', [ProductId.Printing3D]: 'print3d', [ProductId.CNC]: 'cnc', [ProductId.Cable]: 'cable',
  // an accepted ODM quote (issue 13): its quantity is the quote's
  [ProductId.Odm]: 'odm',
  [ProductId.Kitting]: 'kitting',
  // a parts-library part from its product page (issue 14)
  [ProductId.CataloguePart]: 'part',
  [ProductId.OdmV1]: 'odm_light', [ProductId.CustomizedOrderPayment]: 'custom_payment', [ProductId.CustomizedShipCost]: 'custom_payment',
};

const detailsOf = (row: CartItemRow): CartItem['details'] => {
  const spec = KEY_PARAMS[row.productId];
  if (!spec) return [];
  const params = row.params as Record<string, unknown>;
  return spec.keys.flatMap((key) => {
    const value = params[key];
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return [];
    const text = paramValueLabel(spec.product, key, value);
    return [{ key, label_key: `${spec.prefix}.${key}`, value, value_key: text.key, ...(text.params ? { value_params: text.params } : {}) }];
  });
};

const pcbaOf = (s: PcbaSummary | undefined): Pick<CartItem, 'pcba'> =>
  s
    ? { pcba: { boards: s.boards, sides: s.sides, smt_joints: s.smtJoints, tht_joints: s.thtJoints, function_test: s.functionTest, lines: { confirmed: s.confirmed, pending: s.pending, unavailable: s.unavailable } } }
    : {};

const presentCartItem = (row: CartItemRow, file: CartFile | null, pcba?: PcbaSummary): CartItem => {
  const preview = file?.hasPreview ? previewUrl(file.id, 'top') : null;
  return {
    cart_id: row.id,
    pid: row.productId,
    product: PRODUCTS[row.productId] ?? 'pcb',
    tier: row.tier,
    name: row.name,
    params: row.params as CartItem['params'],
    file_id: row.uploadId,
    file_name: file?.name ?? null,
    lines: row.priceLines as CartItem['lines'],
    unit_price: row.unitCents === null ? null : row.unitCents.toString(),
    total: row.totalCents === null ? null : row.totalCents.toString(),
    build_days: row.buildDays,
    weight_grams: row.weightGrams,
    quantity: row.quantity,
    status: row.status,
    status_label: statusLabelKey(row.status),
    section: sectionOfStatus(row.status),
    // A selectable item also needs a price: a Confirmed row always has one, this guards hand-edited data.
    selectable: canCheckout(row.status) && row.totalCents !== null,
    sku: skuOf(row),
    details: detailsOf(row),
    file: file ? { name: file.name, preview_url: preview } : null,
    thumb: preview ?? productIcon(row.productId),
    special: row.special === 'per_file' || row.special === 'three_piece' ? row.special : null,
    problems: row.warnings as QuoteProblem[],
    staff_note: row.staffNote,
    decline_reason: row.declineReason,
    quote_breaks: Array.isArray(row.quoteBreaks) ? (row.quoteBreaks as CartItem['quote_breaks']) : [],
    created_at: row.createdAt.toISOString(),
    ...pcbaOf(pcba),
  };
};

/** The uploads of some rows, by id (one query). */
const filesOf = async (db: DbOrTx, rows: readonly CartItemRow[]): Promise<Map<string, CartFile>> => {
  const ids = [...new Set(rows.map((r) => r.uploadId).filter((u): u is string => u !== null))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: uploads.id, name: uploads.originalName, preview: uploads.previewTopKey })
    .from(uploads)
    .where(inArray(uploads.id, ids));
  return new Map(found.map((u) => [u.id, { id: u.id, name: u.name, hasPreview: u.preview !== null }]));
};

/** Presents rows with their files. */
export const presentCartItems = async (db: DbOrTx, rows: readonly CartItemRow[]): Promise<CartItem[]> => {
  const files = await filesOf(db, rows);
  const pcba = await pcbaSummaries(db, rows.filter((r) => r.productId === ProductId.PCBA).map((r) => r.id));
  return rows.map((r) => presentCartItem(r, r.uploadId ? (files.get(r.uploadId) ?? null) : null, pcba.get(r.id)));
};
