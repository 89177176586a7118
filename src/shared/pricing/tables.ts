// Price tables for the PCB and stencil engines. They are DATA: the server seeds `defaultPcbTables` /
// `defaultStencilTables` into the database and passes the stored copy to the engines, so prices change
// without a release (issue 3 §3). Money is bigint US cents; areas are bigint mm²; days are working days.
import type { Finish, Material, TraceSpace, ViaTreatment, MaskColour } from '../params/pcb-options';
import type { StencilFiducials, StencilSize } from '../params/stencil-options';

/** One marginal band of the per-square-metre rate: area up to `uptoMm2` (null = no limit) costs `centsPerM2`. */
export interface AreaBand {
  uptoMm2: bigint | null;
  centsPerM2: bigint;
}

export interface LayerPrice {
  /** The least a lot of this layer count costs (normal price, before any special). */
  minimumCents: bigint;
  /** Marginal bands: each square metre costs the rate of the band it falls in, so more area never costs less. */
  bands: AreaBand[];
  /** Engineering setup charged per order line (multilayer stack-ups; zero up to 4 layers). */
  setupCents: bigint;
  /** Standard build time in working days. */
  buildDays: number;
}

/** An option's extra cost: max(minimum, total area × rate), plus extra working days. */
export interface Surcharge {
  minimumCents: bigint;
  centsPerM2: bigint;
  days: number;
}

export interface PcbTables {
  version: string;
  /** Keyed by layer count. */
  layers: Record<number, LayerPrice>;
  /** Handling and electrical test per delivered piece. */
  perPieceCents: bigint;
  /** Base material multiplier in parts per million of the FR-4 price, and its extra build days. */
  material: Record<Material, { ppm: bigint; days: number }>;
  /** The advanced line (tighter tolerances, AOI on every layer) costs this much more, in ppm. */
  advancedPpm: bigint;
  finish: Record<Finish, Surcharge>;
  /** Keyed by oz as written: '1', '2', '3'. */
  outerCopper: Record<string, Surcharge>;
  /** Keyed by oz as written: '0.5', '1', '2'; only for 4+ layers. */
  innerCopper: Record<string, Surcharge>;
  /** Keyed by mm as written: '0.3', '0.25', '0.2'. */
  minDrill: Record<string, Surcharge>;
  traceSpace: Record<TraceSpace, Surcharge>;
  /** Keyed by mm as written: '0.4', '0.2', '0.1'. */
  maskDam: Record<string, Surcharge>;
  /** Solder-mask colour: green is the house colour; others take a separate run (cost and a day). Optional for tables stored before it existed. */
  maskColour?: Partial<Record<MaskColour, Surcharge>>;
  viaTreatment: Record<ViaTreatment, Surcharge>;
  halfHoles: Surcharge;
  impedance: Surcharge;
  blindVias: Surcharge;
  /** Spec services §9: an uncommon colour/thickness adds $50 and 2 working days (once per board). */
  uncommon: { maskColours: MaskColour[]; thicknesses: number[]; cents: bigint; days: number };
  extraDesignCents: bigint;
  factoryPanelCents: bigint;
  removeOrderNumberCents: bigint;
  /** Fee = max(minimum, ppm × board price after specials); build days replace the layer count's days. */
  expedited: Record<'48h' | '24h', { minimumCents: bigint; ppm: bigint; buildDays: number }>;
  /** Extra days for big lots: the largest matching entry applies. */
  largeLotDays: { overMm2: bigint; days: number }[];
  /** Spec services §9 specials (quick-turn only). See pricing/pcb.ts for how they are read. */
  specials: {
    perFileCents: bigint;
    perFileMaxFiles: number;
    maxSideMm: number;
    maxQuantity: number;
    maxLayers: number;
    threePieceCents: bigint;
    threePieceQuantity: number;
  };
  weight: {
    /** g/cm³ per base material (FR-4 1.85). */
    density: Record<Material, number>;
    packagingGrams: number;
    /** Packaging grows with the boards' weight, in per mille. */
    packagingPerMille: number;
  };
}

const M2 = 1_000_000n; // mm² in one square metre
const bands = (r1: bigint, r2: bigint, r3: bigint, r4: bigint): AreaBand[] => [
  { uptoMm2: M2 / 2n, centsPerM2: r1 },
  { uptoMm2: 3n * M2, centsPerM2: r2 },
  { uptoMm2: 10n * M2, centsPerM2: r3 },
  { uptoMm2: null, centsPerM2: r4 },
];
const free: Surcharge = { minimumCents: 0n, centsPerM2: 0n, days: 0 };
const s = (minimumCents: bigint, centsPerM2: bigint, days = 0): Surcharge => ({ minimumCents, centsPerM2, days });

const layerTable = (): Record<number, LayerPrice> => {
  const t: Record<number, LayerPrice> = {
    1: { minimumCents: 1290n, bands: bands(7000n, 4500n, 3600n, 3000n), setupCents: 0n, buildDays: 3 },
    2: { minimumCents: 1490n, bands: bands(8000n, 5000n, 4000n, 3400n), setupCents: 0n, buildDays: 3 },
    4: { minimumCents: 4900n, bands: bands(18000n, 11000n, 9000n, 8000n), setupCents: 0n, buildDays: 4 },
    6: { minimumCents: 9900n, bands: bands(28000n, 17000n, 14000n, 12500n), setupCents: 3000n, buildDays: 5 },
    8: { minimumCents: 17900n, bands: bands(38000n, 24000n, 20000n, 18000n), setupCents: 5000n, buildDays: 6 },
    10: { minimumCents: 24900n, bands: bands(48000n, 30000n, 25000n, 22000n), setupCents: 7000n, buildDays: 7 },
    12: { minimumCents: 32900n, bands: bands(60000n, 37000n, 31000n, 28000n), setupCents: 9000n, buildDays: 8 },
    14: { minimumCents: 42900n, bands: bands(72000n, 45000n, 38000n, 34000n), setupCents: 11000n, buildDays: 9 },
    16: { minimumCents: 52900n, bands: bands(85000n, 53000n, 45000n, 40000n), setupCents: 13000n, buildDays: 10 },
  };
  // Premium stacks (18–32 layers) are quoted by hand; these rows give build-time estimates and a price
  // a manual quote can start from, growing ~12% per two layers.
  for (let n = 18; n <= 32; n += 2) {
    const prev = t[n - 2] as LayerPrice;
    const grow = (c: bigint) => (c * 112n) / 100n;
    t[n] = {
      minimumCents: grow(prev.minimumCents),
      bands: prev.bands.map((b) => ({ uptoMm2: b.uptoMm2, centsPerM2: grow(b.centsPerM2) })),
      setupCents: prev.setupCents + 2000n,
      buildDays: prev.buildDays + 1,
    };
  }
  return t;
};

export const defaultPcbTables: PcbTables = {
  version: '2026-11-2',
  layers: layerTable(),
  perPieceCents: 2n,
  material: {
    fr4: { ppm: 1_000_000n, days: 0 },
    aluminum: { ppm: 1_300_000n, days: 1 },
    flex: { ppm: 2_500_000n, days: 3 },
    rigid_flex: { ppm: 4_000_000n, days: 6 },
  },
  advancedPpm: 1_200_000n,
  finish: {
    hasl: free,
    hasl_lead_free: s(300n, 1500n),
    enig: s(1500n, 6000n, 1),
    osp: s(200n, 1000n),
    hard_gold: s(5000n, 25000n, 2),
    immersion_silver: s(2000n, 8000n, 1),
    immersion_tin: s(2000n, 8000n, 1),
  },
  outerCopper: { '1': free, '2': s(1500n, 4000n, 1), '3': s(3000n, 8000n, 2) },
  innerCopper: { '0.5': free, '1': s(1000n, 3000n), '2': s(2500n, 7000n, 1) },
  minDrill: { '0.3': free, '0.25': s(500n, 1000n), '0.2': s(1000n, 2500n) },
  traceSpace: { '6/6': free, '5/5': s(500n, 1000n), '4/4': s(1000n, 2500n) },
  maskDam: { '0.4': free, '0.2': free, '0.1': s(500n, 1000n) },
  maskColour: {
    green: free, red: s(200n, 800n, 1), yellow: s(200n, 800n, 1), blue: s(200n, 800n, 1), white: s(200n, 800n, 1),
    black: s(200n, 800n, 1), purple: free, matte_black: free, matte_green: free, // the uncommon ones: see `uncommon`
  },
  viaTreatment: {
    tented: free, untented: free, plugged: free, epoxy_filled: s(3000n, 10000n, 1), capped: s(6000n, 20000n, 2),
  },
  halfHoles: s(1500n, 5000n, 1),
  impedance: s(1000n, 0n),
  blindVias: s(10000n, 30000n, 3),
  uncommon: { maskColours: ['purple', 'matte_black', 'matte_green'], thicknesses: [0.4, 2.4, 2.6, 2.8, 3.0, 3.2], cents: 5000n, days: 2 },
  extraDesignCents: 500n,
  factoryPanelCents: 500n,
  removeOrderNumberCents: 150n,
  expedited: {
    '48h': { minimumCents: 1000n, ppm: 300_000n, buildDays: 2 },
    '24h': { minimumCents: 2500n, ppm: 600_000n, buildDays: 1 },
  },
  largeLotDays: [{ overMm2: 3n * M2, days: 2 }, { overMm2: 10n * M2, days: 4 }],
  specials: {
    perFileCents: 490n,
    perFileMaxFiles: 5,
    maxSideMm: 100,
    maxQuantity: 10,
    maxLayers: 2,
    threePieceCents: 100n,
    threePieceQuantity: 3,
  },
  weight: {
    density: { fr4: 1.85, aluminum: 2.7, flex: 1.42, rigid_flex: 1.7 },
    packagingGrams: 60,
    packagingPerMille: 50,
  },
};

export interface StencilTables {
  version: string;
  /** Price of one sheet per size, framed and frameless; null where that build does not exist. */
  sheet: Record<StencilSize, { frameless: bigint | null; framed: bigint | null }>;
  /** Weight of one sheet in grams (a frame weighs far more than the foil). */
  sheetGrams: Record<StencilSize, { frameless: number; framed: number }>;
  electropolishingCents: bigint;
  fiducials: Record<StencilFiducials, bigint>;
  buildDays: number;
  electropolishingDays: number;
  /** Large framed stencils go on the big laser: extra days. */
  largeFramedDays: number;
  packagingGrams: number;
}

export const defaultStencilTables: StencilTables = {
  version: '2026-11-2',
  sheet: {
    '380x280': { frameless: 790n, framed: null },
    '370x470': { frameless: 1290n, framed: 1990n },
    '420x520': { frameless: 1590n, framed: 2490n },
    '550x650': { frameless: 2490n, framed: 3490n },
    '736x736': { frameless: null, framed: 4990n },
  },
  sheetGrams: {
    '380x280': { frameless: 150, framed: 0 },
    '370x470': { frameless: 250, framed: 1800 },
    '420x520': { frameless: 320, framed: 2200 },
    '550x650': { frameless: 500, framed: 3500 },
    '736x736': { frameless: 0, framed: 6000 },
  },
  electropolishingCents: 500n,
  fiducials: { none: 0n, half_lasered: 0n, lasered_through: 200n },
  buildDays: 2,
  electropolishingDays: 1,
  largeFramedDays: 1,
  packagingGrams: 200,
};
