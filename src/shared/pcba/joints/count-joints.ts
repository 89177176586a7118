// Solder joints per board from the customer's files (issue 11; platform §3 "assembly: per SMT and THT joint"): every
// part of the build (DNP rows are already out of the BOM lines) counted with the pads of its package. The package is
// the placement file's for that designator when there is one (the CAD tool's footprint, the most exact name), else
// the BOM's footprint column, else its value and description (some exports put "0603" there).
import type { BomLine } from '../bom-line';
import type { Placement } from '../placement/types';
import { GUESSED_PADS, padsOf } from './pad-counts';

export interface JointCount {
  smt: number;
  tht: number;
  smtParts: number;
  thtParts: number;
  /** Parts whose package the placement file named. */
  fromPlacement: number;
  /** Designators whose package the table did not know (counted as 2 SMT pads), in BOM order. */
  guessed: string[];
}

export const countJoints = (lines: readonly BomLine[], placements: readonly Placement[] | null): JointCount => {
  const placed = new Map<string, string>();
  for (const p of placements ?? []) if (p.package.trim()) placed.set(p.designator.trim().toUpperCase(), p.package);
  const out: JointCount = { smt: 0, tht: 0, smtParts: 0, thtParts: 0, fromPlacement: 0, guessed: [] };
  const add = (pkgFromPlacement: string | undefined, line: BomLine, designator: string | null) => {
    const names = [pkgFromPlacement, line.footprint, line.value, line.description].filter((s): s is string => !!s && s.trim() !== '');
    const pads = names.map(padsOf).find((p) => p !== null) ?? null;
    if (pkgFromPlacement) out.fromPlacement += 1;
    if (!pads) {
      out.smt += GUESSED_PADS;
      out.smtParts += 1;
      out.guessed.push(designator ?? `#${line.row}`);
    } else if (pads.tht) {
      out.tht += pads.pads;
      out.thtParts += 1;
    } else {
      out.smt += pads.pads;
      out.smtParts += 1;
    }
  };
  for (const line of lines) {
    for (const d of line.designators) add(placed.get(d.toUpperCase()), line, d);
    // a quantity above the designators (the reader reports it): those parts are built too
    for (let i = line.designators.length; i < line.quantity; i += 1) add(undefined, line, null);
  }
  return out;
};
