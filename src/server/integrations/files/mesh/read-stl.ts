// STL, binary and ASCII. A binary STL is exactly 84 + 50·n bytes (n: the count at byte 80), checked before anything
// is allocated; a leading "solid" proves nothing (many exporters write it into binary headers), so the size rule
// decides first and only a file that fails it is tried as text.
import { MeshReadError, SoupBuilder, type TriangleSoup } from './limits';

/** The binary layout holds exactly: the count at byte 80 agrees with the size. */
export const isBinaryStl = (bytes: Uint8Array): boolean => {
  if (bytes.length < 84) return false;
  const n = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(80, true);
  return bytes.length === 84 + 50 * n;
};

export const readBinaryStl = (bytes: Uint8Array, maxTriangles: number): TriangleSoup => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const n = view.getUint32(80, true);
  if (bytes.length !== 84 + 50 * n) throw new MeshReadError('stlSize', `${bytes.length} bytes for ${n} triangles`);
  if (n > maxTriangles) throw new MeshReadError('tooManyTriangles', `${n} triangles`);
  const positions = new Float32Array(n * 9);
  for (let t = 0; t < n; t++) {
    const base = 84 + t * 50 + 12; // skip the facet normal: it is recomputed from the corners
    for (let k = 0; k < 9; k++) positions[t * 9 + k] = view.getFloat32(base + k * 4, true);
  }
  for (let i = 0; i < positions.length; i++) {
    if (!Number.isFinite(positions[i])) throw new MeshReadError('corrupt', 'a coordinate is not a number');
  }
  return { positions, triangles: n, declaredUnit: null };
};

/** Text that starts like an ASCII STL (after blanks). */
export const looksLikeAsciiStl = (text: string): boolean => /^\s*solid\b/i.test(text) && /\bfacet\b/i.test(text.slice(0, 4096));

export const readAsciiStl = (text: string, maxTriangles: number): TriangleSoup => {
  const soup = new SoupBuilder(maxTriangles, Math.ceil(text.length / 250));
  const re = /\bvertex\s+(\S+)\s+(\S+)\s+(\S+)/gi;
  const corner: number[] = [];
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    const x = Number(m[1]), y = Number(m[2]), z = Number(m[3]);
    if (!Number.isFinite(x) || !Number.isFinite(y) || !Number.isFinite(z)) throw new MeshReadError('corrupt', `bad vertex "${m[0]}"`);
    corner.push(x, y, z);
    if (corner.length === 9) {
      soup.push(corner[0]!, corner[1]!, corner[2]!, corner[3]!, corner[4]!, corner[5]!, corner[6]!, corner[7]!, corner[8]!);
      corner.length = 0;
    }
  }
  if (corner.length !== 0) throw new MeshReadError('corrupt', 'a facet with fewer than three vertices');
  return soup.soup(null);
};
