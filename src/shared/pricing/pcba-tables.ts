// The PCBA price table (issue 11 "Price"). DATA like the PCB and stencil tables: the server seeds
// `defaultPcbaTables` into `price_tables` (key 'pcba') and passes the stored copy to the engine (./pcba.ts), so staff
// change prices without a release. `parsePcbaTables` is the one check a stored or edited table passes.
//
// Units: money is bigint US cents; rates below a cent are bigint micro-dollars (USD × 1e6), the unit the parts
// catalogue stores its price tiers in (src/server/db/schema/opl.ts), so joint rates and part prices add exactly.
//
// Where the numbers come from (also in docs/pcba.md, "Price"):
// - From the spec (services §1, §9): assembly from $25 (`minimumCents`), operation free from 100 boards, DFA free
//   and +2 days, certification / mechanical parts from $5,000 (manual quote), the 30 % coupon for XIAO / LoRa /
//   listed modules. Build days: §9 says "expedited build time 7-15 days; 7 working days with OPL parts (one
//   reading: 15 days lead time with OPL parts)". Read together with Seeed Fusion's published lead times (15 business
//   days with OPL parts, 25–30 without; later 7–15 and 20–25): standard 15 days with OPL parts and 25 with bought
//   parts; expedited 7 with OPL parts and 15 with bought parts — the spec's 7–15, and its 7 days with OPL parts.
// - The spec gives no rates, so these follow JLCPCB's public PCBA price list (2024–2025 "Economic" assembly):
//   setup $8 per assembled side, stencil $1.50, SMT $0.0017 per joint, THT (hand/wave) $0.0173 per joint, $3
//   loading fee per unique extended part (basic parts sit on the machines already).
// - Consumables (paste, flux, nozzles) at $0.0005 per joint with a $1 floor: about a third of the SMT joint rate, in
//   the range Shenzhen assemblers quote (0.008–0.03 RMB per joint for the whole SMT step).
// - Operation (order handling, line change, first-article check) $10 per order below 100 boards.
// - Parts are bought while the PCB is made; soldering after the PCB takes ~3 days (2 expedited), so a slow PCB can
//   make the build longer than the lead times above.
// - Functional test: $30 fixture/program setup + $0.50 per board (PCBWay/Seeed quote tests by hand; this is an
//   estimate a staff quote can correct), about +2 business days.
// - Expedited: +50 % of the assembly charges, at least $20.
import { z } from 'zod';
import { NO_NUL } from '../contracts/fields';
import { describeTableIssues, parseTableText, TABLE_PROBLEMS, tableToEditText, type TableIssue, type TableParse } from './table-issues';

export interface PcbaTables {
  version: string;
  /** Largest build quantity quoted instantly (Seeed Fusion: 1–8000 pcs). */
  maxQuantity: number;
  /** Setup (the spec's "startup") per assembled side. */
  startupCentsPerSide: bigint;
  /** Feeder loading per unique extended (non-basic) part, added to the startup line. */
  extendedPartCents: bigint;
  /** Stencil per side that has SMT parts (included with the assembly, not shipped). */
  stencilCentsPerSide: bigint;
  consumptiveMicrosPerJoint: bigint;
  consumptiveMinimumCents: bigint;
  smtJointMicros: bigint;
  thtJointMicros: bigint;
  /** Operation fee per order; free from `freeFromQuantity` boards (spec: free for 100 or more). */
  operation: { cents: bigint; freeFromQuantity: number };
  /** Spec "PCBA starts at $25": the assembly charges (startup, stencil, consumptive, assembly, operation) are topped up to this. */
  minimumCents: bigint;
  /** Spare parts consumed by the machines, in percent of the parts placed, when the part does not say. */
  defaultAttritionPct: number;
  dfa: { cents: bigint; days: number };
  functionTest: { setupCents: bigint; perBoardCents: bigint; days: number };
  /** Fee = max(minimum, ppm × assembly charges); the build days below replace the standard ones. */
  expedited: { ppm: bigint; minimumCents: bigint };
  days: {
    /** Lead time in working days: all parts from the Open Parts Library (or consigned), or some bought from distributors. */
    oplParts: number;
    sourcedParts: number;
    /** Soldering after the PCB is made. */
    solder: number;
    expeditedOplParts: number;
    expeditedSourcedParts: number;
    expeditedSolder: number;
    /** Extra days for big builds: the largest matching entry applies. */
    largeBuild: { overQuantity: number; days: number }[];
  };
  /** Certification and mechanical parts: quoted by hand; the order starts at this amount. */
  certificationFromCents: bigint;
  /** The automatic coupon (spec §9): parts whose MPN, SKU or description names a keyword (whole word), or listed SKUs. */
  coupon: { percent: number; keywords: string[]; skus: string[] };
}

export const defaultPcbaTables: PcbaTables = {
  version: '2026-11-1',
  maxQuantity: 8000,
  startupCentsPerSide: 800n,
  extendedPartCents: 300n,
  stencilCentsPerSide: 150n,
  consumptiveMicrosPerJoint: 500n,
  consumptiveMinimumCents: 100n,
  smtJointMicros: 1700n,
  thtJointMicros: 17_300n,
  operation: { cents: 1000n, freeFromQuantity: 100 },
  minimumCents: 2500n,
  defaultAttritionPct: 3,
  dfa: { cents: 0n, days: 2 },
  functionTest: { setupCents: 3000n, perBoardCents: 50n, days: 2 },
  expedited: { ppm: 500_000n, minimumCents: 2000n },
  days: {
    oplParts: 15,
    sourcedParts: 25,
    solder: 3,
    expeditedOplParts: 7,
    expeditedSourcedParts: 15,
    expeditedSolder: 2,
    largeBuild: [{ overQuantity: 500, days: 3 }, { overQuantity: 2000, days: 7 }],
  },
  certificationFromCents: 500_000n,
  // Seeed's own XIAO boards and LoRa modules (Wio-E5 is the LoRa-E5 module, Wio-SX1262 a LoRa radio). Staff add the
  // catalogue SKUs of further promoted modules to `skus`.
  coupon: { percent: 30, keywords: ['XIAO', 'LoRa', 'LoRaWAN', 'Wio-E5', 'Wio-SX1262'], skus: [] },
};

/**
 * An exact amount: a bigint (the stored form) or a whole JSON number (the form staff edit, see `pcbaTablesToEditText`;
 * the bounds keep it far inside the doubles' exact range, so no cent is lost).
 */
const exact = (max: bigint) => z.union([z.bigint(), z.int()]).transform((v) => BigInt(v)).pipe(z.bigint().min(0n).max(max));
const cents = exact(100_000_000n);
const micros = exact(1_000_000_000n);
const days = z.number().int().min(0).max(120);
const word = z.string().trim().min(1).max(64).regex(NO_NUL);

const pcbaTablesSchema = z.strictObject({
  version: word,
  maxQuantity: z.number().int().min(100).max(1_000_000),
  startupCentsPerSide: cents,
  extendedPartCents: cents,
  stencilCentsPerSide: cents,
  consumptiveMicrosPerJoint: micros,
  consumptiveMinimumCents: cents,
  smtJointMicros: micros,
  thtJointMicros: micros,
  operation: z.strictObject({ cents, freeFromQuantity: z.number().int().min(1).max(1_000_000) }),
  minimumCents: cents,
  defaultAttritionPct: z.number().min(0).max(100),
  dfa: z.strictObject({ cents, days }),
  functionTest: z.strictObject({ setupCents: cents, perBoardCents: cents, days }),
  expedited: z.strictObject({ ppm: exact(10_000_000n), minimumCents: cents }),
  days: z
    .strictObject({
      oplParts: days,
      sourcedParts: days,
      solder: days,
      expeditedOplParts: days,
      expeditedSourcedParts: days,
      expeditedSolder: days,
      largeBuild: z.array(z.strictObject({ overQuantity: z.number().int().min(1), days })).max(20),
    })
    // An expedited build that takes longer than the standard one would charge for nothing.
    .refine((d) => d.expeditedOplParts <= d.oplParts && d.expeditedSourcedParts <= d.sourcedParts && d.expeditedSolder <= d.solder, {
      message: 'expeditedDays',
    }),
  certificationFromCents: cents,
  coupon: z.strictObject({
    percent: z.number().int().min(0).max(100),
    keywords: z.array(word).max(100),
    skus: z.array(word).max(1000),
  }),
});

/**
 * The table as staff edit it in the console: indented JSON with amounts as plain whole numbers (no bigint tags).
 * `parsePcbaTables` reads it back exactly.
 */
export const pcbaTablesToEditText = (t: PcbaTables): string => tableToEditText(t);

/** What is wrong with an edited table, by field (the words are shared by every table: ./table-issues.ts). */
export const PCBA_TABLE_PROBLEMS = TABLE_PROBLEMS;
export type PcbaTableIssue = TableIssue;
export const describeIssues = describeTableIssues;

/** A table as the engine can trust it: the stored text (tablesToJson format) or the edit text, read and checked; or what is wrong. */
export const parsePcbaTables = (json: string): TableParse<PcbaTables> => parseTableText(json, pcbaTablesSchema);
