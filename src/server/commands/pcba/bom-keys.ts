// What a BOM line's part-number cell can be looked up as (issue 11, "Matching against the catalogue"): the MPN
// without punctuation, a catalogue SKU, and the same MPN without a packaging suffix or a distributor's decoration.
// Only packaging (reel, cut tape) may differ between what was written and a part confirmed as its variant: the
// suffixes below never change the die, the value or the package. Anything else that merely looks alike (a longer
// MPN, GRM155R70J104 vs GRM155R70J102) is a suggestion, never a confirmation.
import { mpnKey } from '../opl/import/part-record';

/** Shortest key worth a prefix search: "LM3" would list thousands of unrelated parts. */
export const MIN_PREFIX_KEY = 5;

/**
 * Packaging suffixes a customer may write that the catalogue's MPN may lack, on the written MPN as typed (upper case):
 * "/TR", "-TR", "TR", "-T", "T&R", "-REEL", "CT" (cut tape), "DKR" (Digi-Key reel). A bare "T" is NOT one: on
 * 2N7002T it names a smaller package (SOT-523), so only a separated "-T" or "/T" counts.
 */
const WRITTEN_SUFFIX = /(?:[-/ ]?(?:TR|T&R|REEL7?|REEL13|CT|DKR)|[-/ ]T)$/;

/**
 * Digi-Key part numbers built from the maker's MPN: "LM358DRCT-ND", "RMCF0603FT10K0TR-ND", "LM358D-ND" (their own
 * numeric ones, "296-1395-1-ND", name no MPN and stay unmatched). Mouser's "595-LM358DR": a 2–3 digit maker code.
 */
const DIGIKEY = /^(.+?)(?:CT|TR|DKR)?-ND$/;
const MOUSER = /^\d{2,3}-([A-Z].*)$/;

/**
 * Packaging suffixes the catalogue's MPN may carry beyond what was written, in key form (letters and digits):
 * TI/ST's "R" (large reel) as in LM358D → LM358DR, "TR", onsemi's "R2G" (reel, lead-free), TI's "RG4", "REEL".
 * As above, a bare "T" is left out (2N7002 → 2N7002T is another package).
 */
const CATALOGUE_SUFFIXES = ['R', 'TR', 'R2G', 'RG4', 'REEL', 'REEL7', 'CT'] as const;
/** The same, when the catalogue separates it from the MPN ("BAT54-T", "XYZ/TR"): then a T is packaging too. */
const CATALOGUE_SEPARATED = /[-/ ](?:T|TR|R|REEL7?)$/;

export interface WrittenKeys {
  /** The written text as a SKU (trimmed), and upper-cased: LCSC codes are written c1234 too. */
  skus: string[];
  /** The MPN key as written ('' when too short to mean one). */
  key: string;
  /** Keys of the same MPN without a packaging suffix or distributor decoration (each differs from key). */
  stripped: string[];
}

const unique = (xs: string[]): string[] => [...new Set(xs)];

export const writtenKeys = (written: string): WrittenKeys => {
  const raw = written.trim();
  const upper = raw.toUpperCase();
  const key = mpnKey(upper);
  const bases: string[] = [];
  const digikey = DIGIKEY.exec(upper);
  if (digikey) bases.push(digikey[1]!);
  const mouser = MOUSER.exec(upper);
  if (mouser) bases.push(mouser[1]!);
  for (const b of [upper, ...bases]) {
    const s = b.replace(WRITTEN_SUFFIX, '');
    if (s !== b) bases.push(s);
  }
  // "IRLML6402TRPBF": the tape-and-reel of IRLML6402PBF
  if (/TRPBF$/.test(key)) bases.push(key.replace(/TRPBF$/, 'PBF'));
  const stripped = unique(bases.map(mpnKey)).filter((k) => k.length >= 3 && k !== key);
  return { skus: unique([raw, upper]).filter(Boolean), key: key.length >= 3 ? key : '', stripped };
};

/**
 * Whether a catalogue MPN is `base` (a written key or a stripped one) plus a packaging suffix only. The catalogue's
 * own spelling decides whether a T is separated (packaging) or glued on (a different part).
 */
export const isPackagingVariant = (base: string, catalogueMpn: string): boolean => {
  const key = mpnKey(catalogueMpn);
  // IRLML6402PBF written, IRLML6402TRPBF in the catalogue: IR puts the reel before the lead-free mark
  if (base.endsWith('PBF') && key === `${base.slice(0, -3)}TRPBF`) return true;
  if (!key.startsWith(base) || key === base) return false;
  const extra = key.slice(base.length);
  if ((CATALOGUE_SUFFIXES as readonly string[]).includes(extra)) return true;
  const upper = catalogueMpn.toUpperCase().trim();
  const separated = CATALOGUE_SEPARATED.exec(upper);
  return Boolean(separated && mpnKey(upper.slice(0, separated.index)) === base);
};
