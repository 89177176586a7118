// Solder pads per package (issue 11: "joints from the files instead of typed"): the assembly fee is per SMT and per
// THT joint (platform §3), so the page counts them from the BOM's and the placement file's package names instead of
// asking the customer to add up pads. The table reads the names CAD libraries write — KiCad's footprint names
// (IPC-7351 style: "SOIC-8_3.9x4.9mm_P1.27mm", "QFN-32-1EP_5x5mm_P0.5mm", "PinHeader_2x05_P2.54mm_Vertical"), and
// the short package names of Altium, EasyEDA/JLCPCB and Eagle exports ("0603", "SOT-23-5", "LQFP-48", "DIP-8").
//
// First match wins, so the narrower rows come first. A count in the name wins over the family's usual count: the
// lead count after the family ("TSSOP-20" → 20), a header's rows × pins ("2x05" → 10), "4Pin" / "PLCC4". An
// exposed pad ("-1EP", "EP", "PowerPAD", "ThermalPad") is one more joint. A name the table does not know is counted
// as 2 pads (the fewest a soldered part has) and reported, so the customer knows which parts to check.

export interface PadCount {
  pads: number;
  /** Through-hole: pins soldered by wave or hand (the THT joint price), not reflow. */
  tht: boolean;
  /** The table's row that decided ('' when none did and the 2-pad guess applies). */
  family: string;
}

type Rule = readonly [family: string, pattern: RegExp, tht: boolean, pads: (m: RegExpExecArray) => number];

const n = (i: number, fallback: number) => (m: RegExpExecArray) => (m[i] ? Number(m[i]) : fallback);
const grid = (m: RegExpExecArray) => Number(m[1]) * Number(m[2]);
const fixed = (pads: number) => () => pads;

/** The package table. Documented per row; patterns run on the name without its library prefix ("Lib:Name"). */
export const PAD_RULES: readonly Rule[] = [
  // Through-hole headers, sockets, terminal blocks: rows × pins per row ("PinHeader_2x05", "TerminalBlock_..._1x03").
  // An SMD header ("..._SMD") is surface mount with the same count.
  ['Pin header / socket (SMD)', /(?:Pin_?Header|Pin_?Socket|Header)\D*?(\d{1,2})x(\d{1,3}).*SMD/i, false, grid],
  ['Pin header / socket', /(?:Pin_?Header|Pin_?Socket|Header|TerminalBlock|IDC)\D*?(\d{1,2})x(\d{1,3})/i, true, grid],
  // DIP packages and sockets: the pin count ("DIP-8_W7.62mm", "PDIP-28").
  ['DIP', /^(?:P|C)?DIP-?(\d+)/i, true, n(1, 8)],
  // Transistor outlines: TO-220 / TO-247 / TO-92 have 3 leads unless the name says ("TO-220-5").
  ['TO-220 / TO-247 / TO-92', /^TO-?(?:220|247|92|126|3P)\w*?(?:-(\d+))?(?:_|$)/i, true, n(1, 3)],
  // Two-lead through-hole parts: axial and radial resistors, capacitors, diodes (DO-35/DO-41/DO-201).
  ['Axial / radial', /(?:Axial|Radial|^D_DO-?(?:35|41|201)|^DO-?(?:35|41|201)(?:_|$))/i, true, fixed(2)],
  // Anything else a library marks through-hole: the pin count when written ("THT ... 4Pin"), else 2.
  ['Through-hole (marked THT)', /(?:THT|_TH(?:_|$))(?:.*?(\d+)\s*-?Pin)?/i, true, n(1, 2)],
  // Small outline transistors: SOT-223 has 3 leads and the tab (4 pads), SOT-89 3 pads.
  ['SOT-223', /^SOT-?223(?:-(\d+))?/i, false, (m) => (m[1] ? Number(m[1]) + 1 : 4)],
  ['SOT-89', /^SOT-?89(?:-(\d+))?/i, false, n(1, 3)],
  ['SOT-353 / SOT-363', /^SOT-?3([56])3/i, false, (m) => (m[1] === '5' ? 5 : 6)],
  ['SOT-23 / SC-70', /^(?:T?SOT-?23|SOT-?323|SOT-?523|SC-?70)(?:-(\d+))?/i, false, n(1, 3)],
  // Leaded and leadless ICs: the lead count after the family, plus the exposed pad when the name has one.
  ['IC (SOIC, SOP, SSOP, TSSOP, MSOP, QFN, DFN, QFP, SON, BGA, LGA)', /^(?:H?T?SSOP|SOIC|SOP|SO|MSOP|VSSOP|HVSSOP|[VWU]?QFN|[VWU]?DFN|[LT]?QFP|[VWUT]?SON|[A-Z]{0,3}BGA|LGA|PLCC)-?(\d+)/i, false, n(1, 8)],
  // Two-terminal SMD diodes and molded parts.
  ['SOD / SMA / SMB / SMC', /^(?:D_)?(?:SOD-?\d+|SM[ABC]|DO-?214|MELF|MiniMELF)/i, false, fixed(2)],
  // Crystals, buttons and other SMD parts that say their pin count ("Crystal_SMD_3225-4Pin_3.2x2.5mm").
  ['SMD with a pin count', /(\d+)\s*-?Pin/i, false, (m) => Number(m[1])],
  // Chip resistors, capacitors, inductors, LEDs, fuses by size code, imperial or metric ("R_0603_1608Metric").
  ['Chip (0201 … 2512)', /(?:^|[^0-9])(?:01005|0201|0402|0603|0805|1206|1210|1812|2010|2512|1005|1608|2012|3216|3225|3245|4532|5025|6332)(?:[^0-9]|$)/, false, fixed(2)],
];

/** Exposed / thermal pad words in a package name: one more joint (the pad under the IC). */
const EXPOSED_PAD = /(?:-\d*EP(?:_|$|-)|_EP(?:_|$)|ExposedPad|PowerPAD|ThermalPad|ThermalVias)/i;

/** Pads of one package name; null when the table does not know it. */
export const padsOf = (packageName: string): PadCount | null => {
  const bare = packageName.trim().replace(/^.*:/, '');
  if (!bare) return null;
  for (const [family, pattern, tht, pads] of PAD_RULES) {
    const m = pattern.exec(bare);
    if (!m) continue;
    const count = pads(m) + (!tht && EXPOSED_PAD.test(bare) ? 1 : 0);
    if (Number.isFinite(count) && count > 0) return { pads: count, tht, family };
  }
  return null;
};

/** What a part of an unknown package counts: two pads, surface mount. */
export const GUESSED_PADS = 2;
