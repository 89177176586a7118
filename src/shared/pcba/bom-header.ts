// Finding the header row and guessing which column is which (issue 11 "Column mapping"). Pure and synchronous, so
// the PCBA page can re-run it in the browser; the server runs the same code on the grid the worker read.
import { BOM_FIELDS, type BomField, type BomMapping } from './bom-line';
import { DISTRIBUTOR_WORDS, FIELD_WORDS, POPULATE_WORDS } from './bom-words';

/** Rows searched for the header: title blocks above it are a handful of rows in real files. */
export const HEADER_SEARCH_ROWS = 50;

/**
 * Header text reduced to comparable words: accents dropped ('Quantité' → 'quantite'), full-width forms folded
 * ('ＭＰＮ' → 'mpn'), case ignored, punctuation and spacing collapsed (' Mfr. P/N ' → 'mfr p n').
 */
export const normaliseHeader = (cell: string): string =>
  cell
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const isAscii = (word: string): boolean => /^[\x20-\x7e]*$/.test(word);

const prepared = (words: readonly string[]): string[] => [...new Set(words.map(normaliseHeader).filter(Boolean))];
const FIELD_NORMALISED = Object.fromEntries(BOM_FIELDS.map((f) => [f, prepared(FIELD_WORDS[f])])) as Record<BomField, string[]>;
const DISTRIBUTOR_NORMALISED = prepared(DISTRIBUTOR_WORDS);
const POPULATE_NORMALISED = prepared(POPULATE_WORDS);

/**
 * How well a header matches a list of words: a whole-header match beats any word found inside it, and a longer word
 * beats a shorter one. Latin words must match whole words ('qty' is not in 'qtyx'); CJK words have no spaces, so
 * they match as text ('メーカー型番' holds both 'メーカー' and '型番', and the longer entry decides).
 */
const scoreAgainst = (header: string, words: readonly string[]): number => {
  if (!header) return 0;
  let best = 0;
  const padded = ` ${header} `;
  for (const w of words) {
    let score = 0;
    if (header === w) score = 1000 + w.length;
    else if (isAscii(w) ? padded.includes(` ${w} `) : header.includes(w)) score = w.length;
    if (score > best) best = score;
  }
  return best;
};

type Candidate = BomField | 'distributor';

const columnScores = (cell: string): Array<{ field: Candidate; score: number }> => {
  const header = normaliseHeader(cell);
  const scores: Array<{ field: Candidate; score: number }> = BOM_FIELDS.map((field) => ({ field, score: scoreAgainst(header, FIELD_NORMALISED[field]) }));
  scores.push({ field: 'distributor', score: scoreAgainst(header, DISTRIBUTOR_NORMALISED) });
  // A column belongs to its best field only: 'Manufacturer Part Number' is an MPN, not also a manufacturer.
  const top = Math.max(...scores.map((s) => s.score));
  return top > 0 ? scores.filter((s) => s.score === top) : [];
};

/** Whether a header names a distributor's order number (Digi-Key, LCSC, Mouser...) rather than a maker's MPN. */
export const isDistributorHeader = (cell: string): boolean => {
  const best = columnScores(cell);
  return best.some((s) => s.field === 'distributor');
};

/** Whether a DNP-field header asks "is it placed?" (Populate, Fitted, 実装) rather than "is it left out?" (DNP). */
export const isPopulateHeader = (cell: string): boolean => {
  const header = normaliseHeader(cell);
  const populate = scoreAgainst(header, POPULATE_NORMALISED);
  return populate > 0 && populate >= scoreAgainst(header, FIELD_NORMALISED.dnp);
};

/**
 * The column guess for a header row. Each column serves one field and each field one column; the strongest
 * matches are placed first. A distributor part-number column becomes the MPN only when no MPN column exists
 * (bom-words.ts says why).
 */
export const guessMapping = (headerCells: readonly string[]): BomMapping => {
  const candidates = headerCells.flatMap((cell, column) => columnScores(cell).map((s) => ({ ...s, column })));
  candidates.sort((a, b) => b.score - a.score || a.column - b.column);
  const mapping: BomMapping = {};
  const usedColumns = new Set<number>();
  let distributor: number | undefined;
  for (const c of candidates) {
    if (usedColumns.has(c.column)) continue;
    if (c.field === 'distributor') {
      if (distributor === undefined) {
        distributor = c.column;
        usedColumns.add(c.column);
      }
      continue;
    }
    if (mapping[c.field] !== undefined) continue;
    mapping[c.field] = c.column;
    usedColumns.add(c.column);
  }
  if (mapping.mpn === undefined && distributor !== undefined) mapping.mpn = distributor;
  return mapping;
};

/** How many different fields a row's cells name (a header names several; a part row rarely more than one). */
const fieldsNamed = (row: readonly string[]): number => Object.keys(guessMapping(row)).length;

/**
 * The 0-based index of the header row: the row among the first HEADER_SEARCH_ROWS that names the most fields
 * (at least two), the first such row on a tie. Title rows, blank rows and a leading line-number column are
 * skipped this way. Null when no row looks like a header (the customer then picks the row and the columns).
 */
export const findHeaderRow = (grid: readonly (readonly string[])[]): number | null => {
  let best: number | null = null;
  let bestCount = 1;
  const end = Math.min(grid.length, HEADER_SEARCH_ROWS);
  for (let r = 0; r < end; r += 1) {
    const count = fieldsNamed(grid[r] ?? []);
    if (count > bestCount) {
      best = r;
      bestCount = count;
    }
  }
  return best;
};
