// The PCBA price engine (issue 11 "Price"; spec services §1, §3 "PCBA cost lines", §9; platform §3 PCBA price
// components). Pure and integer like the PCB and stencil engines: money bigint cents, sub-cent rates and part prices
// bigint micro-dollars, one rounding per line. The page runs it for the instant estimate, the server again with the
// stored table (key 'pcba') for the price that counts. It assumes values that passed validatePcbaQuantities
// (src/shared/rules/pcba.ts) and non-negative joint counts.
//
// Choices the spec leaves open (written down in docs/pcba.md, "Price"):
// - Assembly is priced per solder joint (SMT and THT joints per board, both sides together), as JLCPCB does: the
//   customer knows pad counts from the CAD tool, and the catalogue holds joints per part for the page to add up.
//   Sides (1 or 2) count for setup and stencils.
// - The $25 floor applies to the assembly charges (startup, stencil, consumptive, assembly, operation): parts, the
//   PCB and optional services are priced on top. A 'pcba_minimum' line shows the top-up, so no rate is bent.
// - Build days: parts are bought while the PCB is made, so days = max(PCB days + soldering, lead time), then large
//   builds, DFA and the functional test add theirs. Lead times: see pcba-tables.ts (expedited: the spec's 7–15 days,
//   7 with OPL parts).
// - Certification / mechanical parts: the order becomes a manual quote; its line tops the total up to the spec's
//   "from $5,000", so the lines still add up to the total shown as "from".
import { divRound } from '../money';
import { PCBA_DEFAULT_QUANTITY } from '../rules/pcba';
import { sumLines, type PriceLine } from './lines';
import type { PcbaTables } from './pcba-tables';

const MICROS_PER_CENT = 10_000n;
const PPM = 1_000_000n;
const BASIS_POINTS = 10_000n;

/** One BOM line as the engine prices it (built from a BomLine and its BomMatch, or typed in). */
export interface PcbaComponentInput {
  /** Parts per board. */
  quantityPerBoard: number;
  /** Basic parts sit on the machines; others pay the extended-part loading fee. */
  basic: boolean;
  /** 'opl': from our library; 'sourced': bought from a distributor (longer lead time); 'consigned': the customer sends them (no part cost). */
  source: 'opl' | 'sourced' | 'consigned';
  /** Catalogue price ladder: unit price (USD × 1e6) from `fromQuantity` on, ascending. Empty: no price yet (Pending / Unavailable line). */
  tiers: { fromQuantity: number; unitMicros: bigint }[];
  /** Spare parts in percent of those placed; the table's default when absent. */
  attritionPct?: number;
  /** At least this many spare parts (the catalogue's attrition count). */
  attritionParts?: number;
  /** The supplier's minimum order quantity. */
  minimumOrder?: number;
}

export interface PcbaInput {
  /** Boards to assemble (default 10, spec §9). */
  quantity?: number;
  sides: 1 | 2;
  /** Solder joints per board, both sides together. */
  smtJoints: number;
  thtJoints: number;
  components: PcbaComponentInput[];
  expedited: boolean;
  dfa: boolean;
  functionTest: boolean;
  certificationMechanical: boolean;
  /** The bare boards, priced by the PCB engine (its lines are part of the PCBA order). */
  pcb: { lines: PriceLine[]; buildDays: number; manualQuote: boolean };
}

export interface PcbaComponentCost {
  /** Parts placed: quantity per board × boards. */
  placed: number;
  /** Spare parts (the BOM line's "waste quantity"). */
  attrition: number;
  /** Parts bought: placed + spares, raised to the minimum order; 0 for consigned parts. */
  ordered: number;
  /** Unit price at the ordered quantity (USD × 1e6); null when the line has no price yet. */
  unitMicros: bigint | null;
  /** The line's amount, rounded to the cent (0 for consigned and unpriced lines). */
  cents: bigint;
}

export interface PcbaPrice {
  lines: PriceLine[];
  total: bigint;
  buildDays: number;
  /** Certification / mechanical parts or a premium PCB: staff answer with the price; `total` is a "from" amount. */
  manualQuote: boolean;
  /** BOM lines without a price (Pending / Unavailable): the item waits for quotation until they are settled. */
  unpricedComponents: number;
  /** Spec §1: free shipping on PCBA orders (read by the cart and shipping). */
  freeShipping: true;
  /** Per BOM line, in the order given. */
  components: PcbaComponentCost[];
}

/** Unit price at `qty`: the last tier starting at or below it (the first tier when `qty` is below them all). */
const tierPrice = (tiers: PcbaComponentInput['tiers'], qty: number): bigint | null => {
  let price: bigint | null = null;
  for (const t of tiers) if (price === null || t.fromQuantity <= qty) price = t.unitMicros;
  return price;
};

/**
 * Spares: the larger of the percentage (rounded up to whole parts) and the part's own spare count. Ordered: the
 * need raised to the minimum order and to the first price tier (a catalogue ladder that starts at 20 sells no less).
 */
export const componentCost = (c: PcbaComponentInput, boards: number, t: PcbaTables): PcbaComponentCost => {
  const placed = c.quantityPerBoard * boards;
  const bp = BigInt(Math.round((c.attritionPct ?? t.defaultAttritionPct) * 100));
  const byPct = Number((BigInt(placed) * bp + BASIS_POINTS - 1n) / BASIS_POINTS);
  const attrition = Math.max(byPct, c.attritionParts ?? 0);
  if (c.source === 'consigned') return { placed, attrition, ordered: 0, unitMicros: null, cents: 0n };
  const ordered = Math.max(placed + attrition, c.minimumOrder ?? 1, c.tiers[0]?.fromQuantity ?? 1);
  const unitMicros = tierPrice(c.tiers, ordered);
  const cents = unitMicros === null ? 0n : divRound(BigInt(ordered) * unitMicros, MICROS_PER_CENT);
  return { placed, attrition, ordered, unitMicros, cents };
};

const maxOf = (a: bigint, b: bigint) => (a > b ? a : b);

export const pricePcba = (input: PcbaInput, t: PcbaTables): PcbaPrice => {
  const boards = input.quantity ?? PCBA_DEFAULT_QUANTITY;
  const n = BigInt(boards);
  const components = input.components.map((c) => componentCost(c, boards, t));
  const extendedParts = BigInt(input.components.filter((c) => !c.basic).length);

  // The assembly charges, which the $25 floor applies to.
  const startup = t.startupCentsPerSide * BigInt(input.sides) + t.extendedPartCents * extendedParts;
  const stencil = input.smtJoints > 0 ? t.stencilCentsPerSide * BigInt(input.sides) : 0n;
  const joints = BigInt(input.smtJoints + input.thtJoints) * n;
  const consumptive = maxOf(t.consumptiveMinimumCents, divRound(joints * t.consumptiveMicrosPerJoint, MICROS_PER_CENT));
  const assembly = divRound(
    (BigInt(input.smtJoints) * t.smtJointMicros + BigInt(input.thtJoints) * t.thtJointMicros) * n,
    MICROS_PER_CENT,
  );
  const operation = boards >= t.operation.freeFromQuantity ? 0n : t.operation.cents;
  const assemblyLines: PriceLine[] = [
    { key: 'startup', amount: startup },
    ...(stencil > 0n ? [{ key: 'stencil' as const, amount: stencil }] : []),
    { key: 'consumptive', amount: consumptive },
    { key: 'assembly', amount: assembly },
    // Kept at 0 from 100 boards so the page can say "free".
    { key: 'operation', amount: operation },
  ];
  const charges = sumLines(assemblyLines);
  if (charges < t.minimumCents) assemblyLines.push({ key: 'pcba_minimum', amount: t.minimumCents - charges });
  const assemblyCharges = maxOf(charges, t.minimumCents);

  const lines: PriceLine[] = [...input.pcb.lines, ...assemblyLines];
  lines.push({ key: 'component', amount: components.reduce((acc, c) => acc + c.cents, 0n) });

  const allOpl = input.components.every((c) => c.source !== 'sourced');
  const d = t.days;
  const [partsDays, solderDays] = input.expedited
    ? [allOpl ? d.expeditedOplParts : d.expeditedSourcedParts, d.expeditedSolder]
    : [allOpl ? d.oplParts : d.sourcedParts, d.solder];
  let days = Math.max(input.pcb.buildDays + solderDays, partsDays);
  let lotDays = 0;
  for (const l of d.largeBuild) if (boards > l.overQuantity && l.days > lotDays) lotDays = l.days;
  days += lotDays;

  if (input.expedited) {
    const fee = divRound(assemblyCharges * t.expedited.ppm, PPM);
    lines.push({ key: 'pcba_expedited', amount: maxOf(fee, t.expedited.minimumCents) });
  }
  if (input.dfa) {
    lines.push({ key: 'dfa', amount: t.dfa.cents });
    days += t.dfa.days;
  }
  if (input.functionTest) {
    lines.push({ key: 'function_test', amount: t.functionTest.setupCents + t.functionTest.perBoardCents * n });
    days += t.functionTest.days;
  }
  if (input.certificationMechanical) {
    const sofar = sumLines(lines);
    lines.push({ key: 'certification_mechanical', amount: sofar < t.certificationFromCents ? t.certificationFromCents - sofar : 0n });
  }

  return {
    lines,
    total: sumLines(lines),
    buildDays: days,
    manualQuote: input.certificationMechanical || input.pcb.manualQuote,
    unpricedComponents: components.filter((c, i) => c.unitMicros === null && input.components[i]?.source !== 'consigned').length,
    freeShipping: true,
    components,
  };
};
