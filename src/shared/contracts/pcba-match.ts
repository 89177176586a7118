// POST /v1/pcba/bom/match (issue 11, "Matching against the catalogue"): BOM lines as the reader produced them
// (src/shared/pcba/bom-line.ts) and the build quantity in; one BomMatch per line out, in the same order. The
// mapping screen calls it again after each mapping change, so it answers the whole BOM at once.
import { z } from 'zod';
import { int, text } from './fields';
import { BOM_STATUSES, type BomLine, type BomMatch, type BomPart } from '../pcba/bom-line';

/** Lines per call: the largest BOM the upload accepts. */
export const BOM_MATCH_MAX_LINES = 1000;
/** Boards per build, and parts per board on one line: their product stays inside an int4 (at most 1e9). */
export const BUILD_QTY_MAX = 100_000;
export const LINE_QTY_MAX = 10_000;

const cell = (max: number) => text().trim().max(max);

const bomLineSchema = z.strictObject({
  row: int(1, 1_000_000),
  designators: z.array(text().trim().min(1).max(50)).max(LINE_QTY_MAX),
  quantity: int(1, LINE_QTY_MAX),
  mpn: cell(100),
  manufacturer: cell(100),
  value: cell(200),
  footprint: cell(200),
  description: cell(500),
}) satisfies z.ZodType<BomLine>;

export const bomMatchBodySchema = z.strictObject({
  lines: z.array(bomLineSchema).min(1).max(BOM_MATCH_MAX_LINES),
  build_qty: int(1, BUILD_QTY_MAX),
});
export type BomMatchBody = z.infer<typeof bomMatchBodySchema>;

export const bomPartSchema = z.object({
  sku: z.string(),
  mpn: z.string(),
  manufacturer: z.string(),
  package: z.string(),
  description: z.string(),
  stock: z.number(),
  unitMicros: z.string().regex(/^\d{1,15}$/).nullable(),
  basic: z.boolean(),
}) satisfies z.ZodType<BomPart>;

const bomMatchSchema = z.object({
  status: z.enum(BOM_STATUSES),
  part: bomPartSchema.optional(),
  variantOf: z.string().optional(),
  suggestions: z.array(bomPartSchema),
  shortBy: z.number().optional(),
}) satisfies z.ZodType<BomMatch>;

export const bomMatchResultSchema = z.object({ matches: z.array(bomMatchSchema) });
export type BomMatchResult = z.infer<typeof bomMatchResultSchema>;
