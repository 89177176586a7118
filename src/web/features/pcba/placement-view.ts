// The placement preview's geometry (issue 11 "Placement"), pure: each part's rotation as the customer will have it
// (the file's, the per-package offset when the customer applied the offsets, then their own quarter turns), a body
// size from the package name, and where the parts sit on the board outline.
import { applyCorrection, normaliseRotation, suggestedCorrection, type Placement } from '../../../shared/pcba/placement';

export type QuarterTurn = 0 | 90 | 180 | 270;
/** Clockwise quarter turns the customer added, by designator (upper case). */
export type Rotations = Readonly<Record<string, QuarterTurn>>;

/** The one convention ROTATION_OFFSETS holds (KiCad footprints → the assembly line), as the cart stores its name. */
export const OFFSETS_CONVENTION = 'kicad-jlcpcb';

export const nextTurn = (turn: QuarterTurn | undefined): QuarterTurn => (((turn ?? 0) + 90) % 360) as QuarterTurn;

/** The rotation the machine will use, counter-clockwise from the top, in [0, 360). */
export const finalRotation = (p: Placement, offsets: boolean, turn: QuarterTurn | undefined): number => {
  const steps = offsets ? (suggestedCorrection(p.package)?.stepsOf90 ?? 0) : 0;
  // A clockwise quarter turn is −1 counter-clockwise step (applyCorrection mirrors it on the bottom side).
  return applyCorrection(p, steps - (turn ?? 0) / 90).rotation_deg;
};

/** How many parts the offsets table would turn (the "apply" action says so). */
export const correctable = (placements: readonly Placement[]): number =>
  placements.filter((p) => (suggestedCorrection(p.package)?.offsetDeg ?? 0) !== 0).length;

const SIZES: readonly [RegExp, number, number][] = [
  [/0201/, 0.6, 0.3], [/0402|1005/, 1.0, 0.5], [/0603|1608/, 1.6, 0.8], [/0805|2012/, 2.0, 1.25], [/1206|3216/, 3.2, 1.6],
  [/SOT-?223/i, 6.5, 3.5], [/SOT-?23|SOT-?323|SC-?70/i, 2.9, 1.6], [/SOT-?89/i, 4.5, 2.5], [/SOIC-?8|SOP-?8/i, 4.9, 3.9],
];

/** Body size in mm: "LQFP-48_7x7mm" says it; common chip and SOT codes are known; otherwise a 3 × 2 mm box. */
export const bodySize = (pkg: string): { w: number; h: number } => {
  const m = /(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)\s*mm/i.exec(pkg);
  if (m) return { w: Number(m[1]), h: Number(m[2]) };
  const known = SIZES.find(([re]) => re.test(pkg));
  if (known) return { w: known[1], h: known[2] };
  if (/QFP|QFN/i.test(pkg)) return { w: 7, h: 7 };
  return { w: 3, h: 2 };
};

export interface Frame {
  /** Board outline in mm, origin at the lower left. */
  width: number;
  height: number;
  /** Added to each part's position so the parts sit on the outline. */
  dx: number;
  dy: number;
}

/**
 * Exports use the board's own origin (EasyEDA, JLCPCB) or the drawing sheet's (KiCad, Altium, often far off the
 * board): when the parts do not fit the outline as they are, their bounding box is centred on it.
 */
export const frameFor = (placements: readonly Placement[], width: number, height: number): Frame => {
  if (placements.length === 0) return { width, height, dx: 0, dy: 0 };
  const xs = placements.map((p) => p.x_mm);
  const ys = placements.map((p) => p.y_mm);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  if (minX >= 0 && maxX <= width && minY >= 0 && maxY <= height) return { width, height, dx: 0, dy: 0 };
  return { width, height, dx: width / 2 - (minX + maxX) / 2, dy: height / 2 - (minY + maxY) / 2 };
};

/** Where and how a part is drawn, in the board's y-up millimetres (origin at the outline's lower left). */
export interface PartView {
  x: number;
  y: number;
  /** Counter-clockwise on the drawing, in [0, 360). */
  rotation: number;
  /** The body is drawn mirrored (a bottom part seen through the board from the top). */
  flipped: boolean;
}

/**
 * A part as the preview draws it. Files give every part in top-view coordinates with a rotation counter-clockwise
 * as seen from the top (src/shared/pcba/placement/types.ts). A bottom part seen from below (the board turned over
 * left to right) sits at the mirrored x, reads as its own footprint (not mirrored), and its rotation runs the other
 * way: r counter-clockwise from the top is r clockwise from below. Seen through the board from the top, the same part
 * is that picture mirrored: at its x, turned r, with its body flipped.
 */
export const partView = (p: Placement, frame: Frame, rotation: number, fromBelow: boolean): PartView => {
  const x = p.x_mm + frame.dx;
  const y = p.y_mm + frame.dy;
  if (p.side !== 'bottom') return { x, y, rotation, flipped: false };
  if (fromBelow) return { x: frame.width - x, y, rotation: normaliseRotation(-rotation), flipped: false };
  return { x, y, rotation, flipped: true };
};

/** The SVG transform of a part group, in the preview's y-up space. */
export const partTransform = (v: PartView): string =>
  `translate(${round(v.x)} ${round(v.y)}) rotate(${v.rotation})${v.flipped ? ' scale(-1 1)' : ''}`;

const round = (n: number): number => Math.round(n * 1000) / 1000;
