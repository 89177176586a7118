// The 3D printing price table (issue 12 "3D printing"). DATA like the other tables: the server seeds
// `defaultPrint3dTables` into `price_tables` (key 'print3d') and passes the stored copy to the engine (./print3d.ts),
// so staff change prices without a release (`/staff/prices`). `parsePrint3dTables` is the one check a stored or
// edited table passes.
//
// Units: money is bigint US cents; rates per cm³ / cm² are bigint micro-dollars (USD × 1e6). Lengths in mm.
//
// Where the numbers come from (also in docs/print3d.md, "Price"). The spec gives 3D printing a product id and the
// 10 MB STL limit only, so the processes, build volumes and rates follow public price lists of 2024–2025 instant-quote
// services (JLC3DP, Craftcloud, Xometry/Protolabs' published material pages), rounded:
// - SLA (Formlabs-class printers, build 335 × 200 × 300 mm, 0.6 mm walls): standard resin $0.20/cm³, tough resin
//   $0.35/cm³, clear resin $0.40/cm³; supports add about 20 % material.
// - MJF (HP 5200, build 380 × 284 × 380 mm, 0.8 mm walls): PA12 nylon grey $0.35/cm³, packed in a powder bed, so the
//   bounding box matters less than the volume; no supports.
// - SLS (EOS P396-class, build 340 × 340 × 600 mm, 0.8 mm walls): PA12 white $0.40/cm³, PA12 glass-filled $0.50/cm³.
// - FDM (build 250 × 210 × 210 mm, 1 mm walls): PLA $0.08/cm³, PETG $0.10/cm³, ABS $0.10/cm³; supports ~15 %.
// - A machine rate per cm³ of the part's bounding box (bed space and print time), start-up per part (file check and
//   preparation), a per-piece minimum, and quantity breaks on the per-piece charges.
import { z } from 'zod';
import { NO_NUL } from '../contracts/fields';
import { describeTableIssues, parseTableText, tableToEditText, type TableIssue, type TableParse } from './table-issues';

export const PRINT3D_PROCESSES = ['sla', 'mjf', 'sls', 'fdm'] as const;
export type Print3dProcess = (typeof PRINT3D_PROCESSES)[number];

export interface Print3dProcessTable {
  /** Largest part the machine holds, mm (any orientation: compared side by side after sorting). */
  buildVolumeMm: [number, number, number];
  /** Thinnest wall the process prints reliably, mm. */
  minWallMm: number;
  /** Machine time and bed space per cm³ of the part's bounding box. */
  machineMicrosPerCm3: bigint;
  /** Support material, in ppm of the part's volume (0: powder processes need none). */
  supportPpm: bigint;
  /** Start-up per part line (file check, orientation, slicing). */
  startupCents: bigint;
  /** The least one piece costs (material, machine and finish together). */
  minimumPieceCents: bigint;
  /** Build time in working days. */
  buildDays: number;
}

export interface Print3dMaterialTable {
  process: Print3dProcess;
  microsPerCm3: bigint;
  /** Density in mg per cm³, for the shipping weight. */
  densityMgPerCm3: number;
  /** Colours offered (ids with texts in the web catalogs, print3d.colour.*). */
  colours: string[];
}

export interface Print3dFinishTable {
  processes: Print3dProcess[];
  perPieceCents: bigint;
  microsPerCm2: bigint;
  days: number;
}

export interface Print3dTables {
  version: string;
  maxQuantity: number;
  processes: Record<Print3dProcess, Print3dProcessTable>;
  /** Keyed by material id (print3d.material.* texts). */
  materials: Record<string, Print3dMaterialTable>;
  /** Keyed by finish id; 'standard' (as printed) must exist for every process. */
  finishes: Record<string, Print3dFinishTable>;
  /** Per-piece charges × ppm from a quantity on (the largest `from` not above the quantity applies). */
  quantityBreaks: { from: number; ppm: bigint }[];
  /** More days for large runs: the largest matching entry applies. */
  largeRunDays: { overQuantity: number; days: number }[];
  packagingGrams: number;
}

export const defaultPrint3dTables: Print3dTables = {
  version: '2026-11-1',
  maxQuantity: 1000,
  processes: {
    sla: { buildVolumeMm: [335, 200, 300], minWallMm: 0.6, machineMicrosPerCm3: 20_000n, supportPpm: 200_000n, startupCents: 300n, minimumPieceCents: 150n, buildDays: 3 },
    mjf: { buildVolumeMm: [380, 284, 380], minWallMm: 0.8, machineMicrosPerCm3: 10_000n, supportPpm: 0n, startupCents: 500n, minimumPieceCents: 300n, buildDays: 4 },
    sls: { buildVolumeMm: [340, 340, 600], minWallMm: 0.8, machineMicrosPerCm3: 12_000n, supportPpm: 0n, startupCents: 500n, minimumPieceCents: 300n, buildDays: 5 },
    fdm: { buildVolumeMm: [250, 210, 210], minWallMm: 1.0, machineMicrosPerCm3: 8_000n, supportPpm: 150_000n, startupCents: 200n, minimumPieceCents: 100n, buildDays: 3 },
  },
  materials: {
    standard_resin: { process: 'sla', microsPerCm3: 200_000n, densityMgPerCm3: 1150, colours: ['white', 'grey', 'black'] },
    tough_resin: { process: 'sla', microsPerCm3: 350_000n, densityMgPerCm3: 1200, colours: ['grey', 'black'] },
    clear_resin: { process: 'sla', microsPerCm3: 400_000n, densityMgPerCm3: 1180, colours: ['clear'] },
    pa12_mjf: { process: 'mjf', microsPerCm3: 350_000n, densityMgPerCm3: 1010, colours: ['grey', 'black'] },
    pa12_sls: { process: 'sls', microsPerCm3: 400_000n, densityMgPerCm3: 950, colours: ['white', 'black'] },
    pa12_gf_sls: { process: 'sls', microsPerCm3: 500_000n, densityMgPerCm3: 1220, colours: ['white'] },
    pla: { process: 'fdm', microsPerCm3: 80_000n, densityMgPerCm3: 1240, colours: ['white', 'black', 'grey', 'red', 'blue'] },
    petg: { process: 'fdm', microsPerCm3: 100_000n, densityMgPerCm3: 1270, colours: ['black', 'white', 'clear'] },
    abs: { process: 'fdm', microsPerCm3: 100_000n, densityMgPerCm3: 1040, colours: ['black', 'white'] },
  },
  finishes: {
    standard: { processes: ['sla', 'mjf', 'sls', 'fdm'], perPieceCents: 0n, microsPerCm2: 0n, days: 0 },
    sanded: { processes: ['sla', 'fdm'], perPieceCents: 100n, microsPerCm2: 20_000n, days: 1 },
    dyed_black: { processes: ['mjf', 'sls'], perPieceCents: 100n, microsPerCm2: 5_000n, days: 1 },
    vapor_smoothed: { processes: ['mjf', 'sls'], perPieceCents: 300n, microsPerCm2: 15_000n, days: 2 },
    painted: { processes: ['sla'], perPieceCents: 500n, microsPerCm2: 40_000n, days: 3 },
  },
  quantityBreaks: [
    { from: 1, ppm: 1_000_000n },
    { from: 10, ppm: 920_000n },
    { from: 50, ppm: 850_000n },
    { from: 100, ppm: 800_000n },
    { from: 500, ppm: 720_000n },
  ],
  largeRunDays: [{ overQuantity: 100, days: 2 }, { overQuantity: 500, days: 5 }],
  packagingGrams: 150,
};

const exact = (max: bigint) => z.union([z.bigint(), z.int()]).transform((v) => BigInt(v)).pipe(z.bigint().min(0n).max(max));
const cents = exact(100_000_000n);
const micros = exact(1_000_000_000n);
const days = z.number().int().min(0).max(120);
const word = z.string().trim().min(1).max(64).regex(NO_NUL);
const mm = z.number().positive().max(10_000);

const processSchema = z.strictObject({
  buildVolumeMm: z.tuple([mm, mm, mm]),
  minWallMm: z.number().min(0).max(100),
  machineMicrosPerCm3: micros,
  supportPpm: exact(10_000_000n),
  startupCents: cents,
  minimumPieceCents: cents,
  buildDays: days,
});
const processEnum = z.enum(PRINT3D_PROCESSES);

const print3dTablesSchema = z
  .strictObject({
    version: word,
    maxQuantity: z.number().int().min(1).max(100_000),
    processes: z.strictObject({ sla: processSchema, mjf: processSchema, sls: processSchema, fdm: processSchema }),
    materials: z.record(
      word,
      z.strictObject({ process: processEnum, microsPerCm3: micros, densityMgPerCm3: z.number().int().min(1).max(30_000), colours: z.array(word).min(1).max(30) }),
    ),
    finishes: z.record(
      word,
      z.strictObject({ processes: z.array(processEnum).min(1), perPieceCents: cents, microsPerCm2: micros, days }),
    ),
    quantityBreaks: z.array(z.strictObject({ from: z.number().int().min(1), ppm: exact(1_000_000n) })).min(1).max(20),
    largeRunDays: z.array(z.strictObject({ overQuantity: z.number().int().min(1), days })).max(20),
    packagingGrams: z.number().int().min(0).max(100_000),
  })
  .refine((t) => PRINT3D_PROCESSES.every((p) => t.finishes.standard?.processes.includes(p)), { message: 'standardFinish', path: ['finishes', 'standard'] })
  .refine((t) => t.quantityBreaks.some((b) => b.from === 1), { message: 'firstBreak', path: ['quantityBreaks'] })
  .refine((t) => PRINT3D_PROCESSES.every((p) => Object.values(t.materials).some((m) => m.process === p)), { message: 'materialPerProcess', path: ['materials'] });

export type Print3dTableIssue = TableIssue;

/** The table as staff edit it: indented JSON with amounts as plain whole numbers (no bigint tags). */
export const print3dTablesToEditText = (t: Print3dTables): string => tableToEditText(t);

/** A table the engine can trust (stored tablesToJson text or the staff's edit text), or what is wrong with it. */
export const parsePrint3dTables = (json: string): TableParse<Print3dTables> => parseTableText(json, print3dTablesSchema) as TableParse<Print3dTables>;

export const describePrint3dIssues = describeTableIssues;
