// POST /v1/cart/add-kitting (issue 13): the kit as one cart item (product Kitting 3232), priced here by the same
// resolve-and-price as the estimate, never from the browser's numbers. Same transaction shape as
// ../cart/add-to-cart.ts: the customer's row locked, request_id idempotent (a double click adds one kit), a history
// row. Its files — each printed item's and the sticker image — must be the customer's own uploads of the right
// kind (another customer's id answers 404); the stored parameters name every part, board and file in words for
// the cart, the order, the invoice and the mails (shared/params/spec-words.ts).
import type { Deps } from '../../deps';
import type { CartItem } from '../../../shared/contracts/cart';
import { CartItemStatus } from '../../../shared/status/cart-item';
import { ProductId } from '../../../shared/ids';
import type { Problem } from '../../../shared/params/types';
import type { KitValues } from '../../../shared/rules/kitting';
import type { Carrier } from '../../../shared/pricing/shipping-tables';
import { boxSize } from '../../../shared/pricing/kitting';
import { assertQuotable, linesDto } from '../quote/quote-engine';
import { findOwnUpload, type UploadRow } from '../upload/find-upload';
import { addOnce, insertActiveCartItem, presentCartItem, storedCountry } from '../cart/insert-active-item';
import { loadKittingTables } from './tables';
import { resolveKit } from './resolve-kit';

interface AddKitRequest {
  userId: number;
  values: KitValues;
  country?: string | number;
  carrier?: Carrier;
  requestId: string;
}

export const KIT_ITEM_NAMES = { kitting: 'Kitting', grove: 'Grove kitting' } as const;

const fileProblem = (field: string, rule: 'printingFile' | 'stickerFile'): Problem =>
  ({ field, key: `kitting.rule.${rule}`, params: {}, severity: 'error' });

/** The files the cart needs that an estimate does not. */
const missingFiles = (v: KitValues): Problem[] => [
  ...v.printing.flatMap((p, i) => (p.file_id === null ? [fileProblem(`printing.${i}.file_id`, 'printingFile')] : [])),
  ...(v.sticker && v.sticker_id === null ? [fileProblem('sticker_id', 'stickerFile')] : []),
];

export const addKitToCart = async (deps: Pick<Deps, 'db' | 'clock'>, req: AddKitRequest): Promise<CartItem> => {
  const v = req.values;
  assertQuotable(missingFiles(v), 'cart');
  // priced before the transaction: the library read (opl/get-part.ts) runs on the pool, and nothing it reads is
  // written by the cart (stock changes come from imports, and the factory checks stock again when it picks)
  const tables = await loadKittingTables(deps.db);
  const kit = await resolveKit(deps, deps.db, req.userId, v, tables.kitting);
  return deps.db.transaction(async (tx) => addOnce(tx, req.userId, req.requestId, async () => {
    const prints: UploadRow[] = [];
    for (const p of v.printing) prints.push(await findOwnUpload(tx, req.userId, p.file_id ?? '', ['kit_print']));
    const sticker = v.sticker && v.sticker_id !== null ? await findOwnUpload(tx, req.userId, v.sticker_id, ['kit_sticker']) : null;

    assertQuotable(kit.problems, 'cart');
    const price = kit.price;
    const box = boxSize(v.package);
    const now = deps.clock.now();
    const row = await insertActiveCartItem(tx, {
      userId: req.userId,
      productId: ProductId.Kitting,
      name: KIT_ITEM_NAMES[v.service],
      params: {
        service: v.service,
        quantity: v.sets,
        items: v.items.map((it, i) => ({ sku: it.sku, mpn: kit.items[i]?.mpn ?? it.sku, quantity: it.quantity })),
        pcbs: [
          ...v.pcbs.map((p, i) => ({ cart_item_id: p.cart_item_id, name: kit.pcbRows[i]?.name ?? '', quantity: p.quantity })),
          // a gallery board is named by its project (the words for the cart and the order read name × quantity)
          ...v.gallery_pcbs.map((p, i) => ({ project_id: p.project_id, name: kit.galleryBoards[i]?.name ?? '', quantity: p.quantity })),
        ],
        printing: v.printing.map((p, i) => ({ kind: p.kind, pages: p.pages, file_id: prints[i]?.id ?? null, name: prints[i]?.originalName ?? '' })),
        package_type: v.package.type,
        length_mm: box[0],
        width_mm: box[1],
        height_mm: box[2],
        sticker: sticker !== null,
        sticker_id: sticker?.id ?? null,
        requirements: v.requirements,
      },
      // the sticker is the file the cart and the order show beside the kit
      uploadId: sticker?.id ?? null,
      priceLines: linesDto(price.lines),
      unitCents: price.perSetCents,
      totalCents: price.subtotal,
      buildDays: price.buildDays,
      weightGrams: price.weightGrams,
      quantity: v.sets,
      status: CartItemStatus.Active,
      country: storedCountry(req.country),
      carrier: req.carrier ?? null,
      requestId: req.requestId,
    }, { actor: 'customer', actorId: req.userId, now });
    return presentCartItem(tx, row);
  }));
};
