// The stencil price engine (issue 3 §3, §5): sheet price by size and framing, times sheets per set (both
// sides on separate sheets = 2) and quantity, plus options. Pure, bigint cents; assumes values that passed
// `validateStencil` (a framing that does not exist for the size throws).
import { sheetsPerSet } from '../params/stencil-options';
import type { StencilValues } from '../rules/stencil';
import { sumLines, type PriceLine } from './lines';
import type { StencilTables } from './tables';

interface StencilPrice {
  lines: PriceLine[];
  total: bigint;
  buildDays: number;
  weightGrams: number;
  manualQuote: false;
}

const LARGE_SIZES = new Set(['550x650', '736x736']);

export const priceStencil = (v: StencilValues, t: StencilTables): StencilPrice => {
  const sheetPrice = v.framed ? t.sheet[v.size].framed : t.sheet[v.size].frameless;
  if (sheetPrice === null) throw new Error(`no ${v.framed ? 'framed' : 'frameless'} stencil of ${v.size}`);
  const sheets = BigInt(sheetsPerSet(v.side) * v.quantity);
  const lines: PriceLine[] = [{ key: 'stencil', amount: sheetPrice * sheets }];
  if (v.electropolishing) lines.push({ key: 'electropolishing', amount: t.electropolishingCents * sheets });
  const fid = t.fiducials[v.fiducials];
  if (fid > 0n) lines.push({ key: 'fiducials', amount: fid * sheets });

  let days = t.buildDays;
  if (v.electropolishing) days += t.electropolishingDays;
  if (v.framed && LARGE_SIZES.has(v.size)) days += t.largeFramedDays;

  const grams = t.sheetGrams[v.size][v.framed ? 'framed' : 'frameless'];
  const weightGrams = grams * Number(sheets) + t.packagingGrams;
  return { lines, total: sumLines(lines), buildDays: days, weightGrams, manualQuote: false };
};
