// Where the board's size comes from, strongest first (issue 8):
//   1. an outline layer (X2 profile, job file, the tool's comment or name; dedicated outline names before
//      mechanical layers): its centre line;
//   2. otherwise the board loop inside a drawing (Allegro's fab film, gEDA's fab layer, a mechanical layer): the
//      smallest closed loop that holds every pad of the outer copper; a clean outline Gerber is written from that
//      loop so the preview can cut the board to shape;
//   3. otherwise the size a gEDA header states (PCB-Dimensions).
import type { ArchiveEntry } from '../archive/types';
import type { IdentifiedLayer } from './layer-types';
import type { PlotSegment, Point } from './geometry';
import { measureOutline, plotSegments } from './measure';
import { boardLoop } from './outline-loop';
import { statedBoardSize } from './tool-hints';
import { decodeText } from './content';

export interface OutlineSource {
  /** The file measured (or the drawing holding the loop, or the file stating the size). */
  name: string;
  widthMm: number;
  heightMm: number;
  segments: number;
  /** Closes around the board with small gaps bridged (a loop found in a drawing always does); null: not checked. */
  closed: boolean | null;
  /** A clean outline layer written from a drawing's board loop, for the preview; null when a real one exists. */
  derivedGerber: string | null;
}

/** Joins end points closer than this when looking for loops (drawings are plotted with 0.1 mm jitter at worst). */
const LOOP_TOLERANCE_MM = 0.05;
/** Drawings tried for a loop, at most: each is parsed in full. */
const MAX_DRAWINGS = 6;

const OUTLINE_NAME = /\.gko$|edge[._]cuts|outline|profile|\.gm1$|\.gml$|\.mil$|\.oln$|mill/i;
/** Altium/EasyEDA mechanical layers known by name only (not KiCad's 'Edge_Cuts.gm1', not an X2 profile). */
const isMechanical = (layer: IdentifiedLayer): boolean =>
  layer.source === 'name' && /\.gm(\d+|e)$|mech/i.test(layer.name) && !/edge[._]cuts|outline|profile|contour|mill/i.test(layer.name);
const SOURCE_RANK: Record<IdentifiedLayer['source'], number> = { user: 0, x2: 1, gbrjob: 2, content: 3, name: 4 };

/** Outline layers, best first: by how they were identified, then dedicated outline names before the rest. */
export const outlineCandidates = (layers: readonly IdentifiedLayer[]): IdentifiedLayer[] =>
  layers
    .filter((l) => l.type === 'outline' && l.format === 'gerber')
    .sort(
      (a, b) =>
        SOURCE_RANK[a.source] - SOURCE_RANK[b.source] ||
        Number(!OUTLINE_NAME.test(a.name)) - Number(!OUTLINE_NAME.test(b.name)) ||
        a.name.localeCompare(b.name),
    );

const fmt = (mm: number): string => String(Math.round(mm * 1e6));

/** An outline Gerber (mm, 4.6) drawing the loop's lines and arcs. */
export const outlineGerberFrom = (segments: readonly PlotSegment[], scale: number): string => {
  const lines = ['G04 Board outline found in a drawing (Fusion)*', '%TF.FileFunction,Profile,NP*%', '%FSLAX46Y46*%', '%MOMM*%', '%ADD10C,0.100000*%', 'G75*', 'D10*'];
  const xy = (p: Point): string => `X${fmt(p[0] * scale)}Y${fmt(p[1] * scale)}`;
  for (const s of segments) {
    lines.push(`${xy(s.start)}D02*`);
    if (s.type === 'arc' && s.center) {
      const i = fmt((s.center[0] - s.start[0]) * scale);
      const j = fmt((s.center[1] - s.start[1]) * scale);
      lines.push(`${s.dir === 'cw' ? 'G02' : 'G03'}${xy(s.end)}I${i}J${j}D01*`, 'G01*');
    } else lines.push(`${xy(s.end)}D01*`);
  }
  lines.push('M02*');
  return lines.join('\n') + '\n';
};

/** Pad positions of an outer copper layer, in mm. */
const copperPadsMm = async (layers: readonly IdentifiedLayer[], data: (name: string) => Buffer | undefined): Promise<Point[]> => {
  const pads: Point[] = [];
  for (const layer of layers) {
    if (layer.type !== 'copper' || layer.format !== 'gerber' || (layer.side !== 'top' && layer.side !== 'bottom')) continue;
    const bytes = data(layer.name);
    if (!bytes) continue;
    try {
      // the previews draw the outer copper: its parse is kept for them
      const plotted = await plotSegments(bytes, layer.name, { segments: false, keep: true });
      for (const p of plotted.pads) pads.push([p[0] * plotted.scale, p[1] * plotted.scale]);
      if (pads.length > 0) break; // one outer layer's parts are enough to tell the board from the title frame
    } catch {
      // a copper layer that cannot be read just gives no anchor points
    }
  }
  return pads;
};

/** The board loop of the drawings, smallest first across all of them. */
const loopInDrawings = async (
  layers: readonly IdentifiedLayer[],
  data: (name: string) => Buffer | undefined,
  pads: () => Promise<Point[]>,
  drawings = layers.filter((l) => l.type === 'drawing' && l.format === 'gerber').slice(0, MAX_DRAWINGS),
): Promise<OutlineSource | null> => {
  if (drawings.length === 0) return null;
  const padsMm = await pads();
  if (padsMm.length === 0) return null;
  let best: OutlineSource | null = null;
  for (const drawing of drawings) {
    const bytes = data(drawing.name);
    if (!bytes) continue;
    let plotted;
    try {
      plotted = await plotSegments(bytes, drawing.name);
    } catch {
      continue;
    }
    const { scale } = plotted;
    const loop = boardLoop(plotted.segments, padsMm.map((p) => [p[0] / scale, p[1] / scale] as Point), LOOP_TOLERANCE_MM / scale);
    if (!loop) continue;
    const widthMm = (loop.box.maxX - loop.box.minX) * scale;
    const heightMm = (loop.box.maxY - loop.box.minY) * scale;
    if (best && widthMm * heightMm >= best.widthMm * best.heightMm) continue;
    best = { name: drawing.name, widthMm, heightMm, segments: loop.segments.length, closed: true, derivedGerber: outlineGerberFrom(loop.segments, scale) };
  }
  return best;
};

/** The size stated in a file header (gEDA), from the first Gerber layer that states one. */
const statedSize = (layers: readonly IdentifiedLayer[], data: (name: string) => Buffer | undefined): OutlineSource | null => {
  for (const layer of layers) {
    if (layer.format !== 'gerber') continue;
    const bytes = data(layer.name);
    const size = bytes ? statedBoardSize(decodeText(bytes.subarray(0, 4096))) : null;
    if (size) return { name: layer.name, ...size, segments: 0, closed: null, derivedGerber: null };
  }
  return null;
};

/**
 * Measures the board. Throws what measuring the chosen outline layer throws (unreadable, no geometry, over the
 * budget); returns null when the set has no outline anywhere.
 */
export const findBoardOutline = async (layers: readonly IdentifiedLayer[], entries: readonly ArchiveEntry[]): Promise<OutlineSource | null> => {
  const byName = new Map(entries.map((e) => [e.name, e.data]));
  const data = (name: string): Buffer | undefined => byName.get(name);
  const layer = outlineCandidates(layers)[0];
  // the copper's pads are read once however many drawings are searched (a whole copper layer is parsed for them)
  let padsRead: Promise<Point[]> | null = null;
  const pads = (): Promise<Point[]> => (padsRead ??= copperPadsMm(layers, data));
  // a mechanical layer often carries dimensions or a title block beside the board edge: its board loop first
  if (layer && isMechanical(layer)) {
    // its board loop, else one on the other drawings (the board edge may be on another mechanical layer), else its box
    const loop = (await loopInDrawings(layers, data, pads, [layer])) ?? (await loopInDrawings(layers, data, pads));
    if (loop) return loop;
  }
  if (layer) {
    const bytes = data(layer.name);
    if (!bytes) throw new Error('outline entry missing');
    const measured = await measureOutline(bytes, layer.name);
    return {
      name: layer.name,
      widthMm: measured.widthMm,
      heightMm: measured.heightMm,
      segments: measured.segments,
      closed: measured.closed,
      derivedGerber: measured.bridged ? outlineGerberFrom(measured.bridged, measured.scale) : null,
    };
  }
  return (await loopInDrawings(layers, data, pads)) ?? statedSize(layers, data);
};
