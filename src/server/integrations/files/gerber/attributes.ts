// Reads the machine-readable layer functions CAD tools write: Gerber X2 `%TF.FileFunction,...*%` (also the older
// `G04 #@! TF.FileFunction` comment form), Excellon `; #@! TF.FileFunction,...`, and KiCad's `.gbrjob` JSON.
// Only attributes are read here; geometry is left to gerber-parser.
import type { LayerSide, LayerType } from './layer-types';

/** What a FileFunction value says, before the board's copper count is known. */
export interface FunctionInfo {
  type: LayerType;
  side: LayerSide;
  copperIndex: number | null;
  /** Drill span as written; `attrKind` is the attribute's own word (PTH/NPTH = through). */
  span: { from: number; to: number; plated: boolean; attrKind: 'through' | 'blind' | 'buried' } | null;
}

/** Attributes sit in the header; never scan (or decode: identify.ts) a whole multi-megabyte layer for them. */
export const HEAD_CHARS = 256 * 1024;

const FILE_FUNCTION = [
  /%TF\.FileFunction,([^*%]*)\*%/,
  /G04\s*#@!\s*TF\.FileFunction,([^*\r\n]*)\*/,
  /^\s*;\s*#@!\s*TF\.FileFunction,([^\r\n]*)$/m,
];

export const readFileFunction = (text: string): string | null => {
  const head = text.slice(0, HEAD_CHARS);
  for (const pattern of FILE_FUNCTION) {
    const match = pattern.exec(head);
    if (match?.[1]) return match[1].trim();
  }
  return null;
};

const sideOf = (word: string | undefined): LayerSide => {
  const w = (word ?? '').toLowerCase();
  if (w === 'top') return 'top';
  if (w === 'bot' || w === 'bottom') return 'bottom';
  if (w === 'inr' || w === 'inner') return 'inner';
  return null;
};

const DRAWINGS = new Set(['drillmap', 'assemblydrawing', 'fabricationdrawing', 'arrangementdrawing', 'otherdrawing', 'drawing']);

/** Parses 'Copper,L2,Inr,Plane' / 'Plated,1,2,Blind' / 'Legend,Top' / ... Unknown functions are 'other'. */
export const parseFileFunction = (value: string): FunctionInfo | null => {
  const fields = value.split(',').map((f) => f.trim());
  const head = (fields[0] ?? '').toLowerCase();
  if (!head) return null;
  const base = { copperIndex: null, span: null };
  switch (head) {
    case 'copper': {
      const index = /^L(\d+)$/i.exec(fields[1] ?? '');
      return { type: 'copper', side: sideOf(fields[2]), copperIndex: index ? Number(index[1]) : null, span: null };
    }
    case 'soldermask':
      return { ...base, type: 'soldermask', side: sideOf(fields[1]) };
    case 'legend':
      return { ...base, type: 'silkscreen', side: sideOf(fields[1]) };
    case 'paste':
    case 'solderpaste': // KiCad 6 job files say 'SolderPaste,Top' where the layer's own attribute says 'Paste,Top'
      return { ...base, type: 'solderpaste', side: sideOf(fields[1]) };
    case 'profile':
      return { ...base, type: 'outline', side: 'all' };
    case 'plated':
    case 'nonplated': {
      const from = Number(fields[1]);
      const to = Number(fields[2]);
      const word = (fields[3] ?? '').toLowerCase();
      const attrKind = word === 'blind' ? 'blind' : word === 'buried' ? 'buried' : 'through';
      const span = Number.isInteger(from) && Number.isInteger(to) && from >= 1 && to >= 1
        ? { from: Math.min(from, to), to: Math.max(from, to), plated: head === 'plated', attrKind } as const
        : null;
      return { type: 'drill', side: 'all', copperIndex: null, span };
    }
    default:
      if (DRAWINGS.has(head)) return { ...base, type: 'drawing', side: null };
      return { ...base, type: 'other', side: sideOf(fields[fields.length - 1]) };
  }
};

interface GbrJob {
  /** FileFunction by lower-cased base file name. */
  functions: Map<string, string>;
  copperLayers: number | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const baseName = (name: string): string => (name.split('/').pop() ?? name).toLowerCase();

/** Reads a KiCad/Gerber job file; null when it is not one (bad JSON, no FilesAttributes). */
export const parseGbrJob = (text: string): GbrJob | null => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(json) || !Array.isArray(json.FilesAttributes)) return null;
  const functions = new Map<string, string>();
  for (const item of json.FilesAttributes) {
    if (isRecord(item) && typeof item.Path === 'string' && typeof item.FileFunction === 'string') {
      functions.set(baseName(item.Path), item.FileFunction);
    }
  }
  const specs = json.GeneralSpecs;
  const layerNumber = isRecord(specs) && typeof specs.LayerNumber === 'number' ? specs.LayerNumber : null;
  return { functions, copperLayers: layerNumber && Number.isInteger(layerNumber) && layerNumber > 0 ? layerNumber : null };
};
