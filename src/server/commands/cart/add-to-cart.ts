// POST /v1/cart/add: validate with the shared rules, re-price on the server, store the item (issue 3 §5).
// Priced items are Active; premium boards wait for a manual quotation and carry no price. An item without its design
// file waits as "awaiting files upload" (issue 8 §4: nothing a factory cannot make is checked out); it keeps its price
// so the cart can show it, and attach-file.ts moves it on once the file is there. One transaction with
// the customer's row locked: the specials (which depend on the items already in the cart) and the idempotency
// check on request_id see a cart nobody else is changing, so a double click adds one item and two tabs cannot
// both take the one $1 special.
import type { Deps } from '../../deps';
import { PcbTier } from '../../../shared/ids';
import { CartItemStatus, type CartItem } from '../../../shared/contracts/cart';
import type { Carrier } from '../../../shared/pricing/shipping-tables';
import type { UploadAnalysis } from '../../../shared/contracts/upload';
import { loadPriceTables } from '../quote/price-tables';
import { assertQuotable, fileProblems, linesDto, nonBlocking, priceQuote, productIdOf, validateQuote, type QuoteInput } from '../quote/quote-engine';
import { findOwnUpload } from '../upload/find-upload';
import { uploadError } from '../upload/upload-errors';
import { addOnce, insertActiveCartItem, presentCartItem, storedCountry } from './insert-active-item';
import { specialContext } from './special-context';
import { notifyIfQuotationWaiting } from './quotation-waiting';

interface AddRequest {
  userId: number;
  input: QuoteInput;
  fileId?: string;
  country?: string | number;
  carrier?: Carrier;
  requestId: string;
}

const TIER_NAMES: Record<number, string> = {
  [PcbTier.Normal]: 'PCB',
  [PcbTier.Advance]: 'Advanced PCB',
  [PcbTier.Premium]: 'Premium PCB',
};

const productName = (input: QuoteInput): string => (input.product === 'pcb' ? (TIER_NAMES[input.tier] ?? 'PCB') : 'Stencil');

export const addToCart = async (deps: Pick<Deps, 'db' | 'clock' | 'config'>, req: AddRequest): Promise<CartItem> => {
  assertQuotable(validateQuote(req.input), 'cart');
  return deps.db.transaction(async (tx) => addOnce(tx, req.userId, req.requestId, async () => {
    const file = req.fileId === undefined ? null : await findOwnUpload(tx, req.userId, req.fileId);
    // A PCB is made from a Gerber archive; a stencil takes its paste layers from either kind of upload.
    if (file && req.input.product === 'pcb' && file.kind !== 'gerber') throw uploadError('wrongKind', { file_id: 'upload.wrongKind' });
    const problems = [...validateQuote(req.input), ...fileProblems(req.input, file ? (file.analysis as UploadAnalysis) : null)];
    assertQuotable(problems, 'cart');

    const tables = await loadPriceTables(tx);
    const quote = priceQuote(req.input, tables, await specialContext(tx, req.userId), problems);
    const priced = !quote.manualQuote;
    const now = deps.clock.now();
    const row = await insertActiveCartItem(tx, {
      userId: req.userId,
      productId: productIdOf(req.input),
      tier: req.input.product === 'pcb' ? req.input.tier : null,
      name: productName(req.input),
      params: req.input.values,
      uploadId: file?.id ?? null,
      priceLines: linesDto(quote.lines),
      unitCents: priced ? quote.total / BigInt(Math.max(1, quote.quantity)) : null,
      totalCents: priced ? quote.total : null,
      buildDays: quote.buildDays,
      weightGrams: quote.weightGrams,
      quantity: quote.quantity,
      status: !file ? CartItemStatus.AwaitingFiles : priced ? CartItemStatus.Active : CartItemStatus.Quotation,
      special: quote.special,
      warnings: nonBlocking(problems, 'cart'),
      country: storedCountry(req.country),
      carrier: req.carrier ?? null,
      requestId: req.requestId,
    }, { actor: 'customer', actorId: req.userId, now });
    await notifyIfQuotationWaiting(tx, deps.config, row, null, now);
    return presentCartItem(tx, row);
  }));
};
