// Plain geometry of plotted Gerber paths: points, boxes, lines and arcs, and the centre-line box of a path
// (segment end points plus arc extremes). Shared by the outline measurement and the board-loop search.
export type Point = [number, number];

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
export const isPoint = (value: unknown): value is Point =>
  Array.isArray(value) && value.length >= 2 && typeof value[0] === 'number' && typeof value[1] === 'number';

const grow = (box: Box, x: number, y: number): void => {
  box.minX = Math.min(box.minX, x);
  box.minY = Math.min(box.minY, y);
  box.maxX = Math.max(box.maxX, x);
  box.maxY = Math.max(box.maxY, y);
};

const TAU = Math.PI * 2;
const norm = (angle: number): number => ((angle % TAU) + TAU) % TAU;

/** Adds an arc's end points and every axis extreme (0, 90, 180, 270 degrees) its sweep passes. */
const growArc = (box: Box, segment: Record<string, unknown>): void => {
  const { start, end, center, radius, dir, sweep } = segment;
  if (!isPoint(start) || !isPoint(end) || !isPoint(center) || typeof radius !== 'number') return;
  grow(box, start[0], start[1]);
  grow(box, end[0], end[1]);
  const startAngle = Math.atan2(start[1] - center[1], start[0] - center[0]);
  const endAngle = Math.atan2(end[1] - center[1], end[0] - center[0]);
  const ccw = dir !== 'cw';
  // Counter-clockwise sweep from start to end (a full circle when the plotter says so).
  const full = typeof sweep === 'number' && Math.abs(sweep) >= TAU - 1e-9;
  const span = full ? TAU : ccw ? norm(endAngle - startAngle) : norm(startAngle - endAngle);
  for (let k = 0; k < 4; k += 1) {
    const axis = (k * Math.PI) / 2;
    const offset = ccw ? norm(axis - startAngle) : norm(startAngle - axis);
    if (full || offset <= span) grow(box, center[0] + radius * Math.cos(axis), center[1] + radius * Math.sin(axis));
  }
};

/** A plotted line or arc, in the file's units. */
export interface PlotSegment {
  type: 'line' | 'arc';
  start: Point;
  end: Point;
  center?: Point;
  radius?: number;
  dir?: string;
  sweep?: number;
}

export interface PlottedLayer {
  segments: PlotSegment[];
  /** Flash (pad) positions: parts sit on the board, unlike title blocks drawn on some copper films. */
  pads: Point[];
  /** mm per file unit */
  scale: number;
}

/** The centre-line box of some segments, in their units. */
export const segmentsBox = (segments: readonly PlotSegment[]): Box => {
  const box: Box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const segment of segments) {
    if (segment.type === 'arc') growArc(box, segment as unknown as Record<string, unknown>);
    else {
      grow(box, segment.start[0], segment.start[1]);
      grow(box, segment.end[0], segment.end[1]);
    }
  }
  return box;
};

