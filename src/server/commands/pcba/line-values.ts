// What a BOM line says about its part besides the part number (issue 11): the engineering value ("100nF",
// "10k 1%", "4u7"), the ratings a substitute must meet (voltage at least, tolerance at most) and the package
// ("0402", KiCad's "C_0402_1005Metric", "Package_TO_SOT_SMD:SOT-23"). Read with the OPL's own value parser
// (src/shared/opl/units.ts) so a line and a catalogue part meet as the same number in SI units.
import type { BomLine } from '../../../shared/pcba/bom-line';
import { parseQuantity, type Quantity, type QuantityKind } from '../../../shared/opl/units';

/** The quantities that name a part's value; the first one a line has is what a suggestion must have exactly. */
export const VALUE_KINDS: QuantityKind[] = ['capacitance', 'resistance', 'inductance', 'frequency'];


/** Designator letters and the unit a bare "100n" / "4.7u" / "10" on them means (schematics leave it out). */
const UNIT_BY_DESIGNATOR: Record<string, string> = { C: 'F', R: 'Ω', L: 'H', Y: 'Hz', X: 'Hz' };

/** Imperial chip sizes as CAD footprints and catalogues name them (KiCad adds the metric one after: 0402_1005Metric). */
const CHIP_SIZE = /(?:^|[^0-9])(01005|0201|0402|0603|0805|1206|1210|1808|1812|2010|2220|2512)(?![0-9])/;

export interface LineValues {
  /** The value a suggestion must have (e.g. capacitance 1e-7). */
  primary?: Quantity;
  /** A suggestion's voltage rating must be at least this. */
  minVoltage?: number;
  /** A suggestion's tolerance must be at most this (percent). */
  maxTolerance?: number;
  /** Package names to look for (upper case), best first. */
  packages: string[];
}

const words = (s: string): string[] =>
  s
    // "1/16W" is a power, not two words
    .replace(/(\d+)\/(\d+)\s*W\b/gi, (_, a: string, b: string) => `${Number(a) / Number(b)}W`)
    .split(/[\s,;/_]+/)
    .filter(Boolean)
    .slice(0, 16);

const designatorLetter = (line: BomLine): string => /^[A-Z]+/.exec(line.designators[0] ?? '')?.[0]?.slice(-1) ?? '';

const readWord = (word: string, letter: string, whole: boolean): Quantity | undefined => {
  let q = parseQuantity(word);
  const unit = UNIT_BY_DESIGNATOR[letter];
  // "100n" on a C, "4.7u", "10" alone as the whole value of an R (a bare number may otherwise be a package: "0402")
  if (!q && unit && (/^\d+(?:[.,]\d+)?[pnuµμmkKMG]$/.test(word) || (whole && /^\d+(?:[.,]\d+)?$/.test(word)))) {
    q = parseQuantity(`${word}${unit}`);
  }
  // a capacitor's value is never read as ohms ("C3 10k" is a typo, not a resistor to suggest)
  return q && !(letter === 'C' && q.kind === 'resistance') ? q : undefined;
};

const packagesOf = (footprint: string, valueWords: string[]): string[] => {
  const out: string[] = [];
  const chip = CHIP_SIZE.exec(footprint) ?? valueWords.map((w) => CHIP_SIZE.exec(w)).find(Boolean);
  if (chip) out.push(chip[1]!);
  const fp = footprint.trim().toUpperCase();
  if (fp) {
    const name = fp.slice(fp.lastIndexOf(':') + 1);
    out.push(name, name.split('_')[0]!);
  }
  return [...new Set(out.filter((s) => s.length >= 2))];
};

export const lineValues = (line: BomLine): LineValues => {
  const letter = designatorLetter(line);
  const valueWords = words(line.value);
  // the value column first; the description ("CAP CER 0.1UF 16V X7R 0402") only when the value says nothing
  let quantities = valueWords.map((w) => readWord(w, letter, valueWords.length === 1)).filter((q): q is Quantity => Boolean(q));
  let descWords: string[] = [];
  if (!quantities.some((q) => VALUE_KINDS.includes(q.kind))) {
    descWords = words(line.description);
    quantities = [...quantities, ...descWords.map((w) => readWord(w, letter, false)).filter((q): q is Quantity => Boolean(q))];
  }
  const primary = VALUE_KINDS.map((k) => quantities.find((q) => q.kind === k)).find(Boolean);
  const voltage = quantities.find((q) => q.kind === 'voltage');
  const tolerance = quantities.find((q) => q.kind === 'tolerance');
  return {
    primary,
    minVoltage: primary && voltage ? voltage.value : undefined,
    maxTolerance: primary && tolerance ? tolerance.value : undefined,
    packages: packagesOf(line.footprint, [...valueWords, ...descWords]),
  };
};

/** A value column holding an MPN instead of a value (KiCad's Value field often does: "STM32F103C8T6"). */
export const valueAsMpn = (line: BomLine): string => {
  const v = line.value.trim();
  if (line.mpn || !/^[A-Za-z0-9][A-Za-z0-9\-/.#+]{4,}$/.test(v) || !/[A-Za-z]/.test(v) || !/\d/.test(v)) return '';
  return lineValues({ ...line, description: '' }).primary ? '' : v;
};
