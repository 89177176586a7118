// How much drawing a Gerber or Excellon file asks for, counted from its text BEFORE any library parses, plots or
// renders it. A few hundred bytes can ask for millions of objects: a step-and-repeat of 1000×1000 over three flashes,
// an aperture macro of thousands of primitives flashed many times, block apertures flashed inside block apertures,
// Excellon repeat codes and pattern repeats. tracespace expands all of that in memory, so the expansion is counted
// here, with the multipliers applied, and a layer over the limits is never handed to it (issue 7 §1).
// The scan is linear in the file's size and keeps only counters.

/** Limits for one layer and for all the layers of one upload, with room above the largest real boards. */
export const BUDGET_LIMITS = {
  /** Drawing operations after expansion (flashes count their aperture's primitives). */
  layerOperations: 2_000_000,
  archiveOperations: 6_000_000,
  /** Any coordinate farther than this from the origin, in mm (the largest panel is well under a metre). */
  coordinateMm: 10_000,
  /** Digits of a coordinate format (%FS): Gerber allows 1–6 integer and 4–6 decimal digits; 7 leaves room. */
  formatDigits: 7,
};

type BudgetProblem = 'operations' | 'coordinates' | 'format';

/** A layer (or the upload) asks for more drawing than the limits allow: it is not parsed, plotted or rendered. */
export class GerberTooComplexError extends Error {
  override readonly name = 'GerberTooComplexError';
  constructor(
    readonly file: string,
    readonly problem: BudgetProblem | 'archive',
  ) {
    super(`${file}: too complex to read (${problem})`);
  }
}

interface LayerBudget {
  /** Drawing operations after step-and-repeat, macros, blocks and Excellon repeats. */
  operations: number;
  /** Largest coordinate magnitude seen, in mm. */
  maxCoordinateMm: number;
  problem: BudgetProblem | null;
}

const MM_PER_INCH = 25.4;

const [D, G, X, Y, I, J, PLUS, MINUS, PERCENT, ZERO] = [...'DGXYIJ+-%0'].map((c) => c.charCodeAt(0)) as [number, number, number, number, number, number, number, number, number, number];

/** What `\s` and `trim()` drop, within latin1 (tab to carriage return, space, no-break space). */
const isBlank = (c: number): boolean => c === 32 || (c >= 9 && c <= 13) || c === 160;

/** The aperture of a select block (/^(?:G54)?D(\d+)$/ on s[from, to)), else null. */
const apertureSelect = (s: string, from: number, to: number): number | null => {
  const d = to - from > 3 && s.startsWith('G54', from) ? from + 3 : from;
  if (s.charCodeAt(d) !== D || d + 1 >= to) return null;
  for (let i = d + 1; i < to; i += 1) {
    const digit = s.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return null;
  }
  return Number(s.slice(d + 1, to));
};

/** Gerber (RS-274X): extended commands between '%', word commands ending in '*'. `text`: the file as latin1 (a character per byte). */
export const gerberBudget = (text: string, limits = BUDGET_LIMITS): LayerBudget => {
  let operations = 0;
  let maxMm = 0;
  let problem: BudgetProblem | null = null;
  let inchUnits = false;
  let divisor = 10 ** 6; // of the coordinates' digits: 10 to the format's decimals
  let maxDigits = 0; // the largest X/Y digits since the format or units last changed (maxMm has them in mm)
  let repeat = 1; // active step-and-repeat factor
  const macroCost = new Map<string, number>();
  const apertureCost = new Map<number, number>();
  let current = 1; // cost of flashing the selected aperture
  let lastOp = 1; // modal D01/D02/D03 cost for coordinates without a D code
  // block apertures (%ABD..*% ... %AB*%) may nest: each level counts its own content
  const blocks: { code: number; operations: number }[] = [];
  const add = (n: number): void => {
    if (blocks.length > 0) blocks[blocks.length - 1]!.operations += n;
    else operations += n * repeat;
  };

  const extended = (body: string): void => {
    const parts = body.split('*').map((p) => p.trim()).filter(Boolean);
    const head = parts[0] ?? '';
    if (head.startsWith('FS')) {
      const m = /^FS[LTD]?[AI]?X(\d)(\d)Y(\d)(\d)/.exec(head);
      if (!m || [m[1], m[2], m[3], m[4]].some((d) => Number(d) > limits.formatDigits)) problem ??= 'format';
      else {
        divisor = 10 ** Number(m[2]);
        maxDigits = 0;
      }
    } else if (head.startsWith('MO')) {
      inchUnits = head.startsWith('MOIN');
      maxDigits = 0;
    } else if (head.startsWith('AM')) {
      // every primitive block after the name, comments (primitive 0) left out
      const primitives = parts.slice(1).filter((p) => !/^0(\s|$)/.test(p) && !/^\$\d+=/.test(p)).length;
      macroCost.set(head.slice(2), Math.max(1, primitives));
    } else if (head.startsWith('AD')) {
      const m = /^ADD(\d+)([A-Za-z_.$][^,]*)/.exec(head);
      if (m) apertureCost.set(Number(m[1]), macroCost.get(m[2]!) ?? 1);
    } else if (head.startsWith('SR')) {
      const m = /^SRX(\d+)Y(\d+)/.exec(head);
      repeat = m ? Math.max(1, Number(m[1])) * Math.max(1, Number(m[2])) : 1;
    } else if (head.startsWith('AB')) {
      const m = /^ABD(\d+)/.exec(head);
      if (m) blocks.push({ code: Number(m[1]), operations: 0 });
      else {
        const done = blocks.pop();
        if (done) apertureCost.set(done.code, Math.max(1, done.operations));
      }
    }
  };

  const coordinateMm = (digits: number): number => {
    const value = digits / divisor;
    return inchUnits ? value * MM_PER_INCH : value;
  };

  /**
   * A word command, `s` from `from` to `to`, read in place (no string per block). Returns false, having counted
   * nothing, when it meets a blank inside the block: the caller reads it again without its blanks.
   */
  const command = (s: string, from: number, to: number): boolean => {
    const first = s.charCodeAt(from);
    if (first === D || first === G) {
      const code = apertureSelect(s, from, to);
      if (code !== null) {
        if (code >= 10) current = apertureCost.get(code) ?? 1;
        else lastOp = code === 3 ? current : code === 2 ? 0 : 1;
        return true;
      }
    }
    // one pass over the block for its coordinates (X/Y: the largest; I/J too: it is a drawing operation)
    let drawing = false;
    let largest = 0;
    for (let i = from; i < to; i += 1) {
      const c = s.charCodeAt(i);
      if (c !== X && c !== Y && c !== I && c !== J) {
        if (isBlank(c)) return false;
        continue;
      }
      let end = i + 1;
      const sign = s.charCodeAt(end);
      if (end < to && (sign === PLUS || sign === MINUS)) end += 1;
      const digitsFrom = end;
      // the digits' value, read in place (a coordinate's magnitude: the sign does not matter)
      let value = 0;
      for (let digit = s.charCodeAt(end) - 48; end < to && digit >= 0 && digit <= 9; digit = s.charCodeAt(end) - 48) {
        value = value * 10 + digit;
        end += 1;
      }
      if (end === digitsFrom) continue;
      drawing = true;
      if ((c === X || c === Y) && value > largest) largest = value;
      i = end - 1;
    }
    if (!drawing) return true;
    // in mm only when larger than any before in these units and format (the conversion only grows with the digits)
    if (largest > maxDigits) {
      maxDigits = largest;
      maxMm = Math.max(maxMm, coordinateMm(largest));
    }
    // an operation code at the end (D01, D1, D02, D2, D03, D3)
    const digit = s.charCodeAt(to - 1) - 48;
    const d = s.charCodeAt(to - 2) === ZERO ? to - 3 : to - 2;
    if (digit >= 1 && digit <= 3 && d >= from && s.charCodeAt(d) === D) lastOp = digit === 3 ? current : digit === 2 ? 0 : 1;
    add(Math.max(lastOp, 1));
    return true;
  };

  /** The word between `from` and `to` (its '*'): blocks usually start with the line break before them. */
  const word = (from: number, to: number): void => {
    while (from < to && isBlank(text.charCodeAt(from))) from += 1;
    while (to > from && isBlank(text.charCodeAt(to - 1))) to -= 1;
    if (command(text, from, to)) return;
    const block = text.slice(from, to).replace(/\s+/g, '');
    command(block, 0, block.length);
  };

  // Blocks as /%([^%]*)%|([^*%]+)\*/g would find them, without a match object per block: an extended command
  // between two '%', else a word up to its '*' (a run that meets a '%' first is not a word and is skipped).
  let at = 0;
  let percent = text.indexOf('%');
  while (at < text.length && !problem && operations <= limits.layerOperations) {
    if (text.charCodeAt(at) === PERCENT) {
      const close = text.indexOf('%', at + 1);
      if (close < 0) {
        at += 1;
        continue;
      }
      extended(text.slice(at + 1, close));
      at = close + 1;
      continue;
    }
    const star = text.indexOf('*', at);
    // most files have no '%' after their header: look for the next one only once the last one is behind
    if (percent >= 0 && percent < at) percent = text.indexOf('%', at);
    if (star < 0 && percent < 0) break;
    if (percent >= 0 && (star < 0 || percent < star)) {
      at = percent;
      continue;
    }
    if (star > at) word(at, star);
    at = star + 1;
  }
  if (!problem && operations > limits.layerOperations) problem = 'operations';
  if (!problem && maxMm > limits.coordinateMm) problem = 'coordinates';
  return { operations, maxCoordinateMm: maxMm, problem };
};

/** Excellon drill files: holes, repeat codes (R), slots (G85) and pattern repeats (M25 … M01, then M02 per copy). */
export const excellonBudget = (text: string, limits = BUDGET_LIMITS): LayerBudget => {
  let operations = 0;
  let maxMm = 0;
  let inchUnits = /^\s*(INCH|M72)\b/m.test(text);
  let decimals = inchUnits ? 4 : 3;
  let pattern: number | null = null; // holes of the pattern being recorded
  let lastPattern = 0;
  const add = (n: number): void => {
    operations += n;
    if (pattern !== null) pattern += n;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim().toUpperCase();
    if (line === '' || line.startsWith(';')) continue;
    const units = /^(METRIC|INCH|M71|M72)(?:,.*?(?:0+\.(0+)|\d+\.(\d+)))?/.exec(line);
    if (units) {
      inchUnits = units[1] === 'INCH' || units[1] === 'M72';
      const format = units[2] ?? units[3];
      if (format && format.length > limits.formatDigits) return { operations, maxCoordinateMm: maxMm, problem: 'format' };
      decimals = format ? format.length : inchUnits ? 4 : 3;
      continue;
    }
    if (line.startsWith('M25')) {
      pattern = 0;
      continue;
    }
    if (line.startsWith('M01')) {
      lastPattern = pattern ?? 0;
      pattern = null;
      continue;
    }
    if (line.startsWith('M02')) {
      add(Math.max(lastPattern, 1));
      continue;
    }
    const repeatCode = /^R(\d+)/.exec(line);
    const coords = [...line.matchAll(/[XY]([+-]?\d*\.?\d+)/g)];
    for (const m of coords) {
      const v = m[1]!;
      const value = v.includes('.') ? Number(v) : Number(v) / 10 ** decimals;
      maxMm = Math.max(maxMm, Math.abs(inchUnits ? value * MM_PER_INCH : value));
    }
    if (repeatCode) add(Number(repeatCode[1]));
    else if (coords.length > 0) add(1);
    if (operations > limits.layerOperations) return { operations, maxCoordinateMm: maxMm, problem: 'operations' };
  }
  return { operations, maxCoordinateMm: maxMm, problem: maxMm > limits.coordinateMm ? 'coordinates' : null };
};

interface ArchiveBudget {
  /** Files over a per-layer limit, with the reason. */
  overLimit: { name: string; problem: BudgetProblem }[];
  /** All drawing operations of the upload together. */
  operations: number;
  /** The upload as a whole is too much to render, even when each layer is within its limit. */
  overArchiveLimit: boolean;
}

/**
 * Budgets already counted, by the layer's bytes: one job checks a layer up to three times (the upload as a whole,
 * the outline before it is measured, the drawn layers before rendering) and each scan reads the whole file.
 * Keyed weakly by the Buffer, so a count lives exactly as long as the bytes it was counted from.
 */
const counted = new WeakMap<Buffer, { gerber?: LayerBudget; excellon?: LayerBudget }>();

const layerBudget = (data: Buffer, format: 'gerber' | 'excellon', limits: typeof BUDGET_LIMITS): LayerBudget => {
  const scan = (): LayerBudget => (format === 'gerber' ? gerberBudget : excellonBudget)(data.toString('latin1'), limits);
  if (limits !== BUDGET_LIMITS) return scan();
  const known = counted.get(data) ?? {};
  counted.set(data, known);
  return (known[format] ??= scan());
};

/** The budget of every drawable layer of an upload. */
export const archiveBudget = (
  layers: readonly { name: string; data: Buffer; format: 'gerber' | 'excellon' | string }[],
  limits = BUDGET_LIMITS,
): ArchiveBudget => {
  const overLimit: ArchiveBudget['overLimit'] = [];
  let operations = 0;
  for (const layer of layers) {
    if (layer.format !== 'gerber' && layer.format !== 'excellon') continue;
    const budget = layerBudget(layer.data, layer.format, limits);
    operations += budget.operations;
    if (budget.problem) overLimit.push({ name: layer.name, problem: budget.problem });
  }
  return { overLimit, operations, overArchiveLimit: operations > limits.archiveOperations };
};

/** Throws GerberTooComplexError when any layer, or all of them together, is over the limits. */
export const assertDrawable = (layers: Parameters<typeof archiveBudget>[0], limits = BUDGET_LIMITS): void => {
  const budget = archiveBudget(layers, limits);
  const first = budget.overLimit[0];
  if (first) throw new GerberTooComplexError(first.name, first.problem);
  if (budget.overArchiveLimit) throw new GerberTooComplexError('(all layers)', 'archive');
};
