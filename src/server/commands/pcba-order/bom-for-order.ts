// The BOM of a PCBA order as the server reads it (issue 11 "Price": nothing the browser priced is trusted): the
// owner's stored file read again in the capped worker, the customer's header row and mapping applied with the same
// shared functions the page ran, the lines matched against the catalogue, then the customer's choice per line
// applied. The answer is what pcba_bom_lines stores.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { bomFiles } from '../../db/schema/index';
import { ApiCode } from '../../../shared/api';
import { AppError, notFound } from '../../http/errors';
import { owned } from '../../security/policy';
import { BomReadError, readBomInWorker } from '../../integrations/files/bom/index';
import { storageFor } from '../../integrations/storage/index';
import { buildLines } from '../../../shared/pcba/bom-lines';
import type { BomLine, BomMapping, BomMatch, BomPart, BomStatus } from '../../../shared/pcba/bom-line';
import { BOM_MATCH_MAX_LINES } from '../../../shared/contracts/pcba-match';
import type { PcbaLineChoice } from '../../../shared/contracts/pcba-order';
import { bomError } from '../pcba/bom-errors';
import { matchBom } from '../pcba/match-bom';
import { findByKeys, type PartRow } from '../pcba/match-queries';

export type BomFileRow = typeof bomFiles.$inferSelect;

/** One choice as the body carries it (after the contract's defaults). */
export type LineChoice =
  | { line: number; choice: 'match' }
  | { line: number; choice: 'suggestion' | 'library'; sku: string }
  | { line: number; choice: 'consigned' }
  | { line: number; choice: 'supplied'; purchase_link: string; mpn: string };

/** A build line with its settled part, ready for pcba_bom_lines. */
export interface OrderLine {
  lineNo: number;
  line: BomLine;
  status: BomStatus;
  choice: PcbaLineChoice;
  partSku: string | null;
  unitMicros: bigint | null;
  suggestions: BomPart[];
  purchaseLink: string;
  suppliedMpn: string;
}

const bad = (key: string, message: string, fields?: Record<string, string>) => new AppError(ApiCode.validation, 400, key, message, fields);

export const SUPPLY_REQUIRED_EN = 'Purchase link required for unmatched parts: give a purchase link or another MPN for each Unavailable part.';

/** The owner's BOM file row; another customer's id answers like a missing one. */
export const findOwnBomFile = async (db: DbOrTx, ownerId: number, id: string): Promise<BomFileRow> => {
  const [row] = await db.select().from(bomFiles).where(eq(bomFiles.id, id));
  return owned(ownerId, row, () => notFound('BOM file not found.'));
};

/** Reads the stored file again and builds the lines with the customer's mapping; a mapping that builds nothing is 400. */
export const buildOrderLines = async (
  deps: Pick<Deps, 'config'>, file: BomFileRow, headerRow: number, mapping: BomMapping,
): Promise<BomLine[]> => {
  const bytes = await storageFor(deps.config).get(file.storageKey);
  if (!bytes) throw bomError('unreadable');
  const { sheet } = await readBomInWorker(bytes).catch((err: unknown) => {
    throw err instanceof BomReadError ? bomError(err.reason) : err;
  });
  const width = sheet.grid[headerRow]?.length ?? 0;
  const outside = Object.entries(mapping).filter(([, col]) => col !== undefined && col >= width);
  if (headerRow >= sheet.grid.length || outside.length > 0) {
    throw bad('errors.pcbaBomMapping', 'The BOM columns are not mapped: choose the header row and the designator and MPN or value columns.', {
      ...(headerRow >= sheet.grid.length ? { 'bom.header_row': 'validation.invalid' } : {}),
      ...Object.fromEntries(outside.map(([field]) => [`bom.mapping.${field}`, 'validation.invalid'])),
    });
  }
  const built = buildLines(sheet.grid, headerRow, mapping, { truncated: sheet.truncated });
  const missing = built.problems.find((p) => p.key === 'bom.missingColumns');
  if (missing || built.lines.length === 0) {
    throw bad('errors.pcbaBomMapping', 'The BOM columns are not mapped: choose the header row and the designator and MPN or value columns.',
      Object.fromEntries((missing?.fields ?? ['designator']).map((f) => [`bom.mapping.${f}`, 'validation.required'])));
  }
  if (built.lines.length > BOM_MATCH_MAX_LINES) {
    throw bad('errors.pcbaBomTooLong', `A BOM of at most ${BOM_MATCH_MAX_LINES} lines can be ordered online.`);
  }
  return built.lines;
};

/** The catalogue parts the choices name, priced at each line's build quantity (the matcher's SKU look-up). */
const chosenParts = async (db: DbOrTx, lines: readonly BomLine[], choices: readonly LineChoice[], boards: number): Promise<Map<number, PartRow>> => {
  const probes = choices.flatMap((c) =>
    c.choice === 'suggestion' || c.choice === 'library'
      ? [{ i: c.line - 1, key: c.sku, need: (lines[c.line - 1]?.quantity ?? 1) * boards, how: 'sku' as const }]
      : []);
  const rows = await findByKeys(db, probes);
  return new Map(rows.map((r) => [r.i, r]));
};

const partOf = (r: PartRow): BomPart => ({
  sku: r.sku, mpn: r.mpn, manufacturer: r.manufacturer ?? '', package: r.package ?? '', description: r.description,
  stock: r.stock, unitMicros: r.unit_micros, basic: r.library_type === 'basic',
});

/**
 * Matches the lines and applies the choices (a line without one keeps the match). A choice for a line that does not
 * exist, or two for one line, or a SKU the catalogue lacks: 400. An Unavailable line needs a 'supplied' choice
 * (services §5 "Purchase link required for unmatched parts"): 400 naming every such line.
 */
export const settleOrderLines = async (
  db: DbOrTx, lines: readonly BomLine[], choices: readonly LineChoice[], boards: number,
): Promise<OrderLine[]> => {
  const seen = new Set<number>();
  for (const c of choices) {
    if (c.line > lines.length || seen.has(c.line)) {
      throw bad('errors.pcbaChoiceLine', 'A choice names a BOM line that does not exist, or a line twice.', { [`bom.choices.${c.line}`]: 'validation.invalid' });
    }
    seen.add(c.line);
  }
  const matches: BomMatch[] = await matchBom(db, [...lines], boards);
  const parts = await chosenParts(db, lines, choices, boards);
  const unknown = choices.filter((c) => (c.choice === 'suggestion' || c.choice === 'library') && !parts.has(c.line - 1));
  if (unknown.length > 0) {
    throw bad('errors.pcbaUnknownSku', 'A chosen part is not in the parts library.',
      Object.fromEntries(unknown.map((c) => [`bom.choices.${c.line}`, 'validation.invalid'])));
  }
  const byLine = new Map(choices.map((c) => [c.line, c]));
  const out = lines.map((line, i): OrderLine => {
    const match = matches[i] ?? { status: 'unavailable' as const, suggestions: [] };
    const base = { lineNo: i + 1, line, suggestions: match.suggestions, purchaseLink: '', suppliedMpn: '' };
    const c = byLine.get(i + 1) ?? { line: i + 1, choice: 'match' as const };
    switch (c.choice) {
      case 'suggestion':
      case 'library': {
        const part = partOf(parts.get(i)!);
        return { ...base, status: 'confirmed', choice: c.choice, partSku: part.sku, unitMicros: part.unitMicros === null ? null : BigInt(part.unitMicros) };
      }
      case 'consigned':
        return { ...base, status: 'confirmed', choice: 'consigned', partSku: null, unitMicros: null };
      case 'supplied':
        // staff price a part the customer names (the BOM check); until then the line waits
        return { ...base, status: 'unavailable', choice: 'supplied', partSku: null, unitMicros: null, purchaseLink: c.purchase_link, suppliedMpn: c.mpn };
      case 'match': {
        const part = match.status === 'confirmed' ? match.part : undefined;
        return {
          ...base, status: match.status, choice: 'match', partSku: part?.sku ?? null,
          unitMicros: part?.unitMicros ? BigInt(part.unitMicros) : null,
        };
      }
    }
  });
  const unsupplied = out.filter((l) => l.status === 'unavailable' && l.choice !== 'supplied');
  if (unsupplied.length > 0) {
    throw bad('errors.pcbaSupplyRequired', SUPPLY_REQUIRED_EN,
      Object.fromEntries(unsupplied.map((l) => [`bom.choices.${l.lineNo}`, 'pcba.supplyRequired'])));
  }
  return out;
};
