// POST /v1/cart/cart-price: the price that counts for a board or stencil (issue 3 §3), computed here from the
// stored tables, never taken from the browser. The specials depend on the signed-in customer's cart (see
// ../cart/special-context.ts); invalid values answer 422 with the rules' message keys, warnings come back with
// the price.
import type { Deps } from '../../deps';
import { estimateShipping, type ShippingEstimate } from '../../../shared/pricing/shipping';
import type { Carrier } from '../../../shared/pricing/shipping-tables';
import type { CartPrice } from '../../../shared/contracts/quote';
import type { UploadAnalysis } from '../../../shared/contracts/upload';
import { sessions } from '../../db/schema/index';
import { contextOf, specialColumns, specialContext } from '../cart/special-context';
import { viewerQuery } from '../session/resolve-session';
import { findOwnUpload } from '../upload/find-upload';
import { fingerprintColumn, loadPriceTables } from './price-tables';
import { assertQuotable, fileProblems, linesDto, nonBlocking, priceQuote, validateQuote, type QuoteInput } from './quote-engine';

/** What the price needs besides the session, read with it in one statement (issue 17; resolve-session.ts). */
export type PriceContextRow = { fp: string; designs: number; threePiece: boolean };

export const sessionWithPriceContext = viewerQuery<PriceContextRow>('session_price_context', {
  fp: fingerprintColumn,
  ...specialColumns(sessions.userId),
});

interface PriceRequest {
  input: QuoteInput;
  country: string | number;
  carrier: Carrier;
  fileId?: string;
  /** Signed-in customer, if any. */
  userId: number | undefined;
  /** Read with the session (sessionWithPriceContext); visitors and dead sessions have none, so it is read here. */
  known?: PriceContextRow;
}

const shippingDto = (carrier: Carrier, estimate: ShippingEstimate): CartPrice['shipping'] =>
  estimate.ok
    ? { carrier, cost: estimate.cost.toString(), days: { ...estimate.days } }
    : { carrier, problem: estimate.key };

export const getCartPrice = async ({ db }: Pick<Deps, 'db'>, req: PriceRequest): Promise<CartPrice> => {
  // A file id must be the customer's own: a visitor or another customer learns nothing about it.
  const file = req.fileId === undefined ? null : await findOwnUpload(db, req.userId, req.fileId);
  const problems = [...validateQuote(req.input), ...fileProblems(req.input, file ? (file.analysis as UploadAnalysis) : null)];
  assertQuotable(problems, 'price');
  const tables = await loadPriceTables(db, req.known?.fp);
  const ctx = req.known ? contextOf(req.known) : await specialContext(db, req.userId);
  const quote = priceQuote(req.input, tables, ctx, problems);
  return {
    lines: linesDto(quote.lines),
    total: quote.total.toString(),
    build_days: quote.buildDays,
    weight_grams: quote.weightGrams,
    manual_quote: quote.manualQuote,
    shipping: shippingDto(req.carrier, estimateShipping(req.country, req.carrier, quote.weightGrams, tables.shipping)),
    problems: nonBlocking(problems, 'price'),
    special: quote.special,
  };
};
