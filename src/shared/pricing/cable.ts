// The cable-assembly price engine (issue 12 "Cable and harness assembly"): standard configurations get an instant
// price; anything custom (made-to-order connectors, shielded or coaxial cable, a drawing, a large run) answers
// manualQuote with the reasons, and the item goes to the same manual quotation as CNC. Pure, integer money: table
// amounts are bigint US cents, and each line is computed over the whole quantity and rounded up once, so no
// per-piece rounding adds up. Tables are data (price_tables key 'cable', seeded from defaultCableTables).
import { CONNECTORS, type CableType, type CableValues, type ConnectorKey } from '../rules/cable';
import { sumLines, type PriceLine } from './lines';

export interface CableTables {
  version: string;
  /** Per item (tooling the crimp applicators, first-article check). */
  setupCents: bigint;
  /** Per connector end and piece: the housing, plus each contact. */
  connector: Record<ConnectorKey, { housingCents: bigint; contactCents: bigint }>;
  /** Per conductor and metre, by AWG. */
  wirePerMetreCents: Record<string, bigint>;
  /** Wire cost factor by cable type, in percent (ribbon is cheaper per conductor, twisted pairs dearer). */
  typePercent: Record<CableType, number>;
  /** Labour per terminated wire end (crimp, insert), per piece. */
  terminationCents: bigint;
  /** Per piece: printed labels at both ends, heat-shrink at the ends or over the whole length (per metre). */
  labelCents: bigint;
  heatShrinkEndsCents: bigint;
  heatShrinkFullPerMetreCents: bigint;
  /** Per piece for the ±2 mm class (every piece measured). */
  tightToleranceCents: bigint;
  /** Percent off the per-piece lines from a quantity up (highest step that applies). */
  volumeDiscounts: { minQuantity: number; percent: number }[];
  /** An item is never less than this (the difference is a line of its own). */
  minimumCents: bigint;
  buildDays: { base: number; perThousandPieces: number };
  /** Above this quantity the run is planned by hand (manual quote). */
  maxInstantQuantity: number;
  /** Copper and insulation weight per conductor and metre, by AWG (grams). */
  gramsPerMetre: Record<string, number>;
  connectorGrams: number;
}

const c = (housing: number, contact: number) => ({ housingCents: BigInt(housing), contactCents: BigInt(contact) });

export const defaultCableTables: CableTables = {
  version: 'cable-2026-11',
  setupCents: 1500n,
  connector: {
    'jst-ph': c(6, 3), 'jst-xh': c(6, 3), 'jst-sh': c(10, 5), 'jst-gh': c(14, 6), 'molex-picoblade': c(12, 5),
    'dupont-254': c(4, 2), 'm12-a': c(450, 0), 'usb-c': c(180, 0), 'tinned-end': c(0, 1),
  },
  wirePerMetreCents: { 16: 45n, 18: 35n, 20: 25n, 22: 18n, 24: 14n, 26: 11n, 28: 10n, 30: 9n, 32: 9n },
  typePercent: { discrete: 100, ribbon: 70, 'twisted-pair': 130, shielded: 220, coaxial: 300 },
  terminationCents: 4n,
  labelCents: 30n,
  heatShrinkEndsCents: 12n,
  heatShrinkFullPerMetreCents: 40n,
  tightToleranceCents: 20n,
  volumeDiscounts: [{ minQuantity: 100, percent: 10 }, { minQuantity: 500, percent: 20 }, { minQuantity: 1000, percent: 25 }],
  minimumCents: 3000n,
  buildDays: { base: 5, perThousandPieces: 2 },
  maxInstantQuantity: 2000,
  gramsPerMetre: { 16: 16, 18: 11, 20: 7, 22: 5, 24: 3.5, 26: 2.5, 28: 1.8, 30: 1.3, 32: 1 },
  connectorGrams: 1,
};

/** Why a configuration cannot be priced instantly (message keys 'cable.custom.*'). */
export const CABLE_CUSTOM_REASONS = ['connector', 'cableType', 'drawing', 'quantity'] as const;
export type CableCustomReason = (typeof CABLE_CUSTOM_REASONS)[number];

export const cableCustomReasons = (v: CableValues, t: CableTables): CableCustomReason[] => {
  const out: CableCustomReason[] = [];
  if (!CONNECTORS[v.end_a].standard || !CONNECTORS[v.end_b].standard) out.push('connector');
  if (v.type === 'shielded' || v.type === 'coaxial') out.push('cableType');
  if (v.drawing_id !== null) out.push('drawing');
  if (v.quantity > t.maxInstantQuantity) out.push('quantity');
  return out;
};

export interface CablePrice {
  lines: PriceLine[];
  total: bigint;
  buildDays: number;
  weightGrams: number;
  manualQuote: boolean;
  customReasons: CableCustomReason[];
}

/** a / b rounded up, for positive b. */
const ceilDiv = (a: bigint, b: bigint): bigint => (a + b - 1n) / b;

const buildDays = (v: CableValues, t: CableTables): number => t.buildDays.base + Math.floor(v.quantity / 1000) * t.buildDays.perThousandPieces;

const weightGrams = (v: CableValues, t: CableTables): number => {
  const perPiece = ((t.gramsPerMetre[String(v.gauge)] ?? 2) * v.wires * v.length_mm) / 1000 + 2 * t.connectorGrams;
  return Math.max(1, Math.ceil(perPiece * v.quantity));
};

/** Prices values that passed validateCable. A custom configuration answers manualQuote with no lines. */
export const priceCable = (v: CableValues, t: CableTables): CablePrice => {
  const customReasons = cableCustomReasons(v, t);
  const days = buildDays(v, t);
  const weight = weightGrams(v, t);
  if (customReasons.length > 0) return { lines: [], total: 0n, buildDays: days, weightGrams: weight, manualQuote: true, customReasons };

  const qty = BigInt(v.quantity);
  const wires = BigInt(v.wires);
  const end = (k: ConnectorKey) => t.connector[k].housingCents + t.connector[k].contactCents * wires;
  const connectors = (end(v.end_a) + end(v.end_b)) * qty;
  const perMetre = t.wirePerMetreCents[String(v.gauge)];
  if (perMetre === undefined) throw new Error(`no wire price for AWG ${v.gauge}`);
  // cents per metre × percent × mm: divide by 100 (percent) and 1000 (mm per metre) once, rounded up
  const wire = ceilDiv(perMetre * BigInt(t.typePercent[v.type]) * wires * BigInt(v.length_mm) * qty, 100_000n);
  const terminatedEnds = BigInt((v.end_a === 'tinned-end' ? 0 : 1) + (v.end_b === 'tinned-end' ? 0 : 1)) * wires;
  const assembly = t.terminationCents * terminatedEnds * qty;
  const shrink = v.heat_shrink === 'ends' ? t.heatShrinkEndsCents * qty
    : v.heat_shrink === 'full' ? ceilDiv(t.heatShrinkFullPerMetreCents * BigInt(v.length_mm) * qty, 1000n) : 0n;
  const extras = (v.label !== '' ? t.labelCents * qty : 0n) + shrink + (v.tolerance_mm === 2 ? t.tightToleranceCents * qty : 0n);

  const lines: PriceLine[] = [{ key: 'setup', amount: t.setupCents }, { key: 'cable_connectors', amount: connectors }, { key: 'cable_wire', amount: wire }, { key: 'cable_assembly', amount: assembly }];
  if (extras > 0n) lines.push({ key: 'cable_extras', amount: extras });
  const step = [...t.volumeDiscounts].sort((a, b) => b.minQuantity - a.minQuantity).find((d) => v.quantity >= d.minQuantity);
  if (step) {
    const perPiece = connectors + wire + assembly + extras;
    lines.push({ key: 'cable_volume_discount', amount: -((perPiece * BigInt(step.percent)) / 100n) });
  }
  const subtotal = sumLines(lines);
  if (subtotal < t.minimumCents) lines.push({ key: 'cable_minimum', amount: t.minimumCents - subtotal });
  return { lines, total: sumLines(lines), buildDays: days, weightGrams: weight, manualQuote: false, customReasons };
};
