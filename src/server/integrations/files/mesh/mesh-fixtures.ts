// Meshes made for tests and the benchmark: a box as a binary or ASCII STL, optionally cut open, turned inside out or
// scaled, and a tessellated sphere of any triangle count.
type Tri = [number, number, number, number, number, number, number, number, number];

/** The 12 triangles of an axis-aligned box from the origin, normals outwards (counter-clockwise seen from outside). */
export const boxTriangles = (sx: number, sy: number, sz: number): Tri[] => {
  const p = (i: number): [number, number, number] => [i & 1 ? sx : 0, i & 2 ? sy : 0, i & 4 ? sz : 0];
  const quads = [[0, 2, 3, 1], [4, 5, 7, 6], [0, 1, 5, 4], [2, 6, 7, 3], [0, 4, 6, 2], [1, 3, 7, 5]];
  return quads.flatMap(([a, b, c, d]) => [
    [...p(a!), ...p(b!), ...p(c!)] as Tri,
    [...p(a!), ...p(c!), ...p(d!)] as Tri,
  ]);
};

export const invert = (tris: Tri[]): Tri[] => tris.map((t) => [t[0], t[1], t[2], t[6], t[7], t[8], t[3], t[4], t[5]]);

/** A UV sphere of about `triangles` triangles (closed, one shell). */
export const sphereTriangles = (radius: number, triangles: number): Tri[] => {
  const rings = Math.max(3, Math.round(Math.sqrt(triangles / 2)));
  const segs = Math.max(3, Math.round(triangles / (2 * rings)));
  const at = (r: number, s: number): [number, number, number] => {
    if (r === 0) return [0, 0, radius];
    if (r === rings) return [0, 0, -radius];
    const th = (Math.PI * r) / rings, ph = (2 * Math.PI * (s % segs)) / segs;
    return [radius * Math.sin(th) * Math.cos(ph), radius * Math.sin(th) * Math.sin(ph), radius * Math.cos(th)];
  };
  const out: Tri[] = [];
  for (let r = 0; r < rings; r++) {
    for (let s = 0; s < segs; s++) {
      const a = at(r, s), b = at(r + 1, s), c = at(r + 1, s + 1), d = at(r, s + 1);
      if (r > 0) out.push([...a, ...b, ...d] as Tri);
      if (r < rings - 1) out.push([...b, ...c, ...d] as Tri);
    }
  }
  return out;
};

export const binaryStl = (tris: Tri[], header = 'binary'): Buffer => {
  const buf = Buffer.alloc(84 + 50 * tris.length);
  buf.write(header.slice(0, 80), 0, 'latin1');
  buf.writeUInt32LE(tris.length, 80);
  tris.forEach((t, i) => t.forEach((v, k) => buf.writeFloatLE(v, 84 + i * 50 + 12 + k * 4)));
  return buf;
};

export const asciiStl = (tris: Tri[]): string =>
  `solid test\n${tris
    .map((t) => `facet normal 0 0 0\n outer loop\n  vertex ${t.slice(0, 3).join(' ')}\n  vertex ${t.slice(3, 6).join(' ')}\n  vertex ${t.slice(6, 9).join(' ')}\n endloop\nendfacet\n`)
    .join('')}endsolid test\n`;
