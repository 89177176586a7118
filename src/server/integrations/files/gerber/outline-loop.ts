// The board outline inside a drawing, for sets whose only outline is on a fabrication drawing or a mechanical layer
// (Allegro's fab film carries BOARD GEOMETRY/OUTLINE among the title block, dimensions and drill chart; gEDA's fab
// layer; issue 8). Closed loops are found among the drawing's lines and arcs (segments joined end to end, dangling
// strokes pruned away), and the board is the smallest loop that holds the copper: the title frame is larger, text,
// drill symbols and chart cells are smaller or beside the board.
import { segmentsBox, type Box, type PlotSegment, type Point } from './geometry';

export interface BoardLoop {
  box: Box;
  segments: PlotSegment[];
}

/** Share of the copper's points a loop must hold to be the board (copper films may carry a stray title block). */
const HOLD_SHARE = 0.95;

/**
 * Numbers points, giving points within `tolerance` of each other one number: a point joins the first representative
 * found in its own or a neighbouring grid cell (plain rounding would split two close points that straddle a cell
 * border). `at[n]` is where point n is. Cells are looked up by their two numbers: a drawing has tens of thousands of
 * end points, and a string key per look-up was most of the search's time.
 */
const snapper = (tolerance: number): { snap: (p: Point) => number; at: Point[] } => {
  const columns = new Map<number, Map<number, number[]>>();
  const at: Point[] = [];
  const snap = (p: Point): number => {
    const cx = Math.floor(p[0] / tolerance);
    const cy = Math.floor(p[1] / tolerance);
    for (let dx = -1; dx <= 1; dx += 1) {
      const column = columns.get(cx + dx);
      if (!column) continue;
      for (let dy = -1; dy <= 1; dy += 1) {
        const cell = column.get(cy + dy);
        if (!cell) continue;
        for (const r of cell) if (Math.hypot(at[r]![0] - p[0], at[r]![1] - p[1]) <= tolerance) return r;
      }
    }
    const id = at.push([p[0], p[1]]) - 1;
    let column = columns.get(cx);
    if (!column) columns.set(cx, (column = new Map()));
    const cell = column.get(cy);
    if (cell) cell.push(id);
    else column.set(cy, [id]);
    return id;
  };
  return { snap, at };
};

/**
 * Connected groups of segments that contain a closed loop, each reduced to its loop part (segments hanging off it,
 * like a dimension's extension line, are pruned). `tolerance` joins end points closer than it (file units); the
 * segments returned end exactly on the joined points, so the loops they draw are closed.
 */
export const closedLoops = (segments: readonly PlotSegment[], tolerance: number): PlotSegment[][] => {
  const { snap, at } = snapper(tolerance);
  // segment i runs from point ends[2i] to point ends[2i + 1]
  const ends = new Int32Array(segments.length * 2);
  segments.forEach((s, i) => {
    ends[2 * i] = snap(s.start);
    ends[2 * i + 1] = snap(s.end);
  });
  const degree = new Int32Array(at.length);
  for (const k of ends) degree[k]! += 1;
  // the segments touching each point, point after point: those of point k from first[k] to first[k + 1]
  const first = new Int32Array(at.length + 1);
  degree.forEach((d, k) => (first[k + 1] = first[k]! + d));
  const touching = new Int32Array(ends.length);
  const filled = first.slice(0, at.length);
  ends.forEach((k, j) => (touching[filled[k]!++] = j >> 1));
  // prune: a segment with a free end is not part of a loop (a full circle's two ends are one point: degree 2)
  const alive = new Uint8Array(segments.length).fill(1);
  const queue: number[] = [];
  degree.forEach((d, k) => d === 1 && queue.push(k));
  while (queue.length > 0) {
    const k = queue.pop()!;
    for (let t = first[k]!; t < first[k + 1]!; t += 1) {
      const i = touching[t]!;
      if (!alive[i]) continue;
      alive[i] = 0;
      for (const other of [ends[2 * i]!, ends[2 * i + 1]!]) {
        degree[other]! -= 1;
        if (degree[other] === 1) queue.push(other);
      }
    }
  }
  // group what is left by shared end points (union-find over the points)
  const parent = Int32Array.from(at, (_, k) => k);
  const find = (k: number): number => {
    let root = k;
    while (parent[root] !== root) root = parent[root]!;
    // compress the whole path: unions along a chain of segments would otherwise make every look-up walk it
    for (let up = k; up !== root; ) {
      const next = parent[up]!;
      parent[up] = root;
      up = next;
    }
    return root;
  };
  segments.forEach((_, i) => {
    if (alive[i]) parent[find(ends[2 * i]!)] = find(ends[2 * i + 1]!);
  });
  const groups = new Map<number, PlotSegment[]>();
  segments.forEach((s, i) => {
    if (!alive[i]) return;
    const root = find(ends[2 * i]!);
    const segment = { ...s, start: at[ends[2 * i]!]!, end: at[ends[2 * i + 1]!]! };
    const list = groups.get(root);
    if (list) list.push(segment);
    else groups.set(root, [segment]);
  });
  return [...groups.values()];
};

/**
 * Whether an outline layer closes around the whole board once gaps up to `tolerance` are bridged: one loop spans
 * its full extent. EasyEDA outlines whose arc ends miss the lines by 0.0001 in do (with a bridge); an outline
 * drawn as loose strokes does not, and a preview masked by it collapses to a sliver.
 */
export const closesAround = (segments: readonly PlotSegment[], tolerance: number): boolean => {
  const all = segmentsBox(segments);
  return closedLoops(segments, tolerance).some((loop) => {
    const box = segmentsBox(loop);
    const slack = tolerance * 2;
    return box.minX <= all.minX + slack && box.minY <= all.minY + slack && box.maxX >= all.maxX - slack && box.maxY >= all.maxY - slack;
  });
};

const area = (box: Box): number => (box.maxX - box.minX) * (box.maxY - box.minY);
const holds = (box: Box, p: Point, margin: number): boolean =>
  p[0] >= box.minX - margin && p[0] <= box.maxX + margin && p[1] >= box.minY - margin && p[1] <= box.maxY + margin;

/**
 * The smallest closed loop of a drawing that holds (nearly) all of the copper's points; null when none does.
 * `copper` are points of the copper layers in the drawing's units.
 */
export const boardLoop = (drawing: readonly PlotSegment[], copper: readonly Point[], tolerance: number): BoardLoop | null => {
  if (copper.length === 0) return null;
  const loops = closedLoops(drawing, tolerance)
    .map((segments) => ({ segments, box: segmentsBox(segments) }))
    .filter((l) => area(l.box) > 0)
    .sort((a, b) => area(a.box) - area(b.box));
  const needed = Math.ceil(copper.length * HOLD_SHARE);
  for (const loop of loops) {
    let held = 0;
    for (const p of copper) if (holds(loop.box, p, tolerance)) held += 1;
    if (held >= needed) return loop;
  }
  return null;
};
