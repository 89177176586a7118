// The grid of a BOM file → build lines, with the spec's row rules (services §5; issue 11 "Row rules"). Pure, so the
// page re-runs it the moment the customer changes the mapping. Every decision the customer should see is a
// problem with a message key (i18n in both languages) and the 1-based rows of their file.
import { isPopulateHeader, isDistributorHeader } from './bom-header';
import { parseDesignators } from './bom-designators';
import type { BomField, BomLine, BomMapping } from './bom-line';
import { isFeatureDesignator, saysBoardFeature, saysMechanical, saysNo, saysNotPlaced, saysSoldered } from './bom-row-kinds';

export const BOM_PROBLEM_KEYS = [
  /** Designator or part column missing from the mapping (fields). Nothing can be built until it is mapped. */
  'bom.missingColumns',
  /** More designators than the quantity (services §5: the count must be at most the quantity); the count is used. */
  'bom.quantityBelowDesignators',
  /** Fewer designators than the quantity: extra parts are bought but not placed (spares, or missing locations). */
  'bom.quantityAboveDesignators',
  /** The quantity cell is not a whole number; the designator count is used. */
  'bom.badQuantity',
  /** No quantity given; the designator count is used. */
  'bom.quantityFromDesignators',
  /** A part row without designators: it cannot be placed until its locations are given. */
  'bom.noDesignator',
  /** The same designator on more than one row (designators). */
  'bom.duplicateDesignator',
  /** Locations separated by spaces or semicolons (read as separate locations: check them). */
  'bom.otherSeparators',
  /** A range like R1-R5000 too wide to be real; kept as written. */
  'bom.badRange',
  /** Rows with the same MPN, value and footprint that could be one line (groups). */
  'bom.duplicateRows',
  /** Rows with the same MPN, value and footprint combined into one line (groups). */
  'bom.combinedRows',
  /** DNP / not populated rows: left out of the build. */
  'bom.notPopulated',
  /** Quantity 0: left out of the build. */
  'bom.zeroQuantity',
  /** Screws, standoffs, labels...: not soldered, so not assembled from the BOM (services §5). */
  'bom.nonSoldered',
  /** Fiducials and mounting holes: part of the board, nothing to place. */
  'bom.boardFeature',
  /** The part numbers are a distributor's (Digi-Key, LCSC, Mouser): they are matched as they are. */
  'bom.distributorNumbers',
  /** The file has more rows than are read. */
  'bom.truncated',
] as const;
export type BomProblemKey = (typeof BOM_PROBLEM_KEYS)[number];

export type BomProblemSeverity = 'error' | 'warning' | 'info';

export interface BomProblem {
  key: BomProblemKey;
  severity: BomProblemSeverity;
  /** 1-based rows of the customer's file, ascending. */
  rows: number[];
  /** For duplicateDesignator: the designators concerned. */
  designators?: string[];
  /** For missingColumns: the fields to map. */
  fields?: BomField[];
  /** For duplicateRows / combinedRows: the rows of each group. */
  groups?: number[][];
}

export type ExcludedReason = 'notPopulated' | 'zeroQuantity' | 'nonSoldered' | 'boardFeature';

export interface BuildLinesResult {
  lines: BomLine[];
  problems: BomProblem[];
  /** Rows that left the build because they are not placed (DNP, quantity 0). */
  dnpRows: number[];
  /** Every row left out of the build, with why. */
  excluded: Array<{ row: number; reason: ExcludedReason }>;
  /** Whether duplicate rows were combined into one line each. */
  combined: boolean;
}

export interface BuildLinesOptions {
  /**
   * Combine rows with the same MPN, value and footprint. Default 'auto': only a file with one row per designator
   * (freeDSP) is combined, where that is the file's form rather than a mistake; otherwise duplicates are offered.
   */
  combineDuplicates?: boolean | 'auto';
  /** Rows beyond the grid that were not read (the reader's cap), to report bom.truncated. */
  truncated?: boolean;
}

/** What a placeholder cell says: nothing ('-', 'n/a', '/', '?'). */
const meaningful = (cell: string | undefined): string => {
  const v = (cell ?? '').trim();
  return /^([-–—/?.]*|n\/?a|none|tbd)$/i.test(v) ? '' : v;
};

const QUANTITY = /^(\d{1,3}(?:[ ,]\d{3})+|\d+)(?:[.,]0+)?\s*(?:pcs?\.?|ea|x|個|只|个)?$/i;

/** Whole quantity in a cell: '6', '6.00', '1,000', '4 pcs'. undefined when empty, NaN when unreadable. */
const parseQuantity = (cell: string): number | undefined => {
  const v = cell.trim();
  if (!v) return undefined;
  const m = QUANTITY.exec(v);
  return m?.[1] ? Number(m[1].replace(/[ ,]/g, '')) : Number.NaN;
};

interface PartRow {
  row: number;
  designators: string[];
  quantity: number;
  quantityGiven: boolean;
  mpn: string;
  manufacturer: string;
  value: string;
  footprint: string;
  description: string;
}

const groupKey = (p: PartRow): string | null =>
  p.mpn || p.value ? [p.mpn, p.value, p.footprint].map((s) => s.toLowerCase().replace(/\s+/g, ' ')).join('\u0000') : null;

const combine = (group: PartRow[]): PartRow => {
  const [first, ...rest] = group as [PartRow, ...PartRow[]];
  const designators = [...new Set(group.flatMap((p) => p.designators))];
  return {
    ...first,
    designators,
    quantity: group.reduce((sum, p) => sum + p.quantity, 0),
    quantityGiven: group.every((p) => p.quantityGiven),
    manufacturer: first.manufacturer || (rest.find((p) => p.manufacturer)?.manufacturer ?? ''),
    description: first.description || (rest.find((p) => p.description)?.description ?? ''),
  };
};

class Problems {
  private readonly byKey = new Map<BomProblemKey, BomProblem>();
  add(key: BomProblemKey, severity: BomProblemSeverity, rows: number[], extra: Partial<BomProblem> = {}): void {
    const p = this.byKey.get(key) ?? { key, severity, rows: [] };
    p.rows.push(...rows);
    if (extra.designators) p.designators = [...(p.designators ?? []), ...extra.designators];
    if (extra.fields) p.fields = extra.fields;
    if (extra.groups) p.groups = [...(p.groups ?? []), ...extra.groups];
    this.byKey.set(key, p);
  }
  list(): BomProblem[] {
    return BOM_PROBLEM_KEYS.flatMap((k) => {
      const p = this.byKey.get(k);
      return p ? [{ ...p, rows: [...new Set(p.rows)].sort((a, b) => a - b) }] : [];
    });
  }
}

/**
 * Build lines from the grid: rows below `headerRow` (0-based) read with `mapping`. Blank rows, repeated header
 * rows and rows with neither designator nor part (totals, notes) are skipped silently.
 */
export const buildLines = (
  grid: readonly (readonly string[])[],
  headerRow: number,
  mapping: BomMapping,
  options: BuildLinesOptions = {},
): BuildLinesResult => {
  const problems = new Problems();
  const excluded: BuildLinesResult['excluded'] = [];
  const header = grid[headerRow] ?? [];
  const missing: BomField[] = [];
  if (mapping.designator === undefined) missing.push('designator');
  if (mapping.mpn === undefined && mapping.value === undefined) missing.push('mpn');
  if (missing.length > 0) problems.add('bom.missingColumns', 'error', [], { fields: missing });
  if (options.truncated) problems.add('bom.truncated', 'warning', []);
  if (mapping.mpn !== undefined && isDistributorHeader(header[mapping.mpn] ?? '')) problems.add('bom.distributorNumbers', 'info', []);
  const populateColumn = mapping.dnp !== undefined && isPopulateHeader(header[mapping.dnp] ?? '');
  const headerText = header.join('\u0000').toLowerCase();

  const parts: PartRow[] = [];
  for (let r = headerRow + 1; r < grid.length; r += 1) {
    const cells = grid[r] ?? [];
    const row = r + 1;
    const get = (field: BomField): string => (mapping[field] === undefined ? '' : meaningful(cells[mapping[field]]));
    const designatorCell = get('designator');
    const mpn = get('mpn');
    const value = get('value');
    const description = get('description');
    const footprint = get('footprint');
    const quantityCell = get('quantity');
    if (!designatorCell && !mpn && !value && !quantityCell) continue; // blank, a note or a totals row
    // A section heading ("Resistors") in the designator column: no location has no digit.
    if (!mpn && !value && !quantityCell && !/\d/.test(designatorCell)) continue;
    if (cells.join('\u0000').toLowerCase() === headerText) continue; // the header repeated on a new page

    const dnpCell = get('dnp');
    const texts = [designatorCell, mpn, value, description];
    const notPlaced = (dnpCell !== '' && (populateColumn ? saysNo(dnpCell) || saysNotPlaced(dnpCell) : !saysNo(dnpCell))) || texts.some(saysNotPlaced);
    if (notPlaced) {
      excluded.push({ row, reason: 'notPopulated' });
      continue;
    }
    const parsed = parseDesignators(designatorCell);
    if (parsed.designators.length > 0 && parsed.designators.every(isFeatureDesignator)) {
      excluded.push({ row, reason: 'boardFeature' });
      continue;
    }
    if ([mpn, value, description, footprint].some(saysBoardFeature)) {
      excluded.push({ row, reason: 'boardFeature' });
      continue;
    }
    const quantity = parseQuantity(quantityCell);
    if (quantity === 0) {
      excluded.push({ row, reason: 'zeroQuantity' });
      continue;
    }
    const partTexts = [mpn, value, description, footprint];
    if (partTexts.some(saysMechanical) && !partTexts.some(saysSoldered)) {
      excluded.push({ row, reason: 'nonSoldered' });
      continue;
    }
    if (parsed.otherSeparators) problems.add('bom.otherSeparators', 'warning', [row]);
    if (parsed.badRange) problems.add('bom.badRange', 'warning', [row]);
    const count = parsed.designators.length;
    let qty = count;
    if (quantity === undefined) {
      if (mapping.quantity !== undefined && count > 0) problems.add('bom.quantityFromDesignators', 'info', [row]);
    } else if (Number.isNaN(quantity)) {
      problems.add('bom.badQuantity', 'warning', [row]);
    } else {
      qty = Math.max(quantity, count);
      if (quantity < count) problems.add('bom.quantityBelowDesignators', 'error', [row]);
      else if (quantity > count && count > 0) problems.add('bom.quantityAboveDesignators', 'warning', [row]);
    }
    if (count === 0) {
      problems.add('bom.noDesignator', 'error', [row]);
      if (qty === 0) continue; // no location and no quantity: nothing to build until the customer says where
    }
    parts.push({
      row, designators: parsed.designators, quantity: qty, quantityGiven: quantity !== undefined && !Number.isNaN(quantity),
      mpn, manufacturer: get('manufacturer'), value, footprint, description,
    });
  }

  // Duplicate rows: same MPN, value and footprint.
  const groups = new Map<string, PartRow[]>();
  for (const p of parts) {
    const key = groupKey(p);
    if (key !== null) groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  const duplicateGroups = [...groups.values()].filter((g) => g.length > 1);
  const onePerDesignator = parts.length >= 2 && parts.every((p) => p.designators.length === 1 && p.quantity === 1);
  const combineWanted = options.combineDuplicates ?? 'auto';
  const combined = duplicateGroups.length > 0 && (combineWanted === 'auto' ? onePerDesignator : combineWanted);
  const groupRows = duplicateGroups.map((g) => g.map((p) => p.row));
  let built = parts;
  if (combined) {
    const merged = new Map(duplicateGroups.map((g) => [g[0], combine(g)] as const));
    const absorbed = new Set(duplicateGroups.flatMap((g) => g.slice(1)));
    built = parts.filter((p) => !absorbed.has(p)).map((p) => merged.get(p) ?? p);
    problems.add('bom.combinedRows', 'info', groupRows.flat(), { groups: groupRows });
  } else if (duplicateGroups.length > 0) {
    problems.add('bom.duplicateRows', 'warning', groupRows.flat(), { groups: groupRows });
  }

  // A location named on two lines would get two parts.
  const firstRowOf = new Map<string, number>();
  const clashes = new Map<string, Set<number>>();
  for (const p of built) {
    for (const d of p.designators) {
      const first = firstRowOf.get(d);
      if (first === undefined) firstRowOf.set(d, p.row);
      else clashes.set(d, new Set([...(clashes.get(d) ?? [first]), p.row]));
    }
  }
  if (clashes.size > 0) {
    problems.add('bom.duplicateDesignator', 'error', [...clashes.values()].flatMap((s) => [...s]), { designators: [...clashes.keys()] });
  }

  const byReason = (reason: ExcludedReason): number[] => excluded.filter((e) => e.reason === reason).map((e) => e.row);
  const reasons: Array<[ExcludedReason, BomProblemKey, BomProblemSeverity]> = [
    ['notPopulated', 'bom.notPopulated', 'info'],
    ['zeroQuantity', 'bom.zeroQuantity', 'info'],
    ['nonSoldered', 'bom.nonSoldered', 'warning'],
    ['boardFeature', 'bom.boardFeature', 'info'],
  ];
  for (const [reason, key, severity] of reasons) {
    const rows = byReason(reason);
    if (rows.length > 0) problems.add(key, severity, rows);
  }

  const lines: BomLine[] = built.map((p) => ({
    row: p.row, designators: p.designators, quantity: p.quantity, mpn: p.mpn, manufacturer: p.manufacturer,
    value: p.value, footprint: p.footprint, description: p.description,
  }));
  const dnpRows = excluded.filter((e) => e.reason === 'notPopulated' || e.reason === 'zeroQuantity').map((e) => e.row);
  return { lines, problems: problems.list(), dnpRows, excluded, combined };
};
