// Measures a triangle soup (issue 12 "Analysis"): corners are welded by exact position (STL writes each triangle's
// corners separately), then every edge is counted: a closed ("watertight") mesh uses each edge exactly twice, in
// opposite directions. Volume by signed tetrahedra is only meaningful for such a mesh (STACK-NOTES "STL"), so an
// open one has none. Shells are the connected pieces. Linear in the triangles apart from one sort of the edges.
import type { MeshAnalysis, MeshProblem, ModelFormat } from '../../../../shared/print3d/analysis';
import type { TriangleSoup } from './limits';

/** Longest side under this (in file units, no unit declared) reads as inches: few printed parts are under 8 mm. */
export const INCH_GUESS_BELOW = 8;

/** Welds equal corners: an open-addressing hash on the float bits. Returns the corner → vertex map and the vertices. */
const weld = (positions: Float32Array): { index: Uint32Array; vertices: Float32Array; count: number } => {
  const corners = positions.length / 3;
  const bits = new Uint32Array(positions.buffer, positions.byteOffset, positions.length);
  let cap = 1;
  while (cap < corners * 2) cap <<= 1;
  const table = new Int32Array(cap).fill(-1);
  const index = new Uint32Array(corners);
  const vertices = new Float32Array(positions.length);
  const vbits = new Uint32Array(vertices.buffer);
  let count = 0;
  for (let c = 0; c < corners; c++) {
    // -0 and 0 are the same point
    const x = positions[c * 3] === 0 ? 0 : bits[c * 3]!;
    const y = positions[c * 3 + 1] === 0 ? 0 : bits[c * 3 + 1]!;
    const z = positions[c * 3 + 2] === 0 ? 0 : bits[c * 3 + 2]!;
    let h = (Math.imul(x, 73856093) ^ Math.imul(y, 19349663) ^ Math.imul(z, 83492791)) & (cap - 1);
    for (;;) {
      const v = table[h]!;
      if (v === -1) {
        table[h] = count;
        vbits[count * 3] = x; vbits[count * 3 + 1] = y; vbits[count * 3 + 2] = z;
        index[c] = count++;
        break;
      }
      if (vbits[v * 3] === x && vbits[v * 3 + 1] === y && vbits[v * 3 + 2] === z) {
        index[c] = v;
        break;
      }
      h = (h + 1) & (cap - 1);
    }
  }
  return { index, vertices: vertices.subarray(0, count * 3), count };
};

const find = (parent: Int32Array, a: number): number => {
  let r = a;
  while (parent[r] !== r) r = parent[r]!;
  while (parent[a] !== r) {
    const next = parent[a]!;
    parent[a] = r;
    a = next;
  }
  return r;
};

export const analyzeMesh = (soup: TriangleSoup, format: ModelFormat): MeshAnalysis => {
  const { positions, triangles } = soup;
  const problems: MeshProblem[] = [];
  const min = { x: Infinity, y: Infinity, z: Infinity };
  const max = { x: -Infinity, y: -Infinity, z: -Infinity };
  for (let i = 0; i < positions.length; i += 3) {
    const x = positions[i]!, y = positions[i + 1]!, z = positions[i + 2]!;
    if (x < min.x) min.x = x; if (x > max.x) max.x = x;
    if (y < min.y) min.y = y; if (y > max.y) max.y = y;
    if (z < min.z) min.z = z; if (z > max.z) max.z = z;
  }
  if (triangles === 0) {
    const zero = { x: 0, y: 0, z: 0 };
    return {
      format, declared_unit: soup.declaredUnit, unit_guess: 'mm', triangles: 0, degenerate_triangles: 0, min: zero, size: zero,
      volume: null, area: 0, shells: 0, watertight: false, open_edges: 0, non_manifold_edges: 0, flipped_edges: 0, inverted: false, problems: ['empty'],
    };
  }
  const size = { x: max.x - min.x, y: max.y - min.y, z: max.z - min.z };
  // Volume is summed about the box's centre: far from the origin the tetrahedra would lose precision.
  const cx = (min.x + max.x) / 2, cy = (min.y + max.y) / 2, cz = (min.z + max.z) / 2;

  const { index, vertices, count } = weld(positions);
  const parent = new Int32Array(count);
  for (let v = 0; v < count; v++) parent[v] = v;
  const used = new Uint8Array(count);
  // Edge keys: (low · count + high) · 2 + direction, sorted so both uses of an edge sit together.
  const edges = new Float64Array(triangles * 3);
  let edgeCount = 0;
  let degenerate = 0;
  let volume6 = 0;
  let area2 = 0;
  for (let t = 0; t < triangles; t++) {
    const a = index[t * 3]!, b = index[t * 3 + 1]!, c = index[t * 3 + 2]!;
    const ax = vertices[a * 3]! - cx, ay = vertices[a * 3 + 1]! - cy, az = vertices[a * 3 + 2]! - cz;
    const bx = vertices[b * 3]! - cx, by = vertices[b * 3 + 1]! - cy, bz = vertices[b * 3 + 2]! - cz;
    const qx = vertices[c * 3]! - cx, qy = vertices[c * 3 + 1]! - cy, qz = vertices[c * 3 + 2]! - cz;
    // (b - a) × (c - a)
    const ux = bx - ax, uy = by - ay, uz = bz - az;
    const wx = qx - ax, wy = qy - ay, wz = qz - az;
    const nx = uy * wz - uz * wy, ny = uz * wx - ux * wz, nz = ux * wy - uy * wx;
    const twiceArea = Math.hypot(nx, ny, nz);
    if (a === b || b === c || a === c || twiceArea === 0) {
      degenerate++;
      continue;
    }
    area2 += twiceArea;
    volume6 += ax * (by * qz - bz * qy) - ay * (bx * qz - bz * qx) + az * (bx * qy - by * qx);
    used[a] = 1; used[b] = 1; used[c] = 1;
    const ra = find(parent, a), rb = find(parent, b), rc = find(parent, c);
    parent[rb] = ra;
    parent[find(parent, rc)] = ra;
    for (const [p, q] of [[a, b], [b, c], [c, a]] as const) {
      edges[edgeCount++] = p < q ? (p * count + q) * 2 : (q * count + p) * 2 + 1;
    }
  }
  const sorted = edges.subarray(0, edgeCount).sort();
  let open = 0, nonManifold = 0, flipped = 0;
  for (let i = 0; i < sorted.length; ) {
    const edge = Math.floor(sorted[i]! / 2);
    let j = i;
    let forward = 0;
    while (j < sorted.length && Math.floor(sorted[j]! / 2) === edge) {
      if (sorted[j]! % 2 === 0) forward++;
      j++;
    }
    const uses = j - i;
    if (uses === 1) open++;
    else if (uses > 2) nonManifold++;
    else if (forward !== 1) flipped++;
    i = j;
  }
  let shells = 0;
  for (let v = 0; v < count; v++) if (used[v] && find(parent, v) === v) shells++;

  const live = triangles - degenerate;
  const watertight = live > 0 && open === 0 && nonManifold === 0 && flipped === 0;
  if (live === 0) problems.push('empty');
  else if (open > 0) problems.push('open');
  else if (nonManifold > 0 || flipped > 0) problems.push('nonManifold');
  const signed = volume6 / 6;
  const volume = watertight ? Math.abs(signed) : null;
  if (watertight && (volume === 0 || Math.abs(signed) <= 1e-9 * size.x * size.y * size.z)) problems.push('zeroVolume');
  const longest = Math.max(size.x, size.y, size.z);
  return {
    format,
    declared_unit: soup.declaredUnit,
    unit_guess: soup.declaredUnit === null && longest < INCH_GUESS_BELOW ? 'inch' : 'mm',
    triangles,
    degenerate_triangles: degenerate,
    min,
    size,
    volume,
    area: area2 / 2,
    shells,
    watertight,
    open_edges: open,
    non_manifold_edges: nonManifold,
    flipped_edges: flipped,
    inverted: watertight && signed < 0,
    problems,
  };
};
