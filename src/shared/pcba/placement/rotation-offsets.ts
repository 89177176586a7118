// Rotation offsets between CAD conventions and the assembly line's (issue 11 "Placement": "offer the known
// per-package rotation offsets"). CAD libraries draw a part with pin 1 at the top left (IPC-7351 zero orientation);
// the pick-and-place machine takes parts as they sit in the tape, so some package families arrive turned. The
// offsets below are the community's measured ones for KiCad footprints at JLCPCB, from Matthew Lai's
// JLCKicadTools rotation database (github.com/matthewlai/JLCKicadTools, jlc_kicad_tools/cpl_rotations_db.csv,
// MIT), as carried on by Bouni's kicad-jlcpcb-tools and KiBot's rot_footprint filter. They are a SUGGESTION shown
// to the customer, never applied silently: a library that already draws parts in tape orientation needs none.
//
// Bottom side: the part is seen through the board, so a turn that is counter-clockwise from the top is clockwise
// from the bottom: the offset is subtracted instead of added (KiBot's rot_footprint `invert_bottom`, which the
// JLCPCB plugins use). The coordinates themselves stay as exported: every supported format writes bottom parts in
// top-view coordinates (X not mirrored), so nothing else changes.
import { normaliseRotation } from './read-placement';
import type { Placement } from './types';

export interface RotationOffset {
  /** What the customer sees: "SOT-23", "QFN / DFN". */
  family: string;
  /** Tested against the package name without its library prefix ("Package_TO_SOT_SMD:SOT-23" → "SOT-23"). */
  pattern: RegExp;
  offsetDeg: 0 | 90 | 180 | 270;
}

/** First match wins, so the narrower patterns come first (SOT-223 before SOT-23, SOP-4 before SOP). */
export const ROTATION_OFFSETS: readonly RotationOffset[] = [
  // JLCKicadTools: ^SOT-223 180, ^SOT-23 180, ^SOT-89 180, ^TSOT-23 180, ^SOT-353 180, ^SOT-363 180.
  { family: 'SOT-223', pattern: /^SOT-?223/i, offsetDeg: 180 },
  { family: 'SOT-23', pattern: /^(D_)?T?SOT-?23/i, offsetDeg: 180 },
  { family: 'SOT-89', pattern: /^SOT-?89/i, offsetDeg: 180 },
  { family: 'SOT-353 / SOT-363', pattern: /^SOT-?3[56]3/i, offsetDeg: 180 },
  // JLCKicadTools: ^SOP-4_ 0 and ^SOP-18_ 0 (already in tape orientation), then ^SOP-(?!18_) 270.
  { family: 'SOP-4 / SOP-18', pattern: /^SOP-(4|18)_/i, offsetDeg: 0 },
  { family: 'SOP', pattern: /^SOP-/i, offsetDeg: 270 },
  // JLCKicadTools first had ^SOIC- 90; kicad-jlcpcb-tools and later JLCPCB checks use 270 (tape feeds pin 1 to
  // the lower left), which is what the brief of issue 11 records.
  { family: 'SOIC', pattern: /^SOIC-/i, offsetDeg: 270 },
  // JLCKicadTools: ^TSSOP- 270, ^SSOP- 270, ^VSSOP-10_ 270.
  { family: 'TSSOP / SSOP', pattern: /^(T|V)?SSOP-/i, offsetDeg: 270 },
  // JLCKicadTools: ^QFN- 270, ^DFN- 270, ^LQFP- 270, ^TQFP- 270.
  { family: 'QFN / DFN', pattern: /^(V|W)?[QD]FN-/i, offsetDeg: 270 },
  { family: 'QFP', pattern: /^[LT]?QFP-/i, offsetDeg: 270 },
  // JLCKicadTools: ^R_Array_Convex_ 90, ^R_Array_Concave_ 90.
  { family: 'Resistor array', pattern: /^R_Array_(Convex|Concave)_/i, offsetDeg: 90 },
  // JLCKicadTools: ^CP_Elec_8x10.5 180, ^CP_Elec_6.3x7.7 180, ^CP_Elec_8x6.7 180, ^CP_EIA-3216-18_ 180.
  { family: 'Electrolytic / tantalum capacitor', pattern: /^CP_(Elec_(8x10\.5|6\.3x7\.7|8x6\.7)|EIA-3216-18_)/i, offsetDeg: 180 },
  // JLCKicadTools: ^LED_WS2812B_PLCC4_5.0x5.0mm_P3.2mm 180.
  { family: 'WS2812B LED', pattern: /^LED_WS2812B_PLCC4_5\.0x5\.0mm/i, offsetDeg: 180 },
];

export interface SuggestedCorrection {
  family: string;
  offsetDeg: RotationOffset['offsetDeg'];
  /** The same as 90° steps counter-clockwise on the top side (what applyCorrection takes). */
  stepsOf90: 0 | 1 | 2 | 3;
}

/** The known offset for a package, or null when we know none (no correction suggested). */
export const suggestedCorrection = (packageName: string): SuggestedCorrection | null => {
  const bare = packageName.trim().replace(/^.*:/, '');
  const found = ROTATION_OFFSETS.find((o) => o.pattern.test(bare));
  return found ? { family: found.family, offsetDeg: found.offsetDeg, stepsOf90: (found.offsetDeg / 90) as SuggestedCorrection['stepsOf90'] } : null;
};

/** The placement turned by stepsOf90 × 90° (negative turns back), mirrored in sense on the bottom side. */
export const applyCorrection = (placement: Placement, stepsOf90: number): Placement => {
  const turn = 90 * stepsOf90 * (placement.side === 'bottom' ? -1 : 1);
  return { ...placement, rotation_deg: normaliseRotation(placement.rotation_deg + turn) };
};
