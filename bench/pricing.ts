// Price computation per call (issue 3 §6: target under 0.1 ms) over ~100k random valid configurations,
// plus the rule and schema functions the order form runs on every change. Returns a markdown table for
// docs/benchmarks.md; run alone with `npx tsx bench/pricing.ts`.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { PcbTier } from '../src/shared/ids';
import { paramSchema } from '../src/shared/params/pcb';
import {
  EXPEDITED, FINISHES, MASK_COLOURS, VIA_TREATMENTS, blindViasAllowed, expediteAllowed, forcedSilkscreen,
  layersAllowedForMaterial, thicknessAllowed, tierChoices, type PcbTierValue,
} from '../src/shared/params/pcb-options';
import { STENCIL_FIDUCIALS, STENCIL_SIDES, STENCIL_SIZES, forcedFraming } from '../src/shared/params/stencil-options';
import { pricePcb } from '../src/shared/pricing/pcb';
import { estimateShipping } from '../src/shared/pricing/shipping';
import { CARRIERS, defaultShippingTables } from '../src/shared/pricing/shipping-tables';
import { priceStencil } from '../src/shared/pricing/stencil';
import { defaultPcbTables, defaultStencilTables } from '../src/shared/pricing/tables';
import { defaultPcbValues, hasErrors, validatePcb, type PcbValues } from '../src/shared/rules/pcb';
import { defaultStencilValues, type StencilValues } from '../src/shared/rules/stencil';

const CONFIGS = 100_000;
const TARGET_MS = 0.1;

/** Deterministic PRNG (mulberry32) so runs are comparable. */
const rng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const randomPcb = (next: () => number): { tier: PcbTierValue; values: PcbValues } => {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  for (;;) {
    const tier = next() < 0.6 ? PcbTier.Normal : PcbTier.Advance;
    const offered = tierChoices(tier);
    const material = next() < 0.8 ? 'fr4' : pick(offered.material);
    const layers = pick(offered.layers.filter((n) => layersAllowedForMaterial(material, n)));
    const thickness = pick(offered.thickness.filter((t) => thicknessAllowed(tier, material, layers, t)));
    const maskColour = pick(offered.maskColour.filter((c): c is (typeof MASK_COLOURS)[number] => MASK_COLOURS.includes(c)));
    const width = Math.round((10 + next() * 190) * 100) / 100;
    const height = Math.round((10 + next() * 190) * 100) / 100;
    const finish = pick(offered.finish.filter((f): f is (typeof FINISHES)[number] => FINISHES.includes(f)));
    const expedited = pick(EXPEDITED.filter((e) => expediteAllowed(e, material, layers)));
    const values: PcbValues = {
      ...defaultPcbValues(),
      material, layers, thickness, maskColour, width, height, finish, expedited,
      silkscreen: forcedSilkscreen(maskColour) ?? pick(offered.silkscreen),
      quantity: pick(offered.quantity),
      outerCopper: pick(offered.outerCopper),
      innerCopper: pick(offered.innerCopper),
      minDrill: pick(offered.minDrill),
      traceSpace: pick(offered.traceSpace),
      maskDam: pick(offered.maskDam),
      viaTreatment: pick(offered.viaTreatment.filter((x): x is (typeof VIA_TREATMENTS)[number] => VIA_TREATMENTS.includes(x))),
      halfHoles: next() < 0.1,
      impedance: tier !== PcbTier.Normal && next() < 0.2,
      blindVias: blindViasAllowed(tier, material, layers) && next() < 0.2,
      designs: 1 + Math.floor(next() * 3),
      removeOrderNumber: next() < 0.2,
      sizeConfirmed: true,
    };
    if (!hasErrors(validatePcb(tier, values))) return { tier, values };
  }
};

const randomStencil = (next: () => number): StencilValues => {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const size = pick(STENCIL_SIZES);
  return {
    ...defaultStencilValues(),
    size,
    framed: forcedFraming(size) ?? next() < 0.5,
    side: pick(STENCIL_SIDES),
    fiducials: pick(STENCIL_FIDUCIALS),
    electropolishing: next() < 0.3,
    quantity: 2 * (1 + Math.floor(next() * 10)),
  };
};

interface Row { name: string; calls: number; ms: number }

/** Runs `fn` over every input once to warm up, then once timed. */
const measure = <T>(name: string, inputs: readonly T[], fn: (x: T, i: number) => unknown): Row => {
  let sink = 0;
  inputs.forEach((x, i) => { if (fn(x, i)) sink++; });
  const start = performance.now();
  inputs.forEach((x, i) => { if (fn(x, i)) sink++; });
  const ms = performance.now() - start;
  if (sink < 0) throw new Error('unreachable'); // keeps the calls from being optimised away
  return { name, calls: inputs.length, ms };
};

export const runPricingBench = async (): Promise<string> => {
  const next = rng(20261122);
  const pcbs = Array.from({ length: CONFIGS }, () => randomPcb(next));
  const stencils = Array.from({ length: CONFIGS }, () => randomStencil(next));
  const countries = ['JP', 'US', 'DE', 'AU', 'BR', 'CN', 'GB', 'SG'];
  const ctx = (i: number) => ({ designIndexInOrder: i % 7, threePieceSpecialUsed: i % 2 === 0 });

  const rows: Row[] = [
    measure('pricePcb', pcbs, (c, i) => pricePcb(c.tier, c.values, defaultPcbTables, ctx(i)).total > 0n),
    measure('priceStencil', stencils, (s) => priceStencil(s, defaultStencilTables).total > 0n),
    measure('estimateShipping', pcbs, (c, i) => estimateShipping(countries[i % countries.length] ?? 'JP', CARRIERS[i % 4] ?? 'dhl', 300 + (i % 5000), defaultShippingTables).ok),
    measure('validatePcb', pcbs, (c) => validatePcb(c.tier, c.values).length >= 0),
    measure('paramSchema (form refresh)', pcbs.slice(0, 20_000), (c) => paramSchema(c.tier, c.values).length > 0),
  ];

  const lines = [
    `Random valid configurations: ${CONFIGS.toLocaleString('en-US')} (seeded; ${pcbs.filter((c) => c.tier === PcbTier.Normal).length.toLocaleString('en-US')} quick-turn, the rest advanced). Node ${process.version}.`,
    '',
    '| Operation | Calls | Total (ms) | Per call (ms) | Target |',
    '|---|---:|---:|---:|---|',
    ...rows.map((r) => {
      const per = r.ms / r.calls;
      const target = r.name.startsWith('price') ? `< ${TARGET_MS} ms ${per < TARGET_MS ? '✓' : '✗'}` : '';
      return `| ${r.name} | ${r.calls.toLocaleString('en-US')} | ${r.ms.toFixed(1)} | ${per.toFixed(4)} | ${target} |`;
    }),
  ];
  return lines.join('\n');
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await runPricingBench());
}
