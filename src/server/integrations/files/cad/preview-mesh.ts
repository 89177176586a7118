// The CNC page's 3D preview (issue 12): occt-import-js tessellates the model's solids; this turns them into one
// binary STL the browser's three.js viewer already reads (features/print3d/ModelViewer.tsx), at most `maxTriangles`
// triangles so the answer stays small (50 bytes a triangle: 20,000 triangles is 1 MB) whatever the model's detail.
// Over the cap, vertices are merged on a grid (vertex clustering) that coarsens until the mesh fits: the outline
// and the large faces survive, fine fillets and threads go first, which is what a preview needs. The outline moves
// inwards by less than a grid cell (1/70 of the largest side at the default cap; coarser only for very detailed
// models). The measured volume and size come from the full mesh (read-cad.ts), never from this one.

export interface TessellatedMesh {
  position: ArrayLike<number>;
  index: ArrayLike<number>;
}

export const PREVIEW_MAX_TRIANGLES = 20_000;

/** All the solids' triangles as one soup (9 floats a triangle). */
const soup = (meshes: readonly TessellatedMesh[]): Float32Array => {
  const total = meshes.reduce((n, m) => n + Math.floor(m.index.length / 3), 0);
  const out = new Float32Array(total * 9);
  let o = 0;
  for (const { position: p, index } of meshes) {
    for (let i = 0; i + 2 < index.length; i += 3) {
      for (let k = 0; k < 3; k++) {
        const v = 3 * (index[i + k] ?? 0);
        out[o++] = p[v] ?? 0;
        out[o++] = p[v + 1] ?? 0;
        out[o++] = p[v + 2] ?? 0;
      }
    }
  }
  return out;
};

/**
 * Merges the vertices of each grid cell into their mean (vertex clustering; the mean keeps the outline closer than
 * the cell's centre would); triangles that collapse (two corners in one cell) or repeat go.
 */
const cluster = (tris: Float32Array, cell: number, lo: readonly number[], cells: number): Float32Array => {
  const corners = tris.length / 3;
  const ids = new Float64Array(corners);
  const sums = new Map<number, [number, number, number, number]>();
  for (let c = 0; c < corners; c++) {
    let id = 0;
    for (let k = 2; k >= 0; k--) id = id * cells + Math.floor(((tris[3 * c + k] ?? 0) - (lo[k] ?? 0)) / cell);
    ids[c] = id;
    const sum = sums.get(id) ?? [0, 0, 0, 0];
    sum[0] += tris[3 * c] ?? 0;
    sum[1] += tris[3 * c + 1] ?? 0;
    sum[2] += tris[3 * c + 2] ?? 0;
    sum[3] += 1;
    sums.set(id, sum);
  }
  const out = new Float32Array(tris.length);
  let o = 0;
  const seen = new Set<string>();
  for (let c = 0; c < corners; c += 3) {
    const a = ids[c] ?? 0, b = ids[c + 1] ?? 0, d = ids[c + 2] ?? 0;
    if (a === b || b === d || a === d) continue;
    const key = [a, b, d].sort((x, y) => x - y).join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    for (const id of [a, b, d]) {
      const [x, y, z, n] = sums.get(id) ?? [0, 0, 0, 1];
      out[o++] = x / n;
      out[o++] = y / n;
      out[o++] = z / n;
    }
  }
  return out.slice(0, o);
};

/** The triangles, decimated under the cap when needed (9 floats a triangle). */
export const capTriangles = (meshes: readonly TessellatedMesh[], maxTriangles = PREVIEW_MAX_TRIANGLES): Float32Array => {
  const tris = soup(meshes);
  if (tris.length / 9 <= maxTriangles) return tris;
  const lo = [Infinity, Infinity, Infinity];
  const hi = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < tris.length; i += 3) {
    for (let k = 0; k < 3; k++) {
      const v = tris[i + k] ?? 0;
      lo[k] = Math.min(lo[k] ?? 0, v);
      hi[k] = Math.max(hi[k] ?? 0, v);
    }
  }
  const extent = Math.max((hi[0] ?? 0) - (lo[0] ?? 0), (hi[1] ?? 0) - (lo[1] ?? 0), (hi[2] ?? 0) - (lo[2] ?? 0)) || 1;
  // A closed surface on a grid of `m` cells a side keeps some 4–12 m² triangles (a sphere ~6 m², a box ~12 m²):
  // start where a compact part fits and coarsen by 15 % a round. At 8 cells a side any model is a few hundred
  // triangles; below that the cap cuts the list, so the loop always ends.
  for (let m = Math.max(8, Math.floor(Math.sqrt(maxTriangles / 4))); ; m = Math.max(8, Math.floor(m * 0.85))) {
    const cell = extent / m;
    const out = cluster(tris, cell, lo, m + 1);
    if (out.length / 9 <= maxTriangles) return out;
    if (m === 8) return out.slice(0, maxTriangles * 9);
  }
};

/** A binary STL (80-byte header, count, 50 bytes a triangle with a zero normal: the viewer computes its own). */
export const binaryStlOf = (tris: Float32Array): Uint8Array => {
  const n = Math.floor(tris.length / 9);
  const buf = new ArrayBuffer(84 + 50 * n);
  const view = new DataView(buf);
  new Uint8Array(buf).set(new TextEncoder().encode('Fusion CNC preview'), 0);
  view.setUint32(80, n, true);
  for (let t = 0; t < n; t++) {
    const at = 84 + 50 * t + 12; // after the normal
    for (let f = 0; f < 9; f++) view.setFloat32(at + 4 * f, tris[9 * t + f] ?? 0, true);
  }
  return new Uint8Array(buf);
};

/** The preview of a model's solids: a binary STL of at most `maxTriangles` triangles. */
export const previewStl = (meshes: readonly TessellatedMesh[], maxTriangles = PREVIEW_MAX_TRIANGLES): Uint8Array =>
  binaryStlOf(capTriangles(meshes, maxTriangles));
