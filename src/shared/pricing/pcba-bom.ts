// From the BOM matcher's result to the PCBA engine's component lines and the coupon's parts (issue 11): the one
// place that decides how a BOM line's status prices. BomPart carries its unit price in (possibly fractional) US cents
// at the line's build quantity; the engine works in exact micro-dollars, the catalogue's own unit, so the cents are
// turned back into whole micro-dollars here (catalogue prices are whole micro-dollars, so the rounding is exact).
import type { BomLine, BomMatch } from '../pcba/bom-line';
import type { CouponPart } from './pcba-coupon';
import type { PcbaComponentInput } from './pcba';

const MICROS_PER_CENT = 10_000;

/**
 * Confirmed: the part's price, from our library ('opl'). Pending: staff will confirm a library part within a day,
 * so it counts as 'opl' for the lead time but has no price yet. Unavailable: the customer gives a purchase link or
 * a new MPN and we buy it ('sourced'), price unknown until staff quote it. The engine counts unpriced lines.
 */
export const componentFromMatch = (line: BomLine, match: BomMatch, consigned = false): PcbaComponentInput => {
  const part = match.status === 'confirmed' ? match.part : undefined;
  return {
    quantityPerBoard: line.quantity,
    basic: part?.basic ?? false,
    source: consigned ? 'consigned' : match.status === 'unavailable' ? 'sourced' : 'opl',
    tiers: part ? [{ fromQuantity: 1, unitMicros: BigInt(Math.round(part.unitPriceCents * MICROS_PER_CENT)) }] : [],
  };
};

/** The parts the automatic coupon looks at: the confirmed catalogue part where there is one, else what the customer wrote. */
export const couponPartFromMatch = (line: BomLine, match: BomMatch): CouponPart =>
  match.status === 'confirmed' && match.part
    ? { mpn: match.part.mpn, sku: match.part.sku, description: match.part.description }
    : { mpn: line.mpn, sku: '', description: line.description };
