// Reads a BOM upload into a grid of trimmed strings: CSV / TSV / semicolon text with papaparse, XLS and XLSX with
// SheetJS (STACK-NOTES: @e965/xlsx 0.20.3, dense sheets, sheetRows cap). Runs inside the BOM worker process
// (worker.ts); every limit (limits.ts) is checked before or while reading. The sheet chosen is the one whose header
// names the most BOM fields (the first sheet on a tie): a workbook with a cover sheet still reads.
import * as XLSX from '@e965/xlsx';
import Papa from 'papaparse';
import { readZip } from '../archive/read-zip';
import { resolveLimits as resolveArchiveLimits } from '../archive/limits';
import { findHeaderRow, guessMapping } from '../../../../shared/pcba/bom-header';
import { decodeText, looksBinary } from '../../../../shared/pcba/decode-text';
import { BomReadError, resolveBomLimits, type BomReadLimits, type BomSheet } from './limits';
import { sniffBom } from './sniff-bom';

// Control characters go (Altium prefixes footprints with \x1f; NUL cannot be stored or sent); line breaks inside a
// cell stay (a designator cell may list one location per line).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f]/g;

const cleanCell = (value: string, limits: BomReadLimits): string =>
  value.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim().slice(0, limits.maxCellChars);

/** Cells cleaned and cut to the column cap, trailing empty cells and trailing empty rows dropped. */
const tidy = (rows: readonly (readonly string[])[], limits: BomReadLimits): string[][] => {
  const grid = rows.map((row) => {
    const cells = row.slice(0, limits.maxColumns).map((c) => cleanCell(c, limits));
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
    return cells;
  });
  while (grid.length > 0 && grid[grid.length - 1]?.length === 0) grid.pop();
  return grid;
};

const DELIMITERS = [',', ';', '\t', '|'] as const;

/**
 * The separator that splits the first rows most consistently into several columns. papaparse's own guess gives up
 * on a short file with a trailing blank line ("UndetectableDelimiter"), and Eagle's semicolon files are short.
 */
const guessDelimiter = (text: string): string => {
  let best: string = ',';
  let bestScore = 0;
  for (const delimiter of DELIMITERS) {
    const rows = Papa.parse<string[]>(text, { delimiter, preview: 50, skipEmptyLines: 'greedy' }).data;
    const counts = new Map<number, number>();
    for (const r of rows) counts.set(r.length, (counts.get(r.length) ?? 0) + 1);
    const [columns, rowsWithIt] = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0] ?? [0, 0];
    if (columns < 2) continue;
    const score = rowsWithIt / rows.length + columns / 10_000; // consistency first, more columns on a tie
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
};

const readText = (bytes: Uint8Array, limits: BomReadLimits): BomSheet => {
  const { text } = decodeText(bytes);
  if (looksBinary(text)) throw new BomReadError('wrongType', 'binary content');
  // An Excel "Web page" or SpreadsheetML 2003 file saved as .xls is markup: SheetJS reads those too.
  if (/^\s*<(!doctype html|html|table|\?xml)/i.test(text)) return readWorkbook(XLSX.read(text, { type: 'string', dense: true, sheetRows: limits.maxRows + 1 }), 'html', limits);
  const parsed = Papa.parse<string[]>(text, { delimiter: guessDelimiter(text), preview: limits.maxRows + 1, skipEmptyLines: false });
  const truncated = parsed.data.length > limits.maxRows;
  const grid = tidy(parsed.data.slice(0, limits.maxRows), limits);
  if (grid.length === 0) throw new BomReadError('empty', 'no rows');
  return { format: 'csv', sheet: '', grid, rowCount: grid.length, truncated };
};

const cellText = (cell: XLSX.CellObject | undefined): string => {
  if (!cell) return '';
  if (cell.w !== undefined) return cell.w;
  return cell.v === undefined || cell.v === null ? '' : String(cell.v);
};

/** How many BOM fields a sheet's header names (0 when it has none). */
const bomLikeness = (grid: string[][]): number => {
  const header = findHeaderRow(grid);
  return header === null ? 0 : Object.keys(guessMapping(grid[header] ?? [])).length;
};

const readWorkbook = (wb: XLSX.WorkBook, format: BomSheet['format'], limits: BomReadLimits): BomSheet => {
  let best: BomSheet | null = null;
  let bestScore = -1;
  for (const name of wb.SheetNames.slice(0, limits.maxSheets)) {
    const ws = wb.Sheets[name];
    if (!ws) continue;
    const dense = (ws as XLSX.DenseSheet)['!data'] ?? [];
    // Array.from, not map: a dense row has holes where cells are empty, and map would keep them as holes.
    const rows = dense.slice(0, limits.maxRows).map((r) => Array.from((r ?? []).slice(0, limits.maxColumns), cellText));
    const grid = tidy(rows, limits);
    // The declared size: '!fullref' keeps the whole sheet's range when sheetRows cut it.
    const ref = ws['!fullref'] ?? ws['!ref'];
    const declaredRows = ref ? XLSX.utils.decode_range(ref).e.r + 1 : grid.length;
    const score = bomLikeness(grid);
    if (score > bestScore && grid.length > 0) {
      best = { format, sheet: name, grid, rowCount: Math.max(declaredRows, grid.length), truncated: declaredRows > limits.maxRows || dense.length > limits.maxRows };
      bestScore = score;
    }
  }
  if (!best) throw new BomReadError('empty', 'no sheet with data');
  return best;
};

const parseWorkbook = (bytes: Uint8Array, limits: BomReadLimits): XLSX.WorkBook => {
  try {
    // cellFormula/cellHTML/cellStyles off: only the values are needed, and each costs memory per cell.
    return XLSX.read(bytes, { type: 'buffer', dense: true, sheetRows: limits.maxRows + 1, cellFormula: false, cellHTML: false, cellStyles: false, cellDates: false, bookVBA: false });
  } catch (err) {
    throw new BomReadError('unreadable', err instanceof Error ? err.message : String(err));
  }
};

/** Reads one BOM file. Throws BomReadError for files that are not a readable BOM. */
export const readBomFile = async (bytes: Uint8Array, overrides?: Partial<BomReadLimits>): Promise<BomSheet> => {
  const limits = resolveBomLimits(overrides);
  if (bytes.length === 0) throw new BomReadError('empty');
  if (bytes.length > limits.maxBytes) throw new BomReadError('tooLarge', `${bytes.length} bytes`);
  const kind = await sniffBom(bytes);
  if (kind === 'wrongType') throw new BomReadError('wrongType');
  if (kind === 'text') return readText(bytes, limits);
  if (kind === 'xlsx') {
    // Inflate within the budget first, so a zip bomb or a lying size header stops here and not inside SheetJS.
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const archiveLimits = resolveArchiveLimits({ maxEntryBytes: limits.maxUnpackedBytes, maxTotalBytes: limits.maxUnpackedBytes, maxRatio: 1000 });
    const entries = await readZip(buffer, archiveLimits).catch((err: unknown) => {
      throw new BomReadError('unreadable', err instanceof Error ? err.message : String(err));
    });
    if (!entries.some((e) => e.name.toLowerCase() === 'xl/workbook.xml' || e.name.toLowerCase() === 'xl/workbook.bin')) {
      throw new BomReadError('wrongType', 'a zip that is not a workbook');
    }
  }
  return readWorkbook(parseWorkbook(bytes, limits), kind, limits);
};
