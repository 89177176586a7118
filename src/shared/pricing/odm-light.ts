// The ODM light price engine (issue 13): a XIAO-based device customised from a menu (rules/odm-light.ts). Pure,
// integer money: table amounts are bigint US cents, per-piece amounts are multiplied by the quantity, and a percent
// is applied once to the whole line and rounded down in the customer's favour. Tables are data (price_tables key
// 'odm_light', falling back to defaultOdmLightTables). Every order carries the sample fee (spec services §9,
// "Customization sample fee $100 USD"): the customer confirms the sample before mass production starts.
import type { OdmLightValues } from '../rules/odm-light';
import { ODM_BASES, ODM_ENCLOSURES, ODM_FIRMWARE, ODM_LOGOS, ODM_PACKAGING } from '../rules/odm-light';
import { sumLines, type PriceLine } from './lines';

type PerChoice<T extends readonly string[]> = Record<T[number], bigint>;
type GramsPerChoice<T extends readonly string[]> = Record<T[number], number>;

export interface OdmLightTables {
  version: string;
  /** The XIAO board, per piece. */
  baseCents: PerChoice<typeof ODM_BASES>;
  /** The enclosure, per piece; a colour other than black or white adds colourCents per piece. */
  enclosureCents: PerChoice<typeof ODM_ENCLOSURES>;
  colourCents: bigint;
  /** Logo print: per piece, plus a one-off setup (screen or laser program). */
  logoCents: PerChoice<typeof ODM_LOGOS>;
  logoSetupCents: PerChoice<typeof ODM_LOGOS>;
  /** Firmware flashing per piece; a custom image adds a one-off bring-up charge. */
  firmwareCents: PerChoice<typeof ODM_FIRMWARE>;
  firmwareSetupCents: PerChoice<typeof ODM_FIRMWARE>;
  packagingCents: PerChoice<typeof ODM_PACKAGING>;
  /** Assembly and test labour, per piece. */
  laborCents: bigint;
  /** The sample made and sent before mass production (spec services §9). */
  sampleCents: bigint;
  /** Percent off the per-piece lines from a quantity up (the highest step that applies). */
  volumeDiscounts: { minQuantity: number; percent: number }[];
  buildDays: { sample: number; production: number; perThousandPieces: number };
  /** Grams per piece. */
  grams: { base: number; enclosure: GramsPerChoice<typeof ODM_ENCLOSURES>; packaging: GramsPerChoice<typeof ODM_PACKAGING> };
}

export const ODM_SAMPLE_FEE_CENTS = 10_000n;

export const defaultOdmLightTables: OdmLightTables = {
  version: 'odm-light-2026-11',
  baseCents: { 'xiao-esp32c3': 499n, 'xiao-esp32s3': 749n, 'xiao-rp2040': 399n, 'xiao-nrf52840': 999n },
  enclosureCents: { none: 0n, standard: 180n, waterproof: 420n },
  colourCents: 30n,
  logoCents: { none: 0n, silkscreen: 25n, laser: 40n },
  logoSetupCents: { none: 0n, silkscreen: 3000n, laser: 2000n },
  firmwareCents: { none: 0n, stock: 10n, custom: 20n },
  firmwareSetupCents: { none: 0n, stock: 0n, custom: 15_000n },
  packagingCents: { bulk: 0n, 'retail-box': 60n, 'gift-box': 150n },
  laborCents: 50n,
  sampleCents: ODM_SAMPLE_FEE_CENTS,
  volumeDiscounts: [{ minQuantity: 500, percent: 5 }, { minQuantity: 1000, percent: 10 }, { minQuantity: 5000, percent: 15 }],
  buildDays: { sample: 7, production: 15, perThousandPieces: 2 },
  grams: { base: 3, enclosure: { none: 0, standard: 18, waterproof: 35 }, packaging: { bulk: 1, 'retail-box': 25, 'gift-box': 80 } },
};

export interface OdmLightPrice {
  lines: PriceLine[];
  total: bigint;
  /** Sample days plus production days. */
  buildDays: number;
  weightGrams: number;
}

const PLAIN_COLOURS: readonly string[] = ['black', 'white'];

/** Prices values that passed validateOdmLight (after applyOdmControls). */
export const priceOdmLight = (v: OdmLightValues, t: OdmLightTables): OdmLightPrice => {
  const qty = BigInt(v.quantity);
  const colour = v.enclosure !== 'none' && !PLAIN_COLOURS.includes(v.colour) ? t.colourCents : 0n;
  const product = (t.baseCents[v.base] + t.enclosureCents[v.enclosure] + colour) * qty;
  const labor = t.laborCents * qty;
  const print = t.logoCents[v.logo] * qty;
  const firmware = t.firmwareCents[v.firmware] * qty;
  const pack = t.packagingCents[v.packaging] * qty;
  const lines: PriceLine[] = [{ key: 'product', amount: product }, { key: 'labor', amount: labor }];
  if (print > 0n) lines.push({ key: 'print', amount: print });
  if (firmware > 0n) lines.push({ key: 'odm_firmware', amount: firmware });
  if (pack > 0n) lines.push({ key: 'package', amount: pack });
  const setup = t.logoSetupCents[v.logo] + t.firmwareSetupCents[v.firmware];
  if (setup > 0n) lines.push({ key: 'setup', amount: setup });
  const step = [...t.volumeDiscounts].sort((a, b) => b.minQuantity - a.minQuantity).find((d) => v.quantity >= d.minQuantity);
  if (step) lines.push({ key: 'odm_volume_discount', amount: -(((product + labor + print + firmware + pack) * BigInt(step.percent)) / 100n) });
  lines.push({ key: 'sample', amount: t.sampleCents });
  const days = t.buildDays.sample + t.buildDays.production + Math.floor(v.quantity / 1000) * t.buildDays.perThousandPieces;
  const perPiece = t.grams.base + t.grams.enclosure[v.enclosure] + t.grams.packaging[v.packaging];
  return { lines, total: sumLines(lines), buildDays: days, weightGrams: Math.max(1, perPiece * v.quantity) };
};
