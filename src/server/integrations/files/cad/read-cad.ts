// Reads a STEP or IGES model with occt-import-js (OpenCascade compiled to WebAssembly) and measures it. Runs only in
// the CAD worker process (worker.ts): the library takes seconds and hundreds of MB on a real assembly.
import { createRequire } from 'node:module';
import { CadReadError, DEFAULT_CAD_LIMITS, type CadAnalysis, type CadReadLimits } from './limits';
import { sniffCad } from './sniff-cad';
import { previewStl } from './preview-mesh';

interface OcctMesh {
  name?: string;
  attributes: { position: { array: ArrayLike<number> } };
  index: { array: ArrayLike<number> };
}
interface OcctNode {
  name: string;
  meshes: number[];
  children: OcctNode[];
}
interface OcctResult {
  success: boolean;
  root: OcctNode;
  meshes?: OcctMesh[];
}
interface Occt {
  ReadStepFile(content: Uint8Array, params: null | Record<string, unknown>): OcctResult;
  ReadIgesFile(content: Uint8Array, params: null | Record<string, unknown>): OcctResult;
}

let occt: Promise<Occt> | null = null;
const loadOcct = (): Promise<Occt> => {
  const require = createRequire(import.meta.url);
  return (occt ??= (require('occt-import-js') as () => Promise<Occt>)());
};

/** Starts loading the WebAssembly library (7.6 MB, seconds on a busy machine) before the first model arrives. */
export const preloadOcct = (): void => {
  loadOcct().catch(() => undefined); // a failure shows again, with its reason, on the first read
};

/** Volume of a closed triangle mesh by signed tetrahedra against the origin (absolute: winding may be either way). */
export const meshVolume = (pos: ArrayLike<number>, index: ArrayLike<number>): number => {
  let six = 0;
  for (let i = 0; i + 2 < index.length; i += 3) {
    const a = 3 * (index[i] ?? 0), b = 3 * (index[i + 1] ?? 0), c = 3 * (index[i + 2] ?? 0);
    const ax = pos[a] ?? 0, ay = pos[a + 1] ?? 0, az = pos[a + 2] ?? 0;
    const bx = pos[b] ?? 0, by = pos[b + 1] ?? 0, bz = pos[b + 2] ?? 0;
    const cx = pos[c] ?? 0, cy = pos[c + 1] ?? 0, cz = pos[c + 2] ?? 0;
    six += ax * (by * cz - bz * cy) - ay * (bx * cz - bz * cx) + az * (bx * cy - by * cx);
  }
  return Math.abs(six) / 6;
};

/** Whether a STEP text declares any shape entity at all (B-rep solids, shells, faces, tessellated geometry). */
const hasStepGeometry = (bytes: Uint8Array): boolean =>
  /\b(MANIFOLD_SOLID_BREP|BREP_WITH_VOIDS|FACETED_BREP|CLOSED_SHELL|OPEN_SHELL|ADVANCED_FACE|SHELL_BASED_SURFACE_MODEL|TESSELLATED_SOLID|TRIANGULATED_FACE)\b/i
    .test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'));

const round = (n: number, digits: number): number => Math.round(n * 10 ** digits) / 10 ** digits;

/** What the page needs of a model: its measures, and the preview mesh (a capped binary STL, ./preview-mesh.ts). */
export interface CadModel {
  analysis: CadAnalysis;
  preview: Uint8Array;
}

/** The measures alone (the benchmark, and callers that do not show the model). */
export const readCadFile = async (bytes: Uint8Array, limits: Partial<CadReadLimits> = {}): Promise<CadAnalysis> =>
  (await readCadModel(bytes, limits)).analysis;

export const readCadModel = async (bytes: Uint8Array, limits: Partial<CadReadLimits> = {}): Promise<CadModel> => {
  const max = { ...DEFAULT_CAD_LIMITS, ...limits }.maxBytes;
  if (bytes.length > max) throw new CadReadError('tooLarge', `${bytes.length} bytes > ${max}`);
  const format = sniffCad(bytes);
  if (!format) throw new CadReadError('wrongType', 'not a STEP or IGES file');
  const lib = await loadOcct();
  let result: OcctResult;
  try {
    result = format === 'step' ? lib.ReadStepFile(bytes, null) : lib.ReadIgesFile(bytes, null);
  } catch (err) {
    throw new CadReadError('unreadable', err instanceof Error ? err.message : String(err));
  }
  const meshes = result.success ? (result.meshes ?? []).filter((m) => m.index.array.length >= 3) : [];
  if (meshes.length === 0) {
    // occt reports a STEP without any shape (an assembly that only references its parts' files) as a failure
    if (!result.success && !(format === 'step' && !hasStepGeometry(bytes))) throw new CadReadError('unreadable', 'the model could not be read');
    throw new CadReadError('noSolids', 'the model has no solid geometry (it may only reference other files)');
  }

  const lo = [Infinity, Infinity, Infinity];
  const hi = [-Infinity, -Infinity, -Infinity];
  let volume = 0;
  let triangles = 0;
  for (const m of meshes) {
    const p = m.attributes.position.array;
    for (let i = 0; i + 2 < p.length; i += 3) {
      for (let k = 0; k < 3; k++) {
        const v = p[i + k] ?? 0;
        if (v < (lo[k] ?? 0)) lo[k] = v;
        if (v > (hi[k] ?? 0)) hi[k] = v;
      }
    }
    volume += meshVolume(p, m.index.array);
    triangles += m.index.array.length / 3;
  }
  const size = (k: number) => round((hi[k] ?? 0) - (lo[k] ?? 0), 3);
  const top = result.root.children.length === 1 && result.root.children[0] ? result.root.children[0].children : result.root.children;
  const analysis: CadAnalysis = {
    format,
    solids: meshes.length,
    triangles,
    size_mm: { x: size(0), y: size(1), z: size(2) },
    volume_mm3: round(volume, 1),
    parts: top.map((n) => n.name).filter((n) => n !== '').slice(0, 20),
  };
  return { analysis, preview: previewStl(meshes.map((m) => ({ position: m.attributes.position.array, index: m.index.array }))) };
};
