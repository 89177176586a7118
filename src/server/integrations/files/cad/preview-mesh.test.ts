// The CNC preview mesh (issue 12): a small model goes to the viewer whole; a fine one is decimated under the cap and
// keeps its outline; the output is a well-formed binary STL (84 + 50·n bytes).
import { describe, expect, it } from 'vitest';
import { boxTriangles, sphereTriangles } from '../mesh/mesh-fixtures';
import { binaryStlOf, capTriangles, previewStl } from './preview-mesh';

/** Fixture triangles (9 numbers each) as one indexed mesh, the shape occt-import-js answers. */
const indexed = (tris: number[][]) => ({ position: tris.flat(), index: tris.flatMap((_, t) => [3 * t, 3 * t + 1, 3 * t + 2]) });
const extent = (tris: Float32Array) => [0, 1, 2].map((k) => {
  let lo = Infinity, hi = -Infinity;
  for (let i = k; i < tris.length; i += 3) {
    lo = Math.min(lo, tris[i] ?? 0);
    hi = Math.max(hi, tris[i] ?? 0);
  }
  return hi - lo;
});

describe('preview mesh', () => {
  it('keeps a small model whole, every solid in one STL', () => {
    const a = indexed(boxTriangles(10, 20, 30));
    const b = indexed(boxTriangles(5, 5, 5));
    const stl = previewStl([a, b]);
    expect(stl.length).toBe(84 + 50 * 24);
    expect(new DataView(stl.buffer).getUint32(80, true)).toBe(24);
    expect(extent(capTriangles([a]))).toEqual([10, 20, 30]);
  });

  it('decimates a fine model under the cap and keeps its size', () => {
    const sphere = indexed(sphereTriangles(50, 60_000));
    const tris = capTriangles([sphere], 2_000);
    const n = tris.length / 9;
    expect(n).toBeGreaterThan(200); // still a sphere, not a handful of slivers
    expect(n).toBeLessThanOrEqual(2_000);
    for (const side of extent(tris)) expect(Math.abs(side - 100)).toBeLessThan(10); // within a grid cell (the cap is small here)
    expect(binaryStlOf(tris).length).toBe(84 + 50 * n);
  });
});
