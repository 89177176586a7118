// Limits and refusals for reading a CAD model (STEP / IGES) for a CNC quote (issue 12 "CNC"). STACK-NOTES measured
// occt-import-js at 4.1 s and 222 MB for a 434 KB assembly of 18 solids: memory grows with the file, and most of it
// is WebAssembly memory, which the worker's V8 heap cap does not count. So the size is checked before any work
// (8 MB: ~20× the sample assembly), and the worker has a time limit (worker-pool.ts).
export interface CadReadLimits {
  maxBytes: number;
}

export const DEFAULT_CAD_LIMITS: CadReadLimits = { maxBytes: 8 * 1024 * 1024 };

/** wrongType: not STEP/IGES by content; tooLarge: over maxBytes; noSolids: read, but no geometry (e.g. a STEP that
 * only references external files); unreadable: the library failed, or the worker ran out of time or memory. */
export const CAD_READ_REASONS = ['wrongType', 'tooLarge', 'noSolids', 'unreadable'] as const;
export type CadReadErrorReason = (typeof CAD_READ_REASONS)[number];

export class CadReadError extends Error {
  override readonly name = 'CadReadError';
  constructor(
    readonly reason: CadReadErrorReason,
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
  }
}

export type CadFormat = 'step' | 'iges';

/** What the model says about the part, in mm (occt-import-js converts to millimetres). */
export interface CadAnalysis {
  format: CadFormat;
  /** Solid bodies (meshes) in the model. */
  solids: number;
  triangles: number;
  /** Axis-aligned bounding box of the whole model, sizes in mm, largest first is NOT applied (x, y, z as modelled). */
  size_mm: { x: number; y: number; z: number };
  /** Enclosed volume in mm³ (sum over the solids, each by signed tetrahedra). */
  volume_mm3: number;
  /** Names of the top nodes (the assembly's parts), at most 20. */
  parts: string[];
}
