// Whether a BOM line's manufacturer cell names a catalogue manufacturer: "Murata" is "Murata Electronics",
// "TI" is "Texas Instruments", "Samsung" is "Samsung Electro-Mechanics". Used only to choose between catalogue parts
// that share an MPN (issue 11: "prefer the line's manufacturer"), never to reject an exact MPN.

/** Abbreviations BOMs use for makers whose catalogue name does not start with them. */
const ALIASES: Record<string, string> = {
  ti: 'texas instruments',
  st: 'stmicroelectronics',
  stm: 'stmicroelectronics',
  on: 'onsemi',
  'on semiconductor': 'onsemi',
  adi: 'analog devices',
  nxp: 'nxp semiconductors',
  sec: 'samsung electro mechanics',
  tdk: 'tdk',
  avx: 'kyocera avx',
  vishay: 'vishay',
};

/** Words every maker's name may carry or drop ("Inc", "Co., Ltd", "Electronics"). */
const FILLER = /\b(?:inc|incorporated|corp|corporation|co|ltd|limited|llc|gmbh|ag|sa|plc|company|group|the)\b/g;

export const makerName = (name: string): string => {
  const plain = name
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(FILLER, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return ALIASES[plain] ?? plain;
};

/** "murata" names "murata electronics"; either may be the shorter one ("Yageo" and "YAGEO Corp"). */
export const sameMaker = (written: string, catalogue: string | null): boolean => {
  if (!catalogue) return false;
  const a = makerName(written);
  const b = makerName(catalogue);
  if (!a || !b) return false;
  return a === b || b.startsWith(`${a} `) || a.startsWith(`${b} `);
};
