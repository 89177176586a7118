// Board size from the outline's centre line: segment end points plus arc extremes, in the file's units.
// Not the SVG box, which grows by the stroke width (STACK-NOTES: Arduino Uno is 68.58 x 53.34 mm this way).
// Geometry comes from gerber-parser -> gerber-plotter (tracespace v4); we only read the plotted segments.
import { assertDrawable } from './budget';
import { isPoint, isRecord, segmentsBox, type PlotSegment, type PlottedLayer, type Point } from './geometry';
import { closedLoops, closesAround } from './outline-loop';
import { plotLayer } from './pipeline';

interface OutlineMeasure {
  widthMm: number;
  heightMm: number;
  /** Stroke/region segments plotted: the cost signal used to skip gap filling when rendering. */
  segments: number;
  /**
   * The outline closes around the board once gaps up to OUTLINE_GAP_MM are bridged (the preview can use it as a
   * mask); null when it is too busy to check (the renderer decides by its segment count then).
   */
  closed: boolean | null;
  /**
   * When it closes only with gaps bridged: its loops with the gaps closed. tracespace's own gap fill leaves such
   * an outline (EasyEDA arcs that miss their lines by 0.0001 in) as loose pieces, and the board mask collapses
   * to a sliver; the preview is drawn with these instead.
   */
  bridged: PlotSegment[] | null;
  /** mm per file unit */
  scale: number;
}

/** Gaps an outline may have and still be one closed board edge: end points CAD tools round apart. */
export const OUTLINE_GAP_MM = 0.05;

/**
 * Parses a layer and collects its flashes' positions and its stroked and filled path segments (unless `wanted`
 * says pads only). Rejects when the layer cannot be parsed, and with GerberTooComplexError, before parsing, when
 * it asks for more drawing than the budget. `wanted.keep`: the previews draw this layer too, so its parse is kept
 * for them (pipeline.ts).
 */
export const plotSegments = async (data: Buffer, name = 'layer', wanted: { segments: boolean; keep?: boolean } = { segments: true }): Promise<PlottedLayer> => {
  assertDrawable([{ name, data, format: 'gerber' }]);
  const segments: PlotSegment[] = [];
  const pads: Point[] = [];
  const plotter = plotLayer(data, { optimizePaths: false, plotAsOutline: false }, (chunk: unknown) => {
    if (isRecord(chunk) && chunk.type === 'pad' && typeof chunk.x === 'number' && typeof chunk.y === 'number') pads.push([chunk.x, chunk.y]);
    // pads only (a copper layer read for its parts' positions): its tracks and pours are not kept
    if (!wanted.segments || !isRecord(chunk) || (chunk.type !== 'stroke' && chunk.type !== 'fill') || !Array.isArray(chunk.path)) return;
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
  }, wanted.keep);
  return { segments, pads, scale: plotter.format.units === 'in' ? 25.4 : 1 };
};

/** End points this close (mm) are the same point: what a 6-decimal Gerber coordinate rounds to. */
const EXACT = 0.0005;

/** Outlines busier than this are not checked for closing: the renderer neither gap-fills nor masks with them (render.ts). */
const MAX_CLOSE_CHECK = 5_000;

/**
 * Parses an outline layer and measures its centre line. Rejects when the layer cannot be parsed or has no
 * line/arc geometry (the caller reports 'gerber.parseFailed'), and with GerberTooComplexError, before parsing,
 * when the layer asks for more drawing than the budget allows.
 */
export const measureOutline = async (data: Buffer, name = 'outline'): Promise<OutlineMeasure> => {
  // the previews draw the outline measured (or a cleaner copy of it): its parse is kept for them
  const { segments, scale } = await plotSegments(data, name, { segments: true, keep: true });
  const box = segmentsBox(segments);
  if (segments.length === 0 || !Number.isFinite(box.minX)) throw new Error('outline has no line or arc geometry');
  const checked = segments.length <= MAX_CLOSE_CHECK;
  const closed = checked ? closesAround(segments, OUTLINE_GAP_MM / scale) : null;
  const bridged = closed && !closesAround(segments, EXACT / scale) ? closedLoops(segments, OUTLINE_GAP_MM / scale).flat() : null;
  return { widthMm: (box.maxX - box.minX) * scale, heightMm: (box.maxY - box.minY) * scale, segments: segments.length, closed, bridged, scale };
};
