// Splits placement text into lines of cells. CSV (comma, semicolon) and TSV cells may be quoted with "" escapes;
// KiCad .pos and Eagle mountsmd files are columns separated by runs of spaces (KiCad writes spaces inside a value
// as "_", so a space never belongs to a cell there).

export type Delimiter = ',' | ';' | '\t' | 'space';

/** The separator of a line: the most frequent of tab, semicolon and comma outside quotes, else spaces. */
export const delimiterOf = (line: string): Delimiter => {
  const counts = { '\t': 0, ';': 0, ',': 0 };
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch in counts) counts[ch as keyof typeof counts] += 1;
  }
  const best = (Object.entries(counts) as [keyof typeof counts, number][]).sort((a, b) => b[1] - a[1])[0];
  return best && best[1] > 0 ? best[0] : 'space';
};

export const splitLine = (line: string, delimiter: Delimiter): string[] => {
  if (delimiter === 'space') return line.trim().split(/\s+/).map(unquote);
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i] as string;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') { cell += '"'; i += 1; } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) { cells.push(cell.trim()); cell = ''; } else cell += ch;
  }
  cells.push(cell.trim());
  return cells;
};

const unquote = (s: string): string => (s.length >= 2 && s.startsWith('"') && s.endsWith('"') ? s.slice(1, -1) : s);
