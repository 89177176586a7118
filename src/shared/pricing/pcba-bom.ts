// From the BOM matcher's result to the PCBA engine's component lines and the coupon's parts (issue 11): the one
// place that decides how a BOM line's status prices. BomPart carries its unit price at the line's build quantity in
// whole micro-dollars (a decimal string), the engine's own unit, so no rounding happens here.
import type { BomLine, BomMatch } from '../pcba/bom-line';
import type { CouponPart } from './pcba-coupon';
import type { PcbaComponentInput } from './pcba';

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
    tiers: part?.unitMicros ? [{ fromQuantity: 1, unitMicros: BigInt(part.unitMicros) }] : [],
  };
};

/** The parts the automatic coupon looks at: the confirmed catalogue part where there is one, else what the customer wrote. */
export const couponPartFromMatch = (line: BomLine, match: BomMatch): CouponPart =>
  match.status === 'confirmed' && match.part
    ? { mpn: match.part.mpn, sku: match.part.sku, description: match.part.description }
    : { mpn: line.mpn, sku: '', description: line.description };
