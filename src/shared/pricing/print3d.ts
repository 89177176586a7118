// The 3D printing price engine (issue 12): one part (a model with its process, material, colour, finish and
// quantity) priced from its measured geometry and the stored table (./print3d-tables.ts). Pure and exact: the
// geometry is rounded once to whole mm³ / mm², then everything is bigint micro-dollars and cents. The page runs it
// as the customer types; the server runs it again from the stored analysis when the part goes into the cart.
//
// Per piece: material = volume × (1 + support) × material rate (support shown on its own line), machine = bounding
// box × process rate, finish = per piece + area × rate; each × the quantity break. A piece costing less than the
// process's minimum is topped up (its own line). Start-up once per part line.
import type { PartGeometry, Vec3 } from '../print3d/analysis';
import { sumLines, type PriceLine } from './lines';
import type { Print3dProcess, Print3dTables } from './print3d-tables';

export interface Print3dPartSpec {
  process: Print3dProcess;
  material: string;
  colour: string;
  finish: string;
  quantity: number;
}

export interface Print3dProblem {
  field: 'model' | 'process' | 'material' | 'colour' | 'finish' | 'quantity' | 'unit';
  key: string;
  params?: Record<string, string | number>;
  severity: 'error' | 'warning';
}

export interface Print3dPrice {
  lines: PriceLine[];
  total: bigint;
  /** Per piece, rounded down to the cent (like the other items). */
  unitCents: bigint;
  buildDays: number;
  weightGrams: number;
}

const MICROS_PER_CENT = 10_000n;
const PPM = 1_000_000n;

/** Round half up, for non-negative values. */
const divRound = (a: bigint, b: bigint): bigint => (a + b / 2n) / b;

const sortedSides = (v: Vec3 | readonly number[]): number[] => (Array.isArray(v) ? [...(v as number[])] : [(v as Vec3).x, (v as Vec3).y, (v as Vec3).z]).sort((a, b) => a - b);

/** The part fits the machine in some axis-aligned orientation: its sorted sides against the machine's sorted sides. */
export const fitsBuildVolume = (size: Vec3, build: readonly [number, number, number]): boolean => {
  const part = sortedSides(size);
  const machine = sortedSides(build);
  return part.every((s, i) => s <= machine[i]!);
};

/**
 * Average wall of the part, mm: 2 × volume / area is exactly the thickness of a flat plate and below the smallest
 * side for bulky parts. A heuristic: it catches parts that are thin all over, not one thin feature.
 */
export const meanWallMm = (g: PartGeometry): number | null => (g.volume === null || g.area === 0 ? null : (2 * g.volume) / g.area);

/** What stops (error) or deserves a look (warning) for this part and this choice. */
export const print3dProblems = (g: PartGeometry | null, meshProblems: readonly string[], spec: Print3dPartSpec, t: Print3dTables): Print3dProblem[] => {
  const out: Print3dProblem[] = [];
  const process = t.processes[spec.process];
  const material = t.materials[spec.material];
  const finish = t.finishes[spec.finish];
  if (!process) out.push({ field: 'process', key: 'print3d.problem.process', severity: 'error' });
  if (!material || material.process !== spec.process) out.push({ field: 'material', key: 'print3d.problem.material', severity: 'error' });
  else if (!material.colours.includes(spec.colour)) out.push({ field: 'colour', key: 'print3d.problem.colour', severity: 'error' });
  if (!finish || !finish.processes.includes(spec.process)) out.push({ field: 'finish', key: 'print3d.problem.finish', severity: 'error' });
  if (!Number.isInteger(spec.quantity) || spec.quantity < 1 || spec.quantity > t.maxQuantity) {
    out.push({ field: 'quantity', key: 'print3d.problem.quantity', params: { min: 1, max: t.maxQuantity }, severity: 'error' });
  }
  if (!g) {
    out.push({ field: 'model', key: 'print3d.problem.noModel', severity: 'error' });
    return out;
  }
  for (const p of meshProblems) out.push({ field: 'model', key: `print3d.mesh.${p}`, severity: 'error' });
  if (g.volume === null && meshProblems.length === 0) out.push({ field: 'model', key: 'print3d.mesh.open', severity: 'error' });
  if (process) {
    if (!fitsBuildVolume(g.size, process.buildVolumeMm)) {
      const [a, b, c] = process.buildVolumeMm;
      out.push({ field: 'model', key: 'print3d.problem.tooLarge', params: { build: `${a} × ${b} × ${c}` }, severity: 'error' });
    }
    const smallest = Math.min(g.size.x, g.size.y, g.size.z);
    const wall = meanWallMm(g);
    if (smallest < process.minWallMm) {
      out.push({ field: 'model', key: 'print3d.problem.tooThin', params: { min: process.minWallMm }, severity: 'error' });
    } else if (wall !== null && wall < process.minWallMm) {
      out.push({ field: 'model', key: 'print3d.problem.thinWalls', params: { min: process.minWallMm }, severity: 'warning' });
    }
  }
  return out;
};

export const blocking = (problems: readonly Print3dProblem[]): boolean => problems.some((p) => p.severity === 'error');

const breakPpm = (t: Print3dTables, quantity: number): bigint => {
  let ppm = PPM;
  let from = 0;
  for (const b of t.quantityBreaks) if (b.from <= quantity && b.from >= from) ({ ppm, from } = b);
  return ppm;
};

/**
 * The price of one part line. Assumes a spec and geometry without blocking problems (print3dProblems); throws when
 * the table has no such process, material or finish, or the volume is unknown.
 */
export const pricePrint3dPart = (g: PartGeometry, spec: Print3dPartSpec, t: Print3dTables): Print3dPrice => {
  const process = t.processes[spec.process];
  const material = t.materials[spec.material];
  const finish = t.finishes[spec.finish];
  if (!process || !material || !finish) throw new Error(`no ${spec.process}/${spec.material}/${spec.finish} in the 3D printing table`);
  if (g.volume === null) throw new Error('a part without a volume cannot be priced');
  const volumeMm3 = BigInt(Math.round(g.volume));
  const boxMm3 = BigInt(Math.round(g.size.x * g.size.y * g.size.z));
  const areaMm2 = BigInt(Math.round(g.area));
  const qty = BigInt(spec.quantity);
  const ppm = breakPpm(t, spec.quantity);

  // micro-dollars per piece, after the quantity break (cm³ = 1000 mm³, cm² = 100 mm²)
  const perPiece = (micros: bigint): bigint => (micros * ppm) / PPM;
  const materialMicros = perPiece((volumeMm3 * material.microsPerCm3) / 1000n);
  const supportMicros = perPiece((volumeMm3 * process.supportPpm * material.microsPerCm3) / 1000n / PPM);
  const machineMicros = perPiece((boxMm3 * process.machineMicrosPerCm3) / 1000n);
  const finishMicros = perPiece(finish.perPieceCents * MICROS_PER_CENT + (areaMm2 * finish.microsPerCm2) / 100n);

  const line = (micros: bigint): bigint => divRound(micros * qty, MICROS_PER_CENT);
  const lines: PriceLine[] = [{ key: 'print3d_material', amount: line(materialMicros) }];
  if (supportMicros > 0n) lines.push({ key: 'print3d_support', amount: line(supportMicros) });
  lines.push({ key: 'print3d_machine', amount: line(machineMicros) });
  if (finishMicros > 0n) lines.push({ key: 'print3d_finish', amount: line(finishMicros) });
  const pieces = sumLines(lines);
  const floor = process.minimumPieceCents * qty;
  if (pieces < floor) lines.push({ key: 'print3d_minimum', amount: floor - pieces });
  if (process.startupCents > 0n) lines.push({ key: 'print3d_startup', amount: process.startupCents });
  const total = sumLines(lines);

  let extraDays = 0;
  for (const r of t.largeRunDays) if (spec.quantity > r.overQuantity) extraDays = Math.max(extraDays, r.days);
  const gramsPerPiece = (g.volume / 1000) * (material.densityMgPerCm3 / 1000);
  return {
    lines,
    total,
    unitCents: total / qty,
    buildDays: process.buildDays + finish.days + extraDays,
    weightGrams: Math.ceil(gramsPerPiece * spec.quantity) + t.packagingGrams,
  };
};

/** The materials, colours and finishes offered for a process, in table order (for the page's selects). */
export const materialsFor = (t: Print3dTables, process: Print3dProcess): string[] =>
  Object.entries(t.materials).filter(([, m]) => m.process === process).map(([id]) => id);
export const finishesFor = (t: Print3dTables, process: Print3dProcess): string[] =>
  Object.entries(t.finishes).filter(([, f]) => f.processes.includes(process)).map(([id]) => id);
