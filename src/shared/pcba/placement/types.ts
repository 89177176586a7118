// What the placement (pick-and-place, CPL) reader answers (issue 11 "Placement"). Coordinates are always in mm and
// rotations in [0, 360) degrees whatever the CAD tool wrote, so the board preview, the designator check and the
// stored corrections never deal with units again.

export const PLACEMENT_FORMATS = ['kicad-pos', 'kicad-csv', 'altium', 'easyeda', 'jlcpcb', 'eagle', 'generic'] as const;
export type PlacementFormat = (typeof PLACEMENT_FORMATS)[number];

export type PlacementSide = 'top' | 'bottom';

export interface Placement {
  /** As written in the file (trimmed); compared with the BOM upper-cased. */
  designator: string;
  x_mm: number;
  y_mm: number;
  /** 0 ≤ r < 360, counter-clockwise as seen from the top (every supported tool's convention). */
  rotation_deg: number;
  side: PlacementSide;
  package: string;
  value: string;
}

/** Message keys in the `common` catalogs (placement.*); their texts use the problem's row / designators. */
export const PLACEMENT_PROBLEM_KEYS = [
  'placement.notText', 'placement.tooLarge', 'placement.tooManyRows', 'placement.noHeader', 'placement.noRows',
  'placement.badRow', 'placement.badSide',
  'placement.missingFromCpl', 'placement.notInBom', 'placement.duplicateInCpl', 'placement.duplicateInBom',
] as const;
export type PlacementProblemKey = (typeof PLACEMENT_PROBLEM_KEYS)[number];

export interface PlacementProblem {
  key: PlacementProblemKey;
  /** 1-based line of the file, for row problems. */
  row?: number;
  /** The designators concerned, for the BOM check. */
  designators?: string[];
}

export interface PlacementRead {
  format: PlacementFormat;
  placements: Placement[];
  problems: PlacementProblem[];
}
