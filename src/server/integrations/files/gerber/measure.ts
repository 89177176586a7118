// Board size from the outline's centre line: segment end points plus arc extremes, in the file's units.
// Not the SVG box, which grows by the stroke width (STACK-NOTES: Arduino Uno is 68.58 x 53.34 mm this way).
// Geometry comes from gerber-parser -> gerber-plotter (tracespace v4); we only read the plotted segments.
import gerberParser from 'gerber-parser';
import gerberPlotter from 'gerber-plotter';
import { assertDrawable } from './budget';

interface OutlineMeasure {
  widthMm: number;
  heightMm: number;
  /** Stroke/region segments plotted: the cost signal used to skip gap filling when rendering. */
  segments: number;
}

export type Point = [number, number];

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isPoint = (value: unknown): value is Point =>
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
  /** mm per file unit */
  scale: number;
}

/**
 * Parses a layer and collects its stroked and filled path segments (flashes are left out). Rejects when the layer
 * cannot be parsed, and with GerberTooComplexError, before parsing, when it asks for more drawing than the budget.
 */
export const plotSegments = (data: Buffer, name = 'layer'): Promise<PlottedLayer> =>
  new Promise((resolve, reject) => {
    try {
      assertDrawable([{ name, data, format: 'gerber' }]);
    } catch (err) {
      reject(err instanceof Error ? err : new Error(String(err)));
      return;
    }
    const parser = gerberParser({});
    const plotter = gerberPlotter({ optimizePaths: false, plotAsOutline: false });
    const segments: PlotSegment[] = [];
    let settled = false;
    const fail = (err: unknown): void => {
      if (settled) return;
      settled = true;
      reject(err instanceof Error ? err : new Error(String(err)));
    };
    parser.on('error', fail);
    plotter.on('error', fail);
    plotter.on('data', (chunk: unknown) => {
      if (!isRecord(chunk) || (chunk.type !== 'stroke' && chunk.type !== 'fill') || !Array.isArray(chunk.path)) return;
      for (const segment of chunk.path as unknown[]) {
        if (!isRecord(segment) || !isPoint(segment.start) || !isPoint(segment.end)) continue;
        if (segment.type === 'arc') {
          if (!isPoint(segment.center) || typeof segment.radius !== 'number') continue;
          segments.push({
            type: 'arc',
            start: segment.start,
            end: segment.end,
            center: segment.center,
            radius: segment.radius,
            dir: typeof segment.dir === 'string' ? segment.dir : undefined,
            sweep: typeof segment.sweep === 'number' ? segment.sweep : undefined,
          });
        } else segments.push({ type: 'line', start: segment.start, end: segment.end });
      }
    });
    plotter.on('end', () => {
      if (settled) return;
      settled = true;
      resolve({ segments, scale: plotter.format.units === 'in' ? 25.4 : 1 });
    });
    parser.pipe(plotter);
    parser.end(data);
  });

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

/**
 * Parses an outline layer and measures its centre line. Rejects when the layer cannot be parsed or has no
 * line/arc geometry (the caller reports 'gerber.parseFailed'), and with GerberTooComplexError, before parsing,
 * when the layer asks for more drawing than the budget allows.
 */
export const measureOutline = async (data: Buffer, name = 'outline'): Promise<OutlineMeasure> => {
  const { segments, scale } = await plotSegments(data, name);
  const box = segmentsBox(segments);
  if (segments.length === 0 || !Number.isFinite(box.minX)) throw new Error('outline has no line or arc geometry');
  return { widthMm: (box.maxX - box.minX) * scale, heightMm: (box.maxY - box.minY) * scale, segments: segments.length };
};
