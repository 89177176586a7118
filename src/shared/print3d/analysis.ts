// What the mesh analysis (src/server/integrations/files/mesh) finds in a 3D model, as stored with the upload and sent
// to the page: plain JSON, snake_case like the API. Lengths are in the file's own units unless `declared_unit` says
// 'mm' (a 3MF names its unit, which the reader converts to mm); STL and OBJ carry no unit, so the reader guesses one
// from the size and the customer confirms it on the page (`unitScale`).

export const MODEL_FORMATS = ['stl_binary', 'stl_ascii', 'obj', '3mf'] as const;
export type ModelFormat = (typeof MODEL_FORMATS)[number];

export const MODEL_UNITS = ['mm', 'inch'] as const;
export type ModelUnit = (typeof MODEL_UNITS)[number];

/** Problems of the mesh itself (the process's limits are checked by the pricing rules, ../pricing/print3d.ts). */
export const MESH_PROBLEMS = ['empty', 'open', 'nonManifold', 'zeroVolume'] as const;
export type MeshProblem = (typeof MESH_PROBLEMS)[number];

export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

export interface MeshAnalysis {
  format: ModelFormat;
  /** 'mm' when the file declares its unit (3MF, converted to mm); null for STL and OBJ. */
  declared_unit: 'mm' | null;
  /** The unit the size suggests when none is declared: a part under 8 units on its longest side is read as inches. */
  unit_guess: ModelUnit;
  triangles: number;
  /** Triangles with no area (two corners on the same point), left out of the topology. */
  degenerate_triangles: number;
  /** Bounding box, file units. */
  min: Vec3;
  size: Vec3;
  /** Enclosed volume (signed tetrahedra), file units³; null unless the mesh is closed. */
  volume: number | null;
  /** Surface area, file units². */
  area: number;
  /** Connected pieces (parts printed together). */
  shells: number;
  /** Every edge is shared by exactly two triangles that run it in opposite directions. */
  watertight: boolean;
  /** Edges used by one triangle only (holes), by more than two, and by two triangles facing opposite ways. */
  open_edges: number;
  non_manifold_edges: number;
  flipped_edges: number;
  /** The closed mesh's normals point inwards (negative signed volume): read as if turned right. */
  inverted: boolean;
  problems: MeshProblem[];
}

/** Millimetres per file unit for the chosen unit; a declared unit has been converted already. */
export const unitScale = (a: Pick<MeshAnalysis, 'declared_unit'>, chosen: ModelUnit): number =>
  a.declared_unit ? 1 : chosen === 'inch' ? 25.4 : 1;

/** The part in mm (and mm², mm³) for the chosen unit. */
export interface PartGeometry {
  size: Vec3;
  volume: number | null;
  area: number;
  shells: number;
}

export const geometryInMm = (a: MeshAnalysis, chosen: ModelUnit): PartGeometry => {
  const s = unitScale(a, chosen);
  return {
    size: { x: a.size.x * s, y: a.size.y * s, z: a.size.z * s },
    volume: a.volume === null ? null : a.volume * s * s * s,
    area: a.area * s * s,
    shells: a.shells,
  };
};
