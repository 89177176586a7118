// The kitting price table as staff edit it at /staff/prices (issue 13): the check a stored or edited table passes
// before the engine (./kitting.ts) prices from it. Amounts are whole cents; sizes mm; weights grams. Cross-field:
// the set limits and the customized box's size range must be in order.
import { z } from 'zod';
import { NO_NUL } from '../contracts/fields';
import type { KittingTables } from './kitting';
import { parseTableText, tableToEditText, type TableParse } from './table-issues';

/** Exact amounts: a bigint (the stored form) or a whole JSON number (the edit form). */
const cents = z.union([z.bigint(), z.int()]).transform((v) => BigInt(v)).pipe(z.bigint().min(0n).max(100_000_000n));
const count = (max: number) => z.number().int().min(1).max(max);
const mm = z.number().min(0.1).max(2000);
const grams = z.number().min(0).max(100_000);
const size = z.tuple([mm, mm, mm]);
const box = z.strictObject({ perSetCents: cents, grams });

const kittingTablesSchema = z
  .strictObject({
    version: z.string().trim().min(1).max(64).regex(NO_NUL),
    setupCents: cents,
    kittingPerPieceCents: cents,
    minSets: count(1_000_000),
    maxSets: count(1_000_000),
    maxComponents: count(1000),
    maxPerSet: count(100_000),
    box: z.strictObject({ M: box, L: box }),
    customBox: z.strictObject({ setupCents: cents, perSetCents: cents, perDm2Cents: cents, gramsPerDm2: grams, minMm: mm, maxMm: mm }),
    sticker: z.strictObject({ setupCents: cents, perSetCents: cents }),
    printing: z.strictObject({
      card: z.strictObject({ perCopyCents: cents, sizeMm: size, grams }),
      manual: z.strictObject({ perCopyCents: cents, perPageCents: cents, sizeMm: size, mmPerPage: mm, gramsPerPage: grams }),
    }),
    defaultPartMm: size,
    moduleHeightMm: mm,
    fillPercent: z.number().int().min(1).max(100),
    gramsPerPart: grams,
    pcbHeightMm: mm,
    pcbDensity: z.number().min(0.1).max(20),
    buildDays: z.strictObject({ base: z.number().int().min(0).max(120), perSetsStep: z.number().int().min(0).max(120), setsStep: count(1_000_000) }),
  })
  .refine((t) => t.minSets <= t.maxSets, { path: ['maxSets'], message: 'invalid' })
  .refine((t) => t.customBox.minMm <= t.customBox.maxMm, { path: ['customBox', 'maxMm'], message: 'invalid' });

export const kittingTablesToEditText = (t: KittingTables): string => tableToEditText(t);

/** A kitting table the engine can trust (stored tablesToJson text or the staff's edit text), or what is wrong with it. */
export const parseKittingTables = (json: string): TableParse<KittingTables> => parseTableText(json, kittingTablesSchema) as TableParse<KittingTables>;
