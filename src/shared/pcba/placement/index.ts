// Placement (pick-and-place, CPL) files: read, check against the BOM, suggest rotation corrections (issue 11).
export * from './types';
export { readPlacementFile, readPlacementText, readPlacementGrid, normaliseRotation, MAX_PLACEMENT_BYTES, MAX_PLACEMENT_ROWS } from './read-placement';
export { checkPlacement } from './check-placement';
export { ROTATION_OFFSETS, suggestedCorrection, applyCorrection, type RotationOffset, type SuggestedCorrection } from './rotation-offsets';
