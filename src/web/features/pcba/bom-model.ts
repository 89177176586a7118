// The BOM as the PCBA page holds it (issue 11 "BOM"): the customer's per-line decisions on top of the matcher's
// answer, and what they mean for the price — status counts and the component cost the fee-impact line compares.
// Pure, so the mapping screen can recompute it on every change without asking the server again.
import type { BomLine, BomMatch, BomPart, BomStatus } from '../../../shared/pcba/bom-line';
import type { PcbaLineChoiceInput } from '../../../shared/contracts/pcba-order';
import { componentCost, type PcbaComponentInput } from '../../../shared/pricing/pcba';
import { componentFromMatch, couponPartFromMatch } from '../../../shared/pricing/pcba-bom';
import type { CouponPart } from '../../../shared/pricing/pcba-coupon';
import type { PcbaTables } from '../../../shared/pricing/pcba-tables';

/** What the customer decided for one line; a line without one keeps the matcher's answer. */
export type LineChoice =
  | { choice: 'suggestion' | 'library'; part: BomPart }
  | { choice: 'consigned' }
  | { choice: 'supplied'; purchase_link: string; mpn: string };

/** By line number (1-based position in the build lines). */
export type LineChoices = Readonly<Record<number, LineChoice>>;

/** The match the price and the badges use: a chosen part confirms the line. */
export const effectiveMatch = (m: BomMatch, c: LineChoice | undefined): BomMatch =>
  c && (c.choice === 'suggestion' || c.choice === 'library') ? { status: 'confirmed', part: c.part, suggestions: m.suggestions } : m;

/** The status the badge shows: consigned parts count as confirmed (the customer sends them). */
export const effectiveStatus = (m: BomMatch, c: LineChoice | undefined): BomStatus =>
  c?.choice === 'consigned' ? 'confirmed' : effectiveMatch(m, c).status;

export type StatusCounts = Record<BomStatus, number>;

export interface BomImpact {
  /** Σ component lines in cents at the build quantity (priced lines only). */
  componentCents: bigint;
  counts: StatusCounts;
  /** Lines that have no price yet (Pending / Unavailable, not consigned). */
  unpriced: number;
}

export const componentInputs = (lines: readonly BomLine[], matches: readonly BomMatch[], choices: LineChoices): PcbaComponentInput[] =>
  lines.map((l, i) => {
    const c = choices[i + 1];
    return componentFromMatch(l, effectiveMatch(matches[i] ?? { status: 'unavailable', suggestions: [] }, c), c?.choice === 'consigned');
  });

export const couponParts = (lines: readonly BomLine[], matches: readonly BomMatch[], choices: LineChoices): CouponPart[] =>
  lines.map((l, i) => couponPartFromMatch(l, effectiveMatch(matches[i] ?? { status: 'unavailable', suggestions: [] }, choices[i + 1])));

export const bomImpact = (
  lines: readonly BomLine[],
  matches: readonly BomMatch[],
  choices: LineChoices,
  boards: number,
  tables: PcbaTables,
): BomImpact => {
  const inputs = componentInputs(lines, matches, choices);
  const counts: StatusCounts = { confirmed: 0, pending: 0, unavailable: 0 };
  let cents = 0n;
  let unpriced = 0;
  inputs.forEach((input, i) => {
    counts[effectiveStatus(matches[i] ?? { status: 'unavailable', suggestions: [] }, choices[i + 1])] += 1;
    const cost = componentCost(input, boards, tables);
    cents += cost.cents;
    if (cost.unitMicros === null && input.source !== 'consigned') unpriced += 1;
  });
  return { componentCents: cents, counts, unpriced };
};

/** The choices as POST /v1/cart/add-pcba takes them. */
export const choicesForCart = (choices: LineChoices): PcbaLineChoiceInput[] =>
  Object.entries(choices).map(([n, c]) => {
    const line = Number(n);
    if (c.choice === 'consigned') return { line, choice: 'consigned' };
    if (c.choice === 'supplied') return { line, choice: 'supplied', purchase_link: c.purchase_link, mpn: c.mpn };
    return { line, choice: c.choice, sku: c.part.sku };
  });

/** An Unavailable line needs a purchase link or a new MPN before the order can go (spec: required). */
export const missingSupply = (matches: readonly BomMatch[], choices: LineChoices): number[] =>
  matches.flatMap((m, i) => {
    const c = choices[i + 1];
    if (effectiveStatus(m, c) !== 'unavailable') return [];
    const given = c?.choice === 'supplied' && (c.purchase_link !== '' || c.mpn !== '');
    return given ? [] : [i + 1];
  });

/** A purchase link must be an https address (the cart contract's rule). */
export const validLink = (s: string): boolean => s === '' || /^https:\/\/\S+$/.test(s);
