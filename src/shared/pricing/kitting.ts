// The kitting price engine (spec services §3 "Kit", "Kitting costs"; §5 kitting validation; §9 "Kits from 5 sets;
// boxes M 180x120x45 mm, L 300x200x60 mm"). A kit is a box of parts from the parts library (each with a quantity
// per set), the customer's own PCBs, printed material and an optional sticker, made `sets` times. Pure and shared:
// the page's instant estimate and the cart's price are this one function. Integer money: table amounts are bigint
// US cents, part prices micro-USD (the library's unit); each line sums over the whole run and is rounded up once.
// Tables are data (price_tables key 'kitting', seeded from defaultKittingTables).
import type { Problem } from '../params/types';
import { sumLines, type PriceLine } from './lines';

/** Length × width × height in mm. */
export type SizeMm = readonly [number, number, number];

/** The standard boxes (services §3, §9); internal size, what the contents must fit in. */
export const KIT_BOXES = { M: [180, 120, 45], L: [300, 200, 60] } as const satisfies Record<string, SizeMm>;
export const KIT_PACKAGE_TYPES = ['M', 'L', 'custom'] as const;
export type KitPackageType = (typeof KIT_PACKAGE_TYPES)[number];
export const KIT_PRINT_KINDS = ['card', 'manual'] as const;
export type KitPrintKind = (typeof KIT_PRINT_KINDS)[number];

export interface KittingTables {
  version: string;
  /** Per order: line set-up, first-article kit checked by hand. */
  setupCents: bigint;
  /** Picking and packing one piece into one set (the "per item per set" kitting charge). */
  kittingPerPieceCents: bigint;
  minSets: number;
  maxSets: number;
  /** Kinds of component in one kit (library parts + PCBs + printed items): above it "kit component limit exceeded". */
  maxComponents: number;
  /** Pieces of one kind in one set. */
  maxPerSet: number;
  box: Record<'M' | 'L', { perSetCents: bigint; grams: number }>;
  /** A customized box: die and print plate once, then a base plus its cardboard (outer surface) per set. */
  customBox: { setupCents: bigint; perSetCents: bigint; perDm2Cents: bigint; gramsPerDm2: number; minMm: number; maxMm: number };
  sticker: { setupCents: bigint; perSetCents: bigint };
  /** One copy per set: a card (business-card size) or a manual (per page). */
  printing: { card: { perCopyCents: bigint; sizeMm: SizeMm; grams: number }; manual: { perCopyCents: bigint; perPageCents: bigint; sizeMm: SizeMm; mmPerPage: number; gramsPerPage: number } };
  /** Size of a part whose package gives none (an IC in its anti-static bag): the documented default. */
  defaultPartMm: SizeMm;
  /** Height of a module whose package gives only length × width ("Grove module 20x40mm"). */
  moduleHeightMm: number;
  /** The share of the box's volume contents may take (the rest is padding and air), in percent. */
  fillPercent: number;
  gramsPerPart: number;
  /** A PCB: thickness plus parts on it, when its own thickness is all we know. */
  pcbHeightMm: number;
  /** FR-4, g/cm³. */
  pcbDensity: number;
  buildDays: { base: number; perSetsStep: number; setsStep: number };
}

export const defaultKittingTables: KittingTables = {
  version: 'kitting-2026-11',
  setupCents: 2500n,
  kittingPerPieceCents: 15n,
  minSets: 5,
  maxSets: 10_000,
  maxComponents: 30,
  maxPerSet: 100,
  box: { M: { perSetCents: 120n, grams: 80 }, L: { perSetCents: 220n, grams: 180 } },
  customBox: { setupCents: 3000n, perSetCents: 100n, perDm2Cents: 12n, gramsPerDm2: 8, minMm: 30, maxMm: 600 },
  sticker: { setupCents: 500n, perSetCents: 10n },
  printing: {
    card: { perCopyCents: 30n, sizeMm: [90, 55, 1], grams: 3 },
    manual: { perCopyCents: 50n, perPageCents: 8n, sizeMm: [148, 105, 1], mmPerPage: 0.1, gramsPerPage: 5 },
  },
  defaultPartMm: [20, 20, 10],
  moduleHeightMm: 10,
  fillPercent: 80,
  gramsPerPart: 15,
  pcbHeightMm: 5,
  pcbDensity: 1.85,
  buildDays: { base: 5, perSetsStep: 1, setsStep: 500 },
};

/** A library part in the kit, as the server read it from the parts table. */
export interface KitPart {
  sku: string;
  perSet: number;
  stock: number;
  /** Price tiers: from quantity `qty` the unit price is `micros` (ascending qty). Empty: the part has no price. */
  tiers: readonly { qty: number; micros: bigint }[];
  grove: boolean;
  /** From its package where it says, else null (the default size applies). */
  sizeMm: SizeMm | null;
}

/** A customized PCB from the customer's cart: its price per board and its size. */
export interface KitPcb {
  perSet: number;
  unitCents: bigint;
  sizeMm: SizeMm | null;
}

export interface KitPrint {
  kind: KitPrintKind;
  pages: number;
}

export interface KitPackage {
  type: KitPackageType;
  /** Used when type is 'custom' (internal size). */
  length_mm: number;
  width_mm: number;
  height_mm: number;
}

export interface KitInput {
  sets: number;
  parts: readonly KitPart[];
  pcbs: readonly KitPcb[];
  printing: readonly KitPrint[];
  package: KitPackage;
  sticker: boolean;
  /** The Grove kitting page: the kit needs at least one Grove module (services §5 groveRequired). */
  groveRequired: boolean;
}

export interface KitFit {
  fits: boolean;
  /** The contents of one set, and the share of the box they may take, in mm³. */
  contentMm3: number;
  usableMm3: number;
  boxMm: SizeMm;
}

export interface KitPrice {
  lines: PriceLine[];
  subtotal: bigint;
  /** Per set, rounded down (the cart's unit price). */
  perSetCents: bigint;
  buildDays: number;
  weightGrams: number;
  fit: KitFit;
  /** The most sets the library's stock allows (null: no library part). */
  maxSets: number | null;
  problems: Problem[];
}

/** The message keys ('kitting.rule.*') of the problems below. */
export const KITTING_RULES = [
  'setsMin', 'setsMax', 'groveRequired', 'empty', 'stock', 'perSetMax', 'componentLimit', 'duplicate', 'noPrice',
  'packageSize', 'boxTooSmall', 'itemTooLarge',
] as const;
export type KittingRule = (typeof KITTING_RULES)[number];

const problem = (field: string, rule: KittingRule, params: Problem['params'] = {}): Problem =>
  ({ field, key: `kitting.rule.${rule}`, params, severity: 'error' });

/** a / b rounded up, for positive b. */
const ceilDiv = (a: bigint, b: bigint): bigint => (a + b - 1n) / b;

/**
 * A part's size from its package name where the name gives one: "Grove module 20x40mm" (length × width, the table's
 * module height), "HAT module 65x56mm", "10x10x5mm". Other packages (SOT-223, 0402, "Cable") give null.
 */
export const sizeFromPackage = (pkg: string | null, t: Pick<KittingTables, 'moduleHeightMm'>): SizeMm | null => {
  const m = pkg?.match(/(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)(?:\s*[x×]\s*(\d+(?:\.\d+)?))?\s*mm/i);
  if (!m) return null;
  return [Number(m[1]), Number(m[2]), m[3] === undefined ? t.moduleHeightMm : Number(m[3])];
};

/** The box of a package choice (internal size). */
export const boxSize = (p: KitPackage): SizeMm => (p.type === 'custom' ? [p.length_mm, p.width_mm, p.height_mm] : KIT_BOXES[p.type]);

/** The unit price (micro-USD) at a quantity: the last tier that quantity reaches, else the first. */
export const tierMicros = (tiers: KitPart['tiers'], quantity: number): bigint | null => {
  let price: bigint | null = tiers[0]?.micros ?? null;
  for (const t of tiers) if (quantity >= t.qty) price = t.micros;
  return price;
};

const volume = (s: SizeMm): number => s[0] * s[1] * s[2];
const sorted = (s: SizeMm): number[] => [...s].sort((a, b) => b - a);
/** Whether one piece fits the box at all (longest side to longest side, and so on). */
const fitsAlone = (item: SizeMm, box: SizeMm): boolean => {
  const a = sorted(item);
  const b = sorted(box);
  return a.every((v, i) => v <= (b[i] ?? 0));
};

const printSize = (p: KitPrint, t: KittingTables): SizeMm => {
  if (p.kind === 'card') return t.printing.card.sizeMm;
  const m = t.printing.manual;
  return [m.sizeMm[0], m.sizeMm[1], Math.max(m.sizeMm[2], Math.ceil(p.pages * m.mmPerPage))];
};

/** The problems that stop a kit from being priced or carted (all of them, so the page can show each). */
const kitProblems = (k: KitInput, t: KittingTables, box: SizeMm): Problem[] => {
  const out: Problem[] = [];
  if (k.sets < t.minSets) out.push(problem('sets', 'setsMin', { min: t.minSets }));
  if (k.sets > t.maxSets) out.push(problem('sets', 'setsMax', { max: t.maxSets }));
  if (k.parts.length === 0 && k.pcbs.length === 0) out.push(problem('items', 'empty'));
  if (k.groveRequired && !k.parts.some((p) => p.grove)) out.push(problem('items', 'groveRequired'));
  if (k.parts.length + k.pcbs.length + k.printing.length > t.maxComponents) out.push(problem('items', 'componentLimit', { max: t.maxComponents }));
  const seen = new Set<string>();
  k.parts.forEach((p, i) => {
    const field = `items.${i}.quantity`;
    if (seen.has(p.sku)) out.push(problem(`items.${i}.sku`, 'duplicate', { sku: p.sku }));
    seen.add(p.sku);
    if (p.perSet > t.maxPerSet) out.push(problem(field, 'perSetMax', { max: t.maxPerSet }));
    if (p.perSet * k.sets > p.stock) out.push(problem(field, 'stock', { sku: p.sku, stock: p.stock, maxSets: Math.floor(p.stock / p.perSet) }));
    if (p.tiers.length === 0) out.push(problem(`items.${i}.sku`, 'noPrice', { sku: p.sku }));
  });
  k.pcbs.forEach((p, i) => {
    if (p.perSet > t.maxPerSet) out.push(problem(`pcbs.${i}.quantity`, 'perSetMax', { max: t.maxPerSet }));
  });
  if (k.package.type === 'custom') {
    const c = t.customBox;
    if (box.some((v) => v < c.minMm || v > c.maxMm)) out.push(problem('package', 'packageSize', { min: c.minMm, max: c.maxMm }));
  }
  return out;
};

const buildDays = (sets: number, t: KittingTables): number =>
  t.buildDays.base + Math.floor(Math.max(0, sets - 1) / t.buildDays.setsStep) * t.buildDays.perSetsStep;

/** The contents of one set against the box: by volume (the table's fill share) and each piece on its own. */
export const kitFit = (k: KitInput, t: KittingTables): { fit: KitFit; tooLarge: string[] } => {
  const box = boxSize(k.package);
  const pieces: { field: string; size: SizeMm; count: number }[] = [
    ...k.parts.map((p, i) => ({ field: `items.${i}`, size: p.sizeMm ?? t.defaultPartMm, count: p.perSet })),
    ...k.pcbs.map((p, i) => ({ field: `pcbs.${i}`, size: p.sizeMm ?? t.defaultPartMm, count: p.perSet })),
    ...k.printing.map((p, i) => ({ field: `printing.${i}`, size: printSize(p, t), count: 1 })),
  ];
  const contentMm3 = pieces.reduce((acc, p) => acc + volume(p.size) * p.count, 0);
  const usableMm3 = Math.floor((volume(box) * t.fillPercent) / 100);
  const tooLarge = pieces.filter((p) => !fitsAlone(p.size, box)).map((p) => p.field);
  return { fit: { fits: contentMm3 <= usableMm3 && tooLarge.length === 0, contentMm3, usableMm3, boxMm: box }, tooLarge };
};

const weightGrams = (k: KitInput, t: KittingTables, box: SizeMm): number => {
  const perSet =
    k.parts.reduce((acc, p) => acc + p.perSet * t.gramsPerPart, 0) +
    k.pcbs.reduce((acc, p) => {
      const s = p.sizeMm ?? t.defaultPartMm;
      // board area × 1.6 mm FR-4, plus a part's weight for what is on it
      return acc + p.perSet * ((s[0] * s[1] * 1.6 * t.pcbDensity) / 1000 + t.gramsPerPart);
    }, 0) +
    k.printing.reduce((acc, p) => acc + (p.kind === 'card' ? t.printing.card.grams : p.pages * t.printing.manual.gramsPerPage), 0) +
    (k.package.type === 'custom' ? (surfaceDm2(box) * t.customBox.gramsPerDm2) : t.box[k.package.type].grams);
  return Math.max(1, Math.ceil(perSet * k.sets));
};

/** Outer surface of a box in dm², rounded up (the custom box's cardboard). */
const surfaceDm2 = (s: SizeMm): number => Math.ceil((2 * (s[0] * s[1] + s[0] * s[2] + s[1] * s[2])) / 10_000);

/**
 * Prices a kit. The lines are computed even when there are problems (the estimate still shows what it can); a
 * kit with any problem cannot go to the cart (the server refuses it with the same problems).
 */
export const priceKit = (k: KitInput, t: KittingTables): KitPrice => {
  const box = boxSize(k.package);
  const problems = kitProblems(k, t, box);
  const { fit, tooLarge } = kitFit(k, t);
  for (const field of tooLarge) problems.push(problem(field, 'itemTooLarge'));
  if (!fit.fits && tooLarge.length === 0) {
    problems.push(problem('package', 'boxTooSmall', { content: Math.ceil(fit.contentMm3 / 1000), usable: Math.floor(fit.usableMm3 / 1000) }));
  }
  const sets = BigInt(Math.max(0, k.sets));

  // BOM: each part at the tier its whole run reaches (per set × sets), summed in micro-USD, rounded up once
  let bomMicros = 0n;
  for (const p of k.parts) {
    const qty = p.perSet * k.sets;
    bomMicros += (tierMicros(p.tiers, qty) ?? 0n) * BigInt(qty);
  }
  const bom = ceilDiv(bomMicros, 10_000n);
  const pcb = k.pcbs.reduce((acc, p) => acc + p.unitCents * BigInt(p.perSet) * sets, 0n);
  const printing = k.printing.reduce(
    (acc, p) => acc + (p.kind === 'card' ? t.printing.card.perCopyCents : t.printing.manual.perCopyCents + t.printing.manual.perPageCents * BigInt(p.pages)) * sets,
    0n,
  );
  // every piece placed in every set: library parts, boards, printed items (and the sticker applied to the box)
  const piecesPerSet = k.parts.reduce((a, p) => a + p.perSet, 0) + k.pcbs.reduce((a, p) => a + p.perSet, 0) + k.printing.length + (k.sticker ? 1 : 0);
  const kitting = t.kittingPerPieceCents * BigInt(piecesPerSet) * sets;
  const boxCost = k.package.type === 'custom'
    ? t.customBox.setupCents + (t.customBox.perSetCents + t.customBox.perDm2Cents * BigInt(surfaceDm2(box))) * sets
    : t.box[k.package.type].perSetCents * sets;
  const sticker = k.sticker ? t.sticker.setupCents + t.sticker.perSetCents * sets : 0n;

  const lines: PriceLine[] = [{ key: 'setup', amount: t.setupCents }];
  if (pcb > 0n) lines.push({ key: 'pcb', amount: pcb });
  if (bom > 0n) lines.push({ key: 'bom', amount: bom });
  if (printing > 0n) lines.push({ key: 'printing_material', amount: printing });
  lines.push({ key: 'kitting', amount: kitting }, { key: 'package', amount: boxCost + sticker });
  const subtotal = sumLines(lines);

  const stockSets = k.parts.map((p) => Math.floor(p.stock / Math.max(1, p.perSet)));
  return {
    lines,
    subtotal,
    perSetCents: sets > 0n ? subtotal / sets : subtotal,
    buildDays: buildDays(k.sets, t),
    weightGrams: weightGrams(k, t, box),
    fit,
    maxSets: stockSets.length > 0 ? Math.min(...stockSets) : null,
    problems,
  };
};
