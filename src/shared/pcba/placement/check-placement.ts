// The designator check between a placement file and the BOM (issue 11 "Placement"): parts the BOM builds that the
// machine would not know where to put, placements for parts the BOM does not build, and designators written twice.
// Compared upper-cased because BomLine designators are (src/shared/pcba/bom-line.ts) and CAD tools are not
// consistent about it. DNP parts are not BomLines, so a CPL that still lists them reads as "not in the BOM".
import type { BomLine } from '../bom-line';
import type { Placement, PlacementProblem } from './types';

const duplicatesOf = (designators: readonly string[]): string[] => {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const d of designators) (seen.has(d) ? twice : seen).add(d);
  return [...twice];
};

export const checkPlacement = (placements: readonly Placement[], bomLines: readonly BomLine[]): PlacementProblem[] => {
  const cpl = placements.map((p) => p.designator.toUpperCase());
  const bom = bomLines.flatMap((l) => l.designators.map((d) => d.toUpperCase()));
  const inCpl = new Set(cpl);
  const inBom = new Set(bom);
  const problems: PlacementProblem[] = [];
  const add = (key: PlacementProblem['key'], designators: string[]) => {
    if (designators.length) problems.push({ key, designators });
  };
  add('placement.missingFromCpl', [...inBom].filter((d) => !inCpl.has(d)));
  add('placement.notInBom', [...inCpl].filter((d) => !inBom.has(d)));
  add('placement.duplicateInCpl', duplicatesOf(cpl));
  add('placement.duplicateInBom', duplicatesOf(bom));
  return problems;
};
