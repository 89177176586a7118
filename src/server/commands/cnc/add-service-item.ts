// POST /v1/cart/add for CNC parts and cable assemblies (issue 12). Same transaction shape as add-to-cart.ts (the
// customer's row locked, request_id idempotent, history row, sales notified when it waits for a quote):
// - CNC is always quoted by hand ("about 2 hours", services §1): with its model the item waits in the quotation
//   queue (Quotation 2), staff answer with a price per quantity break, lead time and DFM notes (→ Confirming 4), the
//   customer confirms a break (→ Confirmed 5) or rejects (→ Rejected 7). Without its model it awaits the file (3).
// - A standard cable is priced by the engine (Active 1); a custom one (pricing/cable.ts) joins the same queue.
import type { Deps } from '../../deps';
import type { CartItem } from '../../../shared/contracts/cart';
import { CartItemStatus, type CartItemStatusValue } from '../../../shared/status/cart-item';
import { ProductId } from '../../../shared/ids';
import { validateCnc, weightEstimateGrams, type CncValues } from '../../../shared/rules/cnc';
import { validateCable, type CableValues } from '../../../shared/rules/cable';
import { priceCable } from '../../../shared/pricing/cable';
import type { Carrier } from '../../../shared/pricing/shipping-tables';
import type { CadAnalysis } from '../../integrations/files/cad/limits';
import { assertQuotable, linesDto } from '../quote/quote-engine';
import { findOwnUpload } from '../upload/find-upload';
import { uploadError } from '../upload/upload-errors';
import { addOnce, insertActiveCartItem, presentCartItem, storedCountry } from '../cart/insert-active-item';
import { notifyIfQuotationWaiting } from '../cart/quotation-waiting';
import { loadCableTables } from './cable-tables';

export type ServiceInput = { product: 'cnc'; values: CncValues } | { product: 'cable'; values: CableValues };

interface AddServiceRequest {
  userId: number;
  input: ServiceInput;
  fileId?: string;
  country?: string | number;
  carrier?: Carrier;
  requestId: string;
}

/** A CNC quote's first estimate of the lead time, until staff set theirs. */
const CNC_ESTIMATED_DAYS = 7;

export const addServiceToCart = async (deps: Pick<Deps, 'db' | 'clock' | 'config'>, req: AddServiceRequest): Promise<CartItem> => {
  const { input } = req;
  assertQuotable(input.product === 'cnc' ? validateCnc(input.values) : validateCable(input.values), 'cart');
  return deps.db.transaction(async (tx) => addOnce(tx, req.userId, req.requestId, async () => {
    // the model is a STEP/IGES upload (kind 'cad'); the drawing a PDF (kind 'drawing'); both the customer's own
    const model = input.product === 'cnc' && req.fileId !== undefined ? await findOwnUpload(tx, req.userId, req.fileId, ['cad']) : null;
    if (input.product === 'cable' && req.fileId !== undefined) throw uploadError('wrongKind', { file_id: 'upload.wrongKind' });
    if (input.values.drawing_id !== null) await findOwnUpload(tx, req.userId, input.values.drawing_id, ['drawing']);

    let status: CartItemStatusValue;
    let lines: { key: string; amount: string }[] = [];
    let total: bigint | null = null;
    let buildDays: number;
    let weightGrams: number;
    if (input.product === 'cnc') {
      status = model ? CartItemStatus.Quotation : CartItemStatus.AwaitingFiles;
      buildDays = CNC_ESTIMATED_DAYS;
      const volume = model ? (model.analysis as CadAnalysis).volume_mm3 : null;
      weightGrams = weightEstimateGrams(input.values, volume);
    } else {
      const price = priceCable(input.values, await loadCableTables(tx));
      status = price.manualQuote ? CartItemStatus.Quotation : CartItemStatus.Active;
      lines = price.manualQuote ? [] : linesDto(price.lines);
      total = price.manualQuote ? null : price.total;
      buildDays = price.buildDays;
      weightGrams = price.weightGrams;
    }
    const now = deps.clock.now();
    const quantity = input.values.quantity;
    const row = await insertActiveCartItem(tx, {
      userId: req.userId,
      productId: input.product === 'cnc' ? ProductId.CNC : ProductId.Cable,
      name: input.product === 'cnc' ? 'CNC machining' : 'Cable assembly',
      params: input.values,
      uploadId: model?.id ?? null,
      priceLines: lines,
      unitCents: total === null ? null : total / BigInt(Math.max(1, quantity)),
      totalCents: total,
      buildDays,
      weightGrams,
      quantity,
      status,
      country: storedCountry(req.country),
      carrier: req.carrier ?? null,
      requestId: req.requestId,
    }, { actor: 'customer', actorId: req.userId, now });
    await notifyIfQuotationWaiting(tx, deps.config, row, null, now);
    return presentCartItem(tx, row);
  }));
};
