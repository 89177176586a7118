// POST /v1/cart/add-part (issue 14): a parts-library part bought on its own from its product page, as one cart item
// of product CataloguePart. Priced here from the part's own price tiers at the asked quantity (never the browser's
// number) and limited by its stock; then it is checked out and paid like any item. Same transaction shape as
// ../cart/add-to-cart.ts: the customer's row locked, request_id idempotent, a history row.
import type { Deps } from '../../deps';
import type { CartItem } from '../../../shared/contracts/cart';
import { CartItemStatus } from '../../../shared/status/cart-item';
import { ProductId } from '../../../shared/ids';
import { tierMicros } from '../../../shared/pricing/kitting';
import { invalid, notFound } from '../../http/errors';
import { addOnce, insertActiveCartItem, presentCartItem } from '../cart/insert-active-item';
import { linesDto } from '../quote/quote-engine';
import { getProduct } from './get-product';

/** A part ships from stock: the next working day. */
const PART_BUILD_DAYS = 1;
/** The parts library holds no weights; a part's packed weight is taken as 5 g a piece (a Grove module with its bag). */
const PART_WEIGHT_GRAMS = 5;

interface AddPartRequest {
  userId: number;
  partId: number;
  quantity: number;
  requestId: string;
}

/** The price of `quantity` pieces in cents, rounded up from the tier's micro-USD unit price; null without a price. */
export const partPriceCents = (tiers: readonly { qty: number; unit_price: string }[], quantity: number): { unitMicros: bigint; totalCents: bigint } | null => {
  const unitMicros = tierMicros(tiers.map((t) => ({ qty: t.qty, micros: BigInt(t.unit_price) })), quantity);
  if (unitMicros === null) return null;
  return { unitMicros, totalCents: (unitMicros * BigInt(quantity) + 9_999n) / 10_000n };
};

export const addPartToCart = async (deps: Pick<Deps, 'db' | 'clock'>, req: AddPartRequest): Promise<CartItem> => {
  const product = await getProduct(deps, 'p', req.partId);
  if (!product || product.type !== 'part') throw notFound('Part not found.');
  const { part } = product;
  if (req.quantity > part.stock) throw invalid({ quantity: 'validation.partStock' }, `Only ${part.stock} in stock.`);
  const price = partPriceCents(part.tiers, req.quantity);
  if (!price) throw invalid({ part_id: 'validation.partNoPrice' }, 'This part has no price.');
  return deps.db.transaction(async (tx) => addOnce(tx, req.userId, req.requestId, async () => {
    const row = await insertActiveCartItem(tx, {
      userId: req.userId,
      productId: ProductId.CataloguePart,
      name: part.mpn,
      params: { part_id: req.partId, sku: part.sku, mpn: part.mpn, manufacturer: part.manufacturer, unit_micros: price.unitMicros.toString(), quantity: req.quantity },
      priceLines: linesDto([{ key: 'component', amount: price.totalCents }]),
      unitCents: (price.unitMicros + 9_999n) / 10_000n,
      totalCents: price.totalCents,
      buildDays: PART_BUILD_DAYS,
      weightGrams: PART_WEIGHT_GRAMS * req.quantity,
      quantity: req.quantity,
      status: CartItemStatus.Active,
      requestId: req.requestId,
    }, { actor: 'customer', actorId: req.userId, now: deps.clock.now() });
    return presentCartItem(tx, row);
  }));
};
