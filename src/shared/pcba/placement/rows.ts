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
  if (!line.includes('"')) return line.split(delimiter).map((c) => c.trim());
  // Quoted cells: copy runs between quotes and delimiters as slices, not character by character.
  const cells: string[] = [];
  let cell = '';
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let end = line.indexOf('"', i + 1);
      while (end !== -1 && line[end + 1] === '"') {
        cell += line.slice(i + 1, end + 1); // one "" → "
        i = end + 1;
        end = line.indexOf('"', i + 1);
      }
      if (end === -1) end = line.length;
      cell += line.slice(i + 1, end);
      i = end + 1;
      continue;
    }
    let next = line.indexOf(delimiter, i);
    const quote = line.indexOf('"', i);
    if (quote !== -1 && (next === -1 || quote < next)) {
      cell += line.slice(i, quote);
      i = quote;
      continue;
    }
    if (next === -1) next = line.length;
    cell += line.slice(i, next);
    cells.push(cell.trim());
    cell = '';
    i = next + 1;
  }
  return cells;
};

const unquote = (s: string): string => (s.length >= 2 && s.startsWith('"') && s.endsWith('"') ? s.slice(1, -1) : s);
