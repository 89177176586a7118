// The server's side of a quote: run the shared rules, then the shared engines with the stored tables. The same
// code answers POST /v1/cart/cart-price and prices the item POST /v1/cart/add stores, so the cart can never hold
// a price the estimate did not show (and never one the browser sent).
import { PcbTier, ProductId } from '../../../shared/ids';
import type { UploadAnalysis } from '../../../shared/contracts/upload';
import type { PcbTierValue } from '../../../shared/params/pcb-options';
import type { Problem } from '../../../shared/params/types';
import type { PriceLine } from '../../../shared/pricing/lines';
import { pricePcb, type PcbPrice, type PcbPriceContext } from '../../../shared/pricing/pcb';
import { priceStencil } from '../../../shared/pricing/stencil';
import { validatePcb, type PcbValues } from '../../../shared/rules/pcb';
import { validateStencil, type StencilValues } from '../../../shared/rules/stencil';
import { invalid } from '../../http/errors';
import type { PriceTables } from './price-tables';

export type QuoteInput =
  | { product: 'pcb'; tier: PcbTierValue; values: PcbValues }
  | { product: 'stencil'; values: StencilValues };

/** The engine's answer (stencils fill the same fields) plus what the routes need around it. */
interface Quote extends PcbPrice {
  quantity: number;
  /** Every rule problem, blocking or not. */
  problems: Problem[];
}

/**
 * A board left at the default 100×100 mm must be confirmed before it is ordered, but the confirmation does not
 * change its price: an estimate is still given while it is missing (the problem is returned), adding is refused.
 */
const PRICE_NEUTRAL_RULES = new Set(['pcb.rule.confirmDefaultSize']);

export const validateQuote = (input: QuoteInput): Problem[] =>
  input.product === 'pcb' ? validatePcb(input.tier, input.values) : validateStencil(input.values);

/**
 * What the uploaded design itself rules out (spec services §8): blind or buried vias found in the drill spans can
 * only be made by the advanced service, and never on aluminium. The form shows the same from the analysis.
 */
export const fileProblems = (input: QuoteInput, analysis: Pick<UploadAnalysis, 'has_blind_buried'> | null): Problem[] => {
  if (input.product !== 'pcb' || !analysis?.has_blind_buried) return [];
  if (input.tier === PcbTier.Normal) return [{ field: 'blindVias', key: 'pcb.rule.blindViasAdvanced', params: {}, severity: 'error' }];
  if (input.values.material === 'aluminum') return [{ field: 'blindVias', key: 'pcb.rule.blindViasAluminum', params: {}, severity: 'error' }];
  return [];
};

const errorsOf = (problems: readonly Problem[], forCart: boolean): Problem[] =>
  problems.filter((p) => p.severity === 'error' && (forCart || !PRICE_NEUTRAL_RULES.has(p.key)));

/** 422 with each blocking problem as `values.<field>: <message key>`; the message names the first one. */
export const assertQuotable = (problems: readonly Problem[], purpose: 'price' | 'cart'): void => {
  const errors = errorsOf(problems, purpose === 'cart');
  if (errors.length === 0) return;
  const fields: Record<string, string> = {};
  for (const p of errors) fields[`values.${p.field}`] ??= p.key;
  throw invalid(fields);
};

/** Problems that did not block `purpose` (shown to the customer beside the price). */
export const nonBlocking = (problems: readonly Problem[], purpose: 'price' | 'cart'): Problem[] => {
  const errors = new Set(errorsOf(problems, purpose === 'cart'));
  return problems.filter((p) => !errors.has(p));
};

/** Prices values that passed assertQuotable. */
export const priceQuote = (input: QuoteInput, tables: PriceTables, ctx: PcbPriceContext, problems: Problem[]): Quote => {
  if (input.product === 'pcb') {
    const r = pricePcb(input.tier, input.values, tables.pcb, ctx);
    return { ...r, quantity: input.values.quantity, problems };
  }
  const r = priceStencil(input.values, tables.stencil);
  return { ...r, special: null, quantity: input.values.quantity, problems };
};

export const productIdOf = (input: QuoteInput): number => (input.product === 'pcb' ? ProductId.PCB : ProductId.Stencil);

/** Wire form of price lines: cent strings. */
export const linesDto = (lines: readonly PriceLine[]): { key: string; amount: string }[] =>
  lines.map((l) => ({ key: l.key, amount: l.amount.toString() }));
