// Reading a designator cell into locations (services §5 "commas only separate locations"; issue 11 "ranges like
// R3-R6 expand").
// Separators: the spec names commas, but real files also use spaces (3mdeb's "C32, C33 C41, C42" — an export
// that lost one comma), semicolons, full-width and ideographic commas (、，) and line breaks. A designator never
// contains any of them, so all are read as separators; the rows where anything but a comma separated two
// locations are reported (bom.otherSeparators) so the customer can check them.

/** One range may stand for at most this many locations; "R1-R99999" is a typo, not 99,999 resistors. */
export const MAX_RANGE = 1000;
/** Locations per cell, after expansion. */
export const MAX_DESIGNATORS_PER_ROW = 5000;

export interface ParsedDesignators {
  /** Upper case, unique, in the cell's order. */
  designators: string[];
  /** Something other than a comma separated two locations. */
  otherSeparators: boolean;
  /** A range was too wide to expand (kept as written). */
  badRange: boolean;
}

// "R3-R6", "R3-6", "R3 - R6", "R3~R6", "R3–R6" (an en dash from word processors), "R3..R6"
const RANGE = /^([A-Z]+)(\d+)\s*(?:-|~|–|\.\.)\s*(?:\1)?(\d+)$/;

const expandRange = (token: string): string[] | 'tooWide' | null => {
  const m = RANGE.exec(token);
  if (!m) return null;
  const [, prefix = '', fromText = '', toText = ''] = m;
  const from = Number(fromText);
  const to = Number(toText);
  if (to <= from) return null; // "R6-R3" or "U1-1": not a range we can trust; keep the token as written
  if (to - from + 1 > MAX_RANGE) return 'tooWide';
  // Keep zero padding when the file uses it ("R01-R03" → R01, R02, R03).
  const width = fromText.startsWith('0') ? fromText.length : 0;
  const out: string[] = [];
  for (let n = from; n <= to; n += 1) out.push(`${prefix}${String(n).padStart(width, '0')}`);
  return out;
};

export const parseDesignators = (cell: string): ParsedDesignators => {
  const text = cell.toUpperCase().trim();
  const designators: string[] = [];
  const seen = new Set<string>();
  let otherSeparators = false;
  let badRange = false;
  // Join the halves of a spaced range ("R3 - R6") before splitting on spaces.
  const compact = text.replace(/\s*(-|~|–|\.\.)\s*/g, '$1');
  const parts = compact.split(/\s*[,，]\s*/);
  for (const part of parts) {
    const tokens = part.split(/[\s;；、]+/).filter(Boolean);
    if (tokens.length > 1) otherSeparators = true;
    for (const token of tokens) {
      const expanded = expandRange(token);
      if (expanded === 'tooWide') badRange = true;
      for (const d of Array.isArray(expanded) ? expanded : [token]) {
        if (seen.has(d) || designators.length >= MAX_DESIGNATORS_PER_ROW) continue;
        seen.add(d);
        designators.push(d);
      }
    }
  }
  return { designators, otherSeparators, badRange };
};
