// POST /v1/pcba/bom/read (issue 11 "BOM"): a BOM file read into a grid, the header row and column guess, and the
// build lines with their problems. The page shows the grid as the mapping preview and re-runs the shared pure
// functions (src/shared/pcba/bom-header.ts, bom-lines.ts) on it when the customer changes the mapping.
import { z } from 'zod';
import { BOM_FIELDS, type BomField } from '../pcba/bom-line';
import { BOM_PROBLEM_KEYS } from '../pcba/bom-lines';

/** The upload carries the file only (unknown fields are refused). */
export const bomReadFieldsSchema = z.strictObject({});

const mappingSchema = z.object(Object.fromEntries(BOM_FIELDS.map((f) => [f, z.number().int().optional()])) as Record<BomField, z.ZodOptional<z.ZodNumber>>);

export const bomLineSchema = z.object({
  row: z.number(),
  designators: z.array(z.string()),
  quantity: z.number(),
  mpn: z.string(),
  manufacturer: z.string(),
  value: z.string(),
  footprint: z.string(),
  description: z.string(),
});

export const bomProblemSchema = z.object({
  key: z.enum(BOM_PROBLEM_KEYS),
  severity: z.enum(['error', 'warning', 'info']),
  rows: z.array(z.number()),
  designators: z.array(z.string()).optional(),
  fields: z.array(z.enum(BOM_FIELDS)).optional(),
  groups: z.array(z.array(z.number())).optional(),
});

export const bomReadSchema = z.object({
  file_id: z.string(),
  /** The original file name, sanitised, for display only. */
  name: z.string(),
  size: z.number(),
  /** What the content is: csv | xls | xlsx | html. */
  format: z.string(),
  /** The sheet read ('' for CSV). */
  sheet: z.string(),
  /** Rows the sheet declares; the grid holds at most 2,000 (truncated says when there were more). */
  row_count: z.number(),
  truncated: z.boolean(),
  /** Trimmed cells; grid[i] is row i + 1 of the file; rows may be shorter than the header. */
  grid: z.array(z.array(z.string())),
  /** 0-based index of the header row in the grid; null when none was recognised (the customer picks it). */
  header_row: z.number().nullable(),
  /** Column index per field (services §5 fields: designator, quantity, mpn, manufacturer, value, footprint, description, dnp). */
  mapping: mappingSchema,
  lines: z.array(bomLineSchema),
  problems: z.array(bomProblemSchema),
  /** Rows left out because they are not placed (DNP, quantity 0). */
  dnp_rows: z.array(z.number()),
  /** Every row left out of the build and why: notPopulated | zeroQuantity | nonSoldered | boardFeature. */
  excluded: z.array(z.object({ row: z.number(), reason: z.string() })),
  /** Whether duplicate rows were combined (a one-row-per-designator file is). */
  combined: z.boolean(),
});
export type BomReadAnswer = z.infer<typeof bomReadSchema>;
