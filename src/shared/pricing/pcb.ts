// The PCB price engine (issue 3 §3, spec services §9). Pure and integer: sizes become hundredths of a mm,
// areas bigint, money bigint cents. The browser runs it for the instant estimate; the server runs it again
// with the tables stored in the database for the price that counts. It assumes values that passed
// `validatePcb` (an unknown layer count in the tables throws).
//
// How the spec's specials are read (quick-turn only, FR-4, at most 2 layers, each piece within 100×100 mm,
// at most 10 pieces — "$4.9 for 10 pieces"):
// - $4.90 per file for the first 5 files: the board price (before option surcharges) is pulled down to $4.90
//   by a 'special_discount' line when `designIndexInOrder` < 5; the sixth file on pays the normal price.
// - $1 for one 3-piece order per shipment: a 3-piece order costs $1 when `threePieceSpecialUsed` is false.
//   "Then $4.90": once the shipment has used it, a further 3-piece order falls back to the per-file $4.90
//   special (or the normal price from the sixth file). The result's `special` tells the caller which special
//   was applied, so the cart can mark the shipment's 3-piece special as used.
// - Option surcharges (finish, copper, uncommon colour/thickness, expedite...) are added on top of a special.
import { divRound } from '../money';
import { PcbTier } from '../ids';
import { hasInnerLayers, type PcbTierValue } from '../params/pcb-options';
import type { PcbValues } from '../rules/pcb';
import { sumLines, type PriceLine } from './lines';
import type { AreaBand, PcbTables, Surcharge } from './tables';

export interface PcbPriceContext {
  /** 0-based position of this design (file) among the PCB lines of the order. */
  designIndexInOrder: number;
  /** Whether the shipment already used its one $1 3-piece special. */
  threePieceSpecialUsed: boolean;
}

type PcbSpecial = 'per_file' | 'three_piece' | null;

export interface PcbPrice {
  lines: PriceLine[];
  total: bigint;
  /** Working days from payment to shipping. */
  buildDays: number;
  weightGrams: number;
  /** Premium: no price; the quote is answered by hand within 24 hours. */
  manualQuote: boolean;
  special: PcbSpecial;
}

const HMM2_PER_M2 = 10_000_000_000n; // (0.01 mm)² in one square metre
const HMM2_PER_MM2 = 10_000n;
const PPM = 1_000_000n;

/** mm → hundredths of a mm, as an integer (sizes are entered with at most 2 decimals). */
const hundredths = (mm: number): bigint => BigInt(Math.round(mm * 100));

/** Boards (units) in one delivered piece: a factory panel holds columns × rows units. */
const unitsPerPiece = (v: PcbValues) => (v.panelization === 'factory' ? v.panelColumns * v.panelRows : 1);

/** Total ordered board area in (0.01 mm)². */
const orderAreaHmm2 = (v: PcbValues): bigint =>
  hundredths(v.width) * hundredths(v.height) * BigInt(unitsPerPiece(v) * v.quantity);

/** Area cost over marginal bands, in cents (one rounding at the end). */
const bandCost = (area: bigint, bands: readonly AreaBand[]): bigint => {
  let numerator = 0n;
  let from = 0n;
  for (const band of bands) {
    const upto = band.uptoMm2 === null ? null : band.uptoMm2 * HMM2_PER_MM2;
    const end = upto === null || area < upto ? area : upto;
    if (end > from) numerator += (end - from) * band.centsPerM2;
    if (upto === null || area <= upto) break;
    from = upto;
  }
  return divRound(numerator, HMM2_PER_M2);
};

const surcharge = (s: Surcharge | undefined, area: bigint): { cents: bigint; days: number } => {
  if (!s) return { cents: 0n, days: 0 };
  const byArea = divRound(area * s.centsPerM2, HMM2_PER_M2);
  const cents = s.minimumCents === 0n && s.centsPerM2 === 0n ? 0n : byArea > s.minimumCents ? byArea : s.minimumCents;
  return { cents, days: s.days };
};

const specialFor = (tier: PcbTierValue, v: PcbValues, t: PcbTables, ctx: PcbPriceContext): { target: bigint; kind: PcbSpecial } | null => {
  const sp = t.specials;
  const cols = v.panelization === 'factory' ? v.panelColumns : 1;
  const rows = v.panelization === 'factory' ? v.panelRows : 1;
  const eligible = tier === PcbTier.Normal && v.material === 'fr4' && v.layers <= sp.maxLayers
    && v.width * cols <= sp.maxSideMm && v.height * rows <= sp.maxSideMm && v.quantity <= sp.maxQuantity;
  if (!eligible) return null;
  if (v.quantity === sp.threePieceQuantity && !ctx.threePieceSpecialUsed) return { target: sp.threePieceCents, kind: 'three_piece' };
  if (ctx.designIndexInOrder < sp.perFileMaxFiles) return { target: sp.perFileCents, kind: 'per_file' };
  return null;
};

/** Shipping weight in whole grams: board volume × density × pieces, plus packaging. */
export const pcbWeightGrams = (v: PcbValues, t: PcbTables): number => {
  const cm3 = (v.width * v.height * v.thickness * unitsPerPiece(v) * v.quantity) / 1000;
  const boards = cm3 * t.weight.density[v.material];
  return Math.ceil(boards + t.weight.packagingGrams + (boards * t.weight.packagingPerMille) / 1000);
};

const isUncommon = (v: PcbValues, t: PcbTables) =>
  t.uncommon.maskColours.includes(v.maskColour) || (v.material !== 'flex' && t.uncommon.thicknesses.includes(v.thickness));

export const pricePcb = (
  tier: PcbTierValue,
  v: PcbValues,
  t: PcbTables,
  ctx: PcbPriceContext = { designIndexInOrder: 0, threePieceSpecialUsed: false },
): PcbPrice => {
  const layer = t.layers[v.layers];
  if (!layer) throw new Error(`no price table for ${v.layers} layers`);
  const area = orderAreaHmm2(v);
  const material = t.material[v.material];

  // Board price: area over the bands plus per-piece handling, never below the layer count's minimum.
  const byArea = bandCost(area, layer.bands) + t.perPieceCents * BigInt(v.quantity);
  let base = byArea > layer.minimumCents ? byArea : layer.minimumCents;
  base = divRound(base * material.ppm, PPM);
  if (tier !== PcbTier.Normal) base = divRound(base * t.advancedPpm, PPM);

  let optionCents = 0n;
  let optionDays = material.days;
  const add = (s: Surcharge | undefined) => {
    const r = surcharge(s, area);
    optionCents += r.cents;
    optionDays += r.days;
  };
  add(t.finish[v.finish]);
  add(t.outerCopper[String(v.outerCopper)]);
  if (hasInnerLayers(v.layers)) add(t.innerCopper[String(v.innerCopper)]);
  add(t.minDrill[String(v.minDrill)]);
  add(t.traceSpace[v.traceSpace]);
  add(t.maskDam[String(v.maskDam)]);
  add(t.maskColour?.[v.maskColour]);
  add(t.viaTreatment[v.viaTreatment]);
  if (v.halfHoles) add(t.halfHoles);
  if (v.impedance) add(t.impedance);
  if (v.blindVias) add(t.blindVias);

  const lines: PriceLine[] = [{ key: 'pcb', amount: base + optionCents }];
  const setup = layer.setupCents + t.extraDesignCents * BigInt(v.designs - 1)
    + (v.panelization === 'factory' ? t.factoryPanelCents : 0n);
  if (setup > 0n) lines.push({ key: 'setup', amount: setup });
  const uncommon = isUncommon(v, t);
  if (uncommon) lines.push({ key: 'uncommon_option', amount: t.uncommon.cents });
  if (v.removeOrderNumber) lines.push({ key: 'remove_order_number', amount: t.removeOrderNumberCents });

  const special = specialFor(tier, v, t, ctx);
  const discount = special && base > special.target ? special.target - base : 0n;

  let days = layer.buildDays;
  if (v.expedited !== 'standard') {
    const e = t.expedited[v.expedited];
    const fee = divRound((base + optionCents + discount) * e.ppm, PPM);
    lines.push({ key: 'expedited', amount: fee > e.minimumCents ? fee : e.minimumCents });
    days = e.buildDays;
  }
  if (discount < 0n) lines.push({ key: 'special_discount', amount: discount });

  days += optionDays + (uncommon ? t.uncommon.days : 0);
  let lotDays = 0;
  for (const l of t.largeLotDays) if (area > l.overMm2 * HMM2_PER_MM2 && l.days > lotDays) lotDays = l.days;
  days += lotDays;

  const weightGrams = pcbWeightGrams(v, t);
  if (tier === PcbTier.Premium) {
    return { lines: [], total: 0n, buildDays: days, weightGrams, manualQuote: true, special: null };
  }
  return { lines, total: sumLines(lines), buildDays: days, weightGrams, manualQuote: false, special: discount < 0n ? special?.kind ?? null : null };
};
