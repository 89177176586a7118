// Wavefront OBJ: `v x y z` and `f a b c ...` (1-based, negative = from the end, `a/t/n` forms); polygons are split
// into a fan of triangles. Everything else (normals, texture, materials, groups) is skipped. OBJ has no unit.
import { MeshReadError, SoupBuilder, type TriangleSoup } from './limits';

/** Text with vertex and face lines. */
export const looksLikeObj = (text: string): boolean => /^\s*v\s+\S+\s+\S+\s+\S+/m.test(text) && /^\s*f\s+\S+\s+\S+\s+\S+/m.test(text);

export const readObj = (text: string, maxTriangles: number): TriangleSoup => {
  const vx: number[] = [];
  const soup = new SoupBuilder(maxTriangles, 4096);
  const index = (token: string): number => {
    const raw = Number.parseInt(token, 10);
    const count = vx.length / 3;
    const i = raw < 0 ? count + raw : raw - 1;
    if (!Number.isInteger(raw) || raw === 0 || i < 0 || i >= count) throw new MeshReadError('corrupt', `face index ${token} out of range`);
    return i * 3;
  };
  for (const line of text.split(/\r?\n/)) {
    const t = line.trim();
    if (t.startsWith('v ') || t.startsWith('v\t')) {
      const p = t.split(/\s+/);
      const x = Number(p[1]), y = Number(p[2]), z = Number(p[3]);
      if (!Number.isFinite(x) || !Number.isFinite(y) || !Number.isFinite(z)) throw new MeshReadError('corrupt', `bad vertex "${t.slice(0, 60)}"`);
      vx.push(x, y, z);
      if (vx.length > maxTriangles * 9) throw new MeshReadError('tooManyTriangles', 'too many vertices');
    } else if (t.startsWith('f ') || t.startsWith('f\t')) {
      const corners = t.split(/\s+/).slice(1).map((tok) => index(tok.split('/')[0] ?? ''));
      if (corners.length < 3) throw new MeshReadError('corrupt', 'a face with fewer than three corners');
      const a = corners[0]!;
      for (let k = 1; k + 1 < corners.length; k++) {
        const b = corners[k]!, c = corners[k + 1]!;
        soup.push(vx[a]!, vx[a + 1]!, vx[a + 2]!, vx[b]!, vx[b + 1]!, vx[b + 2]!, vx[c]!, vx[c + 1]!, vx[c + 2]!);
      }
    }
  }
  return soup.soup(null);
};
