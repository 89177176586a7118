// Shapes of a Gerber archive's analysis. Plain data: they cross the worker boundary and go out in API answers.
export const LAYER_TYPES = [
  'copper',
  'soldermask',
  'silkscreen',
  'solderpaste',
  'drill',
  'outline',
  'drawing',
  'other',
  'unknown',
] as const;
export type LayerType = (typeof LAYER_TYPES)[number];

export const LAYER_SIDES = ['top', 'bottom', 'inner', 'all'] as const;
export type LayerSide = (typeof LAYER_SIDES)[number] | null;

export type DrillKind = 'through' | 'blind' | 'buried';

/** Copper layers a drill file connects, 1 = top. */
export interface DrillSpan {
  from: number;
  to: number;
  plated: boolean;
  kind: DrillKind;
}

/** How a layer was identified, strongest first; 'user' is the customer's own mapping. */
export type IdentifySource = 'user' | 'x2' | 'gbrjob' | 'content' | 'name';

/** What the bytes are, independent of the layer's function. */
export type FileFormat = 'gerber' | 'excellon' | 'gbrjob' | 'other';

export interface IdentifiedLayer {
  name: string;
  type: LayerType;
  side: LayerSide;
  /** 1..n for copper layers (1 = top, n = bottom), null otherwise. */
  copperIndex: number | null;
  drillSpan: DrillSpan | null;
  source: IdentifySource;
  format: FileFormat;
}

/** The customer's answer for files the analysis could not place: { 'ART03.art': { type: 'copper', side: 'inner' } }. */
export type LayerMapping = Record<string, { type: LayerType; side: LayerSide; copperIndex?: number | null }>;
