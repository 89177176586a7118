// Reads a pick-and-place (CPL) file of any of the supported CAD exports into placements in mm (issue 11
// "Placement"). Runs on the request thread, without the capped worker that spreadsheets and Gerbers need: the input
// is capped (MAX_PLACEMENT_BYTES, MAX_PLACEMENT_ROWS) before any work, the work is one linear pass over the lines
// with no backtracking regular expression on unbounded input (a 20,000-row, 1.2 MB KiCad CSV took 0.7–2.6 s of wall
// time on the shared 2-core machine at a load average of 13–23; see docs/pcba.md). The same code can run in the
// browser.
import { MM_PER, readHeader, readMeasure, unitLine, type HeaderInfo, type Unit } from './columns';
import { decodePlacementText } from './decode';
import { delimiterOf, splitLine, type Delimiter } from './rows';
import type { Placement, PlacementProblem, PlacementProblemKey, PlacementRead, PlacementSide } from './types';

/** 2 MB: a 10,000-part board's KiCad .pos is about 0.8 MB. */
export const MAX_PLACEMENT_BYTES = 2 * 1024 * 1024;
/** More placements than any board we can build (the largest panels have a few thousand parts). */
export const MAX_PLACEMENT_ROWS = 20_000;
/** Altium writes about 12 lines of title and design information before its header row. */
const HEADER_SEARCH_LINES = 40;

const failed = (key: PlacementProblemKey): PlacementRead => ({ format: 'generic', placements: [], problems: [{ key }] });

export const readPlacementFile = (bytes: Uint8Array, fileName = ''): PlacementRead => {
  if (bytes.length > MAX_PLACEMENT_BYTES) return failed('placement.tooLarge');
  const text = decodePlacementText(bytes);
  if (text === null) return failed('placement.notText');
  return readPlacementText(text, fileName);
};

interface Layout {
  header: HeaderInfo;
  delimiter: Delimiter;
  /** Index of the first line after the header. */
  start: number;
  fileUnit: Unit | null;
}

/** Eagle's mountsmd.ulp writes no header: "name x y rot value package", in mm. */
const EAGLE_HEADER: HeaderInfo = { columns: { designator: 0, x: 1, y: 2, rotation: 3, value: 4, package: 5 }, unit: 'mm', format: 'eagle' };

const findLayout = (lines: readonly string[]): Layout | null => {
  let fileUnit: Unit | null = null;
  for (let i = 0; i < Math.min(lines.length, HEADER_SEARCH_LINES); i += 1) {
    const line = lines[i] as string;
    if (!line.trim()) continue;
    fileUnit = unitLine(line) ?? fileUnit;
    const hash = /^\s*#/.test(line);
    const body = line.replace(/^\s*#+\s*/, '');
    const delimiter = delimiterOf(body);
    const header = readHeader(splitLine(body, delimiter), hash && delimiter === 'space');
    if (header) return { header, delimiter, start: i + 1, fileUnit };
  }
  const first = lines.findIndex((l) => l.trim() && !/^\s*#/.test(l));
  const cells = first >= 0 ? splitLine(lines[first] as string, 'space') : [];
  const eagleLike = cells.length >= 4 && cells.slice(1, 4).every((c) => readMeasure(c.replace(/^[A-Z]+/i, ''), false));
  return eagleLike ? { header: EAGLE_HEADER, delimiter: 'space', start: first, fileUnit: null } : null;
};

const SIDES: Record<string, PlacementSide> = {
  t: 'top', top: 'top', toplayer: 'top', front: 'top', fcu: 'top',
  b: 'bottom', bottom: 'bottom', bottomlayer: 'bottom', back: 'bottom', bcu: 'bottom',
};

const round = (v: number, places: number): number => {
  const f = 10 ** places;
  return Math.round(v * f) / f + 0; // + 0 turns -0 into 0
};

/** Any angle → [0, 360), to 0.01°: −90 → 270, 360 → 0, 359.999 → 0. */
export const normaliseRotation = (deg: number): number => {
  const r = ((round(deg, 2) % 360) + 360) % 360;
  return r >= 360 ? 0 : round(r, 2);
};

export const readPlacementText = (text: string, fileName = ''): PlacementRead => {
  const lines = text.split(/\r\n|\r|\n/);
  if (lines.length > MAX_PLACEMENT_ROWS + HEADER_SEARCH_LINES) return failed('placement.tooManyRows');
  const layout = findLayout(lines);
  if (!layout) return failed('placement.noHeader');
  const cellsAt = (i: number): string[] | null => {
    const line = lines[i] as string;
    // KiCad's "## End" and comment lines
    return !line.trim() || /^\s*#/.test(line) ? null : splitLine(line, layout.delimiter);
  };
  return readBody(lines.length, cellsAt, layout, layout.delimiter !== ',', fileName);
};

/** A numeric cell as a spreadsheet shows it: "1,234.5" loses its grouping commas; "12,5" keeps its decimal comma. */
const cleanCell = (cell: string): string => {
  const c = cell.trim();
  return /^[+-]?\d{1,3}(,\d{3})+\.\d*\s*[a-z]*$/i.test(c) ? c.replace(/,/g, '') : c;
};

/**
 * A placement sheet already split into cells (an XLS or XLSX export, read by the server's spreadsheet worker, issue
 * 11): the same header aliases, units and sides as a text file, without guessing a delimiter. Row numbers in problems
 * are the sheet's (1-based). A cell holds one value, so a comma in it is a decimal comma.
 */
export const readPlacementGrid = (grid: readonly (readonly string[])[], fileName = ''): PlacementRead => {
  if (grid.length > MAX_PLACEMENT_ROWS + HEADER_SEARCH_LINES) return failed('placement.tooManyRows');
  let layout: Layout | null = null;
  let fileUnit: Unit | null = null;
  for (let i = 0; i < Math.min(grid.length, HEADER_SEARCH_LINES) && !layout; i += 1) {
    const cells = (grid[i] ?? []).map((c) => c.trim());
    if (cells.every((c) => c === '')) continue;
    fileUnit = unitLine(cells.join(' ')) ?? fileUnit;
    const header = readHeader(cells, false);
    if (header) layout = { header, delimiter: ',', start: i + 1, fileUnit };
  }
  if (!layout) return failed('placement.noHeader');
  const cellsAt = (i: number): string[] | null => {
    const cells = (grid[i] ?? []).map(cleanCell);
    return cells.every((c) => c === '') || cells[0]?.startsWith('#') ? null : cells;
  };
  return readBody(grid.length, cellsAt, layout, true, fileName);
};

/** The rows after the header: `cellsAt(i)` is null for a line to skip (blank, comment). */
const readBody = (count: number, cellsAt: (i: number) => string[] | null, layout: Layout, decimalComma: boolean, fileName: string): PlacementRead => {
  const { header, start, fileUnit } = layout;
  const { columns } = header;
  // Eagle writes top (.mnt) and bottom (.mnb) parts to separate files; other formats without a side column are top.
  const defaultSide: PlacementSide = header.format === 'eagle' && /\.mnb$/i.test(fileName) ? 'bottom' : 'top';
  const placements: Placement[] = [];
  const problems: PlacementProblem[] = [];

  for (let i = start; i < count; i += 1) {
    const cells = cellsAt(i);
    if (!cells) continue;
    const designator = cells[columns.designator] ?? '';
    if (!designator) continue;
    const x = readMeasure(cells[columns.x] ?? '', decimalComma);
    const y = readMeasure(cells[columns.y] ?? '', decimalComma);
    const rot = readMeasure((cells[columns.rotation] ?? '').replace(/^[A-Z]+/i, '').replace(/°$/, ''), decimalComma);
    if (!x || !y || !rot) {
      problems.push({ key: 'placement.badRow', row: i + 1 });
      continue;
    }
    let side = defaultSide;
    if (columns.side !== undefined) {
      const found = SIDES[(cells[columns.side] ?? '').toLowerCase().replace(/[^a-z]/g, '')];
      if (!found) {
        problems.push({ key: 'placement.badSide', row: i + 1 });
        continue;
      }
      side = found;
    }
    // The most specific unit wins: on the value ("12.3mm"), in the header ("Center-X(mil)"), on a title line.
    const unitFor = (m: { unit: Unit | null }): number => MM_PER[m.unit ?? header.unit ?? fileUnit ?? 'mm'];
    const eagleTail = header.format === 'eagle' && cells.length > 6;
    placements.push({
      designator,
      x_mm: round(x.value * unitFor(x), 4),
      y_mm: round(y.value * unitFor(y), 4),
      rotation_deg: normaliseRotation(rot.value),
      side,
      // Eagle values may hold spaces: everything between the rotation and the last cell is the value.
      package: (eagleTail ? cells.at(-1) : columns.package !== undefined ? cells[columns.package] : '') ?? '',
      value: (eagleTail ? cells.slice(4, -1).join(' ') : columns.value !== undefined ? cells[columns.value] : '') ?? '',
    });
    if (placements.length > MAX_PLACEMENT_ROWS) return failed('placement.tooManyRows');
  }
  if (placements.length === 0) problems.push({ key: 'placement.noRows' });
  return { format: header.format, placements, problems };
};
