// Top and bottom board previews with pcb-stackup (tracespace v4). This file renders in the calling thread and is
// only run inside the Gerber worker; `renderPreviews` in worker-client.ts is the public, time-limited entry.
import pcbStackup from 'pcb-stackup';
import { assertDrawable } from './budget';
import { detectFormat } from './content';
import type { IdentifiedLayer } from './layer-types';
import { OUTLINE_GAP_MM } from './measure';
import { layerConverter } from './pipeline';

export interface RenderLayer {
  name: string;
  data: Buffer;
  type: IdentifiedLayer['type'];
  side: IdentifiedLayer['side'];
  /**
   * For the outline: false when it does not close around the board even with small gaps bridged. Used as the
   * board mask, such an outline collapses the preview to a sliver, so it is drawn as lines instead.
   */
  outlineClosed?: boolean | null;
}

export interface Previews {
  top: string;
  bottom: string;
}

export interface RenderTuning {
  /**
   * Outlines with more segments than this are drawn without gap filling and not used as the board mask:
   * v4's gap fill is quadratic and ran for minutes on busy mechanical layers (STACK-NOTES).
   */
  maxGapFillSegments?: number;
}

const DEFAULT_MAX_GAP_FILL_SEGMENTS = 5000;

/** Both previews together; real boards draw in well under 5 MB of SVG. */
const MAX_PREVIEW_CHARS = 40 * 1024 * 1024;

/** OUTLINE_GAP_MM in a layer's units (inch unless it says %MOMM). */
const gapInUnits = (data: Buffer): number => (/%MOMM\*%/.test(data.subarray(0, 8192).toString('latin1')) ? OUTLINE_GAP_MM : OUTLINE_GAP_MM / 25.4);

type StackupType = 'copper' | 'soldermask' | 'silkscreen' | 'solderpaste' | 'drill' | 'outline';
type StackupSide = 'top' | 'bottom' | 'all';

/** pcb-stackup draws only the outer layers, drills and the outline; inner copper and drawings are left out. */
const stackupRole = (layer: RenderLayer): { type: StackupType; side: StackupSide } | null => {
  if (layer.type === 'drill' || layer.type === 'outline') return { type: layer.type, side: 'all' };
  if (layer.type === 'copper' || layer.type === 'soldermask' || layer.type === 'silkscreen' || layer.type === 'solderpaste') {
    if (layer.side === 'top' || layer.side === 'bottom') return { type: layer.type, side: layer.side };
  }
  return null;
};

/** What pcb-stackup is given for these layers: its layer list and whether the outline masks the board. */
export const stackupInput = (layers: readonly RenderLayer[], outlineSegments: number | null, tuning: RenderTuning = {}) => {
  const busyOutline = (outlineSegments ?? 0) > (tuning.maxGapFillSegments ?? DEFAULT_MAX_GAP_FILL_SEGMENTS);
  const openOutline = layers.some((l) => l.type === 'outline' && l.outlineClosed === false);
  const useOutline = !busyOutline && !openOutline;
  const input = layers.flatMap((layer) => {
    const role = stackupRole(layer);
    if (!role) return [];
    // Bridge the gaps an outline may have (EasyEDA arcs miss their lines by 0.0001 in; v4's default bridge is
    // 0.00011 units, too small for two such misses in a row): OUTLINE_GAP_MM in the layer's own units.
    const plotAsOutline = role.type !== 'outline' ? undefined : useOutline ? gapInUnits(layer.data) : false;
    const options = plotAsOutline === undefined ? undefined : { plotAsOutline };
    return [{ gerber: layer.data, type: role.type, side: role.side, ...(options ? { options } : {}) }];
  });
  return { input, useOutline };
};

/**
 * Renders the previews. `outlineSegments` comes from the analysis (it already parsed the outline once).
 * Throws when pcb-stackup cannot render (the caller reports it, the analysis still stands).
 */
export const renderStackup = async (layers: readonly RenderLayer[], outlineSegments: number | null, tuning: RenderTuning = {}): Promise<Previews> => {
  // counted before pcb-stackup expands anything (throws GerberTooComplexError)
  assertDrawable(layers.filter((l) => stackupRole(l)).map((l) => ({ name: l.name, data: l.data, format: detectFormat(l.name, l.data) })));
  const { input, useOutline } = stackupInput(layers, outlineSegments, tuning);
  if (input.length === 0) throw new Error('nothing to render');
  // A fixed id keeps the SVG ids stable (and the output reproducible); the page shows one board at a time.
  // each layer drawn through pipeline.ts (parsed once per job) and handed over finished, as pcb-stackup accepts it
  const converted = input.map(({ gerber, options, ...layer }) => ({ ...layer, converter: layerConverter(gerber, options ?? {}) }));
  const stackup = await pcbStackup(converted, { id: 'board', useOutline });
  const previews = { top: stackup.top.svg, bottom: stackup.bottom.svg };
  // what leaves the worker is bounded too: the server stores and serves these
  if (previews.top.length + previews.bottom.length > MAX_PREVIEW_CHARS) throw new Error('previews too large');
  return previews;
};
