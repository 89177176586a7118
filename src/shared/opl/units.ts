// Engineering values of parts (OPL, issue 10): "100nF", "4k7", "10kΩ", "16V", "±1%". One parser for the importer
// (attribute text → number), the search box ("10k 1% 0603") and the range filters, so a value typed by a customer
// and a value read from a catalogue meet as the same number in SI units.

/** Quantities with a number; the index is the code stored in opl_part_values.kind. */
export const QUANTITY_KINDS = [
  'resistance',
  'capacitance',
  'inductance',
  'voltage',
  'current',
  'power',
  'frequency',
  'tolerance',
  'count',
  'charge',
] as const;
export type QuantityKind = (typeof QUANTITY_KINDS)[number];

export const kindCode = (kind: QuantityKind): number => QUANTITY_KINDS.indexOf(kind);
export const isQuantityKind = (s: string): s is QuantityKind => (QUANTITY_KINDS as readonly string[]).includes(s);

export const UNIT_SYMBOL: Record<QuantityKind, string> = {
  resistance: 'Ω',
  capacitance: 'F',
  inductance: 'H',
  voltage: 'V',
  current: 'A',
  power: 'W',
  frequency: 'Hz',
  tolerance: '%',
  count: '',
  charge: 'C',
};

const PREFIX: Record<string, number> = {
  p: 1e-12,
  n: 1e-9,
  u: 1e-6,
  µ: 1e-6,
  μ: 1e-6,
  m: 1e-3,
  k: 1e3,
  K: 1e3,
  M: 1e6,
  G: 1e9,
};

const UNIT_KIND: Record<string, QuantityKind> = {
  f: 'capacitance',
  h: 'inductance',
  v: 'voltage',
  a: 'current',
  w: 'power',
  hz: 'frequency',
  ω: 'resistance',
  ohm: 'resistance',
  ohms: 'resistance',
  r: 'resistance',
  '%': 'tolerance',
};

export interface Quantity {
  kind: QuantityKind;
  /** In SI units (ohm, farad, ...); percent for tolerance. */
  value: number;
}

// number, optional prefix, optional unit: "100nF", "0.1uF", "10k", "4.7 kΩ", "16V", "1%", "12MHz"
const VALUE = /^(\d+(?:[.,]\d+)?)\s*(p|n|u|µ|μ|m|k|K|M|G)?\s*(f|h|v|a|w|hz|ω|ohms?|r|%)?$/i;
// R-notation: "4k7" = 4.7 kΩ, "4R7" = 4.7 Ω, "2n2" = 2.2 nF, "1M5"
const INFIX = /^(\d+)(p|n|u|µ|μ|k|K|M|R|r)(\d+)(f|h|ω|ohms?)?$/i;

/**
 * Reads a value as a customer types it or a catalogue prints it. A bare number with k/M or R ("10k", "100R")
 * is a resistance, as on schematics; a bare number without a prefix is not a value (it may be a package, "0402").
 */
export const parseQuantity = (raw: string): Quantity | undefined => {
  const s = raw.trim().replace(/^±/, '');
  const infix = INFIX.exec(s);
  if (infix) {
    const [, whole, sep, frac, unit] = infix;
    const value = Number(`${whole}.${frac}`);
    const lower = sep!.toLowerCase();
    if (lower === 'r') return { kind: 'resistance', value };
    const mult = PREFIX[sep!] ?? PREFIX[lower]!;
    // schematic convention: 4k7 and 1M5 are resistances, 2n2 and 4u7 capacitances, unless a unit says otherwise
    const kind = unit ? UNIT_KIND[unit.toLowerCase()] : lower === 'k' || sep === 'M' ? 'resistance' : 'capacitance';
    return kind ? { kind, value: round(value * mult) } : undefined;
  }
  const m = VALUE.exec(s);
  if (!m) return undefined;
  const [, digits, prefix, unitRaw] = m;
  const n = Number(digits!.replace(',', '.'));
  if (!Number.isFinite(n)) return undefined;
  let unit = unitRaw?.toLowerCase();
  const pre = prefix;
  // "1m" alone is ambiguous; "1M" is a megaohm. "10mA" keeps m as milli.
  if (!unit) {
    if (pre === 'k' || pre === 'K' || pre === 'M' || pre === 'G') unit = 'r';
    else return undefined;
  }
  const kind = UNIT_KIND[unit];
  if (!kind) return undefined;
  const mult = pre ? (PREFIX[pre] ?? PREFIX[pre.toLowerCase()] ?? 1) : 1;
  if (kind === 'tolerance') return pre ? undefined : { kind, value: n };
  return { kind, value: round(n * mult) };
};

/** Rounds away binary noise (1e-7 stored as 1.0000000000000001e-07) to 12 significant digits. */
export const round = (n: number): number => (n === 0 ? 0 : Number(n.toPrecision(12)));

const FORMAT_PREFIXES: [number, string][] = [
  [1e9, 'G'],
  [1e6, 'M'],
  [1e3, 'k'],
  [1, ''],
  [1e-3, 'm'],
  [1e-6, 'µ'],
  [1e-9, 'n'],
  [1e-12, 'p'],
];

/** 1e-7 capacitance → "100nF", 4700 resistance → "4.7kΩ", 1 tolerance → "±1%". */
export const formatQuantity = (kind: QuantityKind, value: number): string => {
  if (kind === 'tolerance') return `±${round(value)}%`;
  if (kind === 'count') return String(round(value));
  const abs = Math.abs(value);
  const [mult, prefix] = abs === 0 ? [1, ''] : (FORMAT_PREFIXES.find(([m]) => abs >= m * 0.9999999) ?? FORMAT_PREFIXES[FORMAT_PREFIXES.length - 1]!);
  return `${round(value / mult)}${prefix}${UNIT_SYMBOL[kind]}`;
};

/** Whether two values are the same nominal value (catalogue floats are not exact). */
export const sameValue = (a: number, b: number): boolean => Math.abs(a - b) <= Math.abs(b) * 1e-6;
