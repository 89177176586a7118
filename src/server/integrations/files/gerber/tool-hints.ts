// What a Gerber file says about itself in the comments and statements CAD tools write, for sets without X2
// attributes (issue 8): Cadence Allegro's identification record ('G04 Layer:  ETCH/TOP*', one line per Allegro
// class/subclass drawn on the film), other tools' 'G04 Layer: TopSolderMask' lines, gEDA's
// 'G04 Title: board, topsilk *'. Also the board size gEDA states
// ('G04 PCB-Dimensions (mil): 6000.00 4000.00 *'). Only the header is read.
import type { LayerSide, LayerType } from './layer-types';
import { classifyWords, nameWords } from './name-words';

export interface ToolHint {
  type: LayerType;
  side: LayerSide;
  copperOrder: number | null;
  /** A drawing that also carries the board outline (Allegro's BOARD GEOMETRY/OUTLINE on the fab film). */
  drawsOutline: boolean;
}

export const HEAD_CHARS = 16 * 1024;

/** Allegro classes and subclasses drawn on one film: 'ETCH/TOP', 'PIN/SOLDERMASK_TOP', 'BOARD GEOMETRY/OUTLINE'. */
const allegroLayers = (head: string): { cls: string; sub: string }[] =>
  [...head.matchAll(/^G04 Layer:\s*([A-Z0-9 _-]+)\/([^*\r\n]+)\*/gim)].map((m) => ({ cls: m[1]!.trim().toUpperCase(), sub: m[2]!.trim().toUpperCase() }));

const sideWord = (sub: string): LayerSide => (/\bTOP\b|_TOP$|^TOP/.test(sub) ? 'top' : /BOTTOM|\bBOT\b/.test(sub) ? 'bottom' : null);

/** Number in a film or file name ('lyr3', 'L05', 'ART04'): the inner layer's place in the stack-up. */
const orderFrom = (...texts: string[]): number | null => {
  for (const text of texts) {
    const m = /(\d{1,2})(?!.*\d)/.exec(text);
    if (m) return Number(m[1]);
  }
  return null;
};

/**
 * An Allegro film: copper when any ETCH subclass is on it (copper films also carry title blocks and tooling
 * corners), then mask, paste, silkscreen; a film with only board geometry outline is the outline; fab and drill
 * drawings are drawings (marked when they include the board outline).
 */
const fromAllegro = (layers: { cls: string; sub: string }[], head: string, fileName: string): ToolHint | null => {
  if (layers.length === 0) return null;
  const hint = (type: LayerType, side: LayerSide, copperOrder: number | null = null, drawsOutline = false): ToolHint => ({ type, side, copperOrder, drawsOutline });
  const etch = layers.find((l) => l.cls === 'ETCH' || l.cls === 'CONDUCTOR');
  if (etch) {
    const side = etch.sub === 'TOP' ? 'top' : etch.sub === 'BOTTOM' ? 'bottom' : 'inner';
    const film = /Film Name:\s*([^*\r\n]+)/i.exec(head)?.[1]?.trim() ?? '';
    return hint('copper', side, side === 'inner' ? orderFrom(etch.sub, film, fileName) : null);
  }
  const subs = layers.map((l) => l.sub);
  const find = (pattern: RegExp): string | undefined => subs.find((s) => pattern.test(s));
  const mask = find(/SOLDERMASK/);
  if (mask) return hint('soldermask', sideWord(mask));
  const paste = find(/PASTEMASK|PASTE/);
  if (paste) return hint('solderpaste', sideWord(paste));
  const silk = find(/SILKSCREEN|AUTOSILK/);
  if (silk) return hint('silkscreen', sideWord(silk));
  const outline = layers.some((l) => l.cls === 'BOARD GEOMETRY' && /^(OUTLINE|DESIGN_OUTLINE|CUTOUT)$/.test(l.sub));
  const drawing = layers.some((l) => l.cls === 'MANUFACTURING' || l.cls === 'DRAWING FORMAT' || /DIMENSION|NCLEGEND|NCDRILL|ASSEMBLY/.test(l.sub));
  if (outline && !drawing) return hint('outline', 'all');
  if (drawing) return hint('drawing', null, null, outline);
  return null;
};

/** The layer a file's own comments name, or null when it says nothing usable. */
export const readToolHint = (text: string, fileName: string): ToolHint | null => {
  const head = text.slice(0, HEAD_CHARS);
  const allegro = fromAllegro(allegroLayers(head), head, fileName);
  if (allegro) return allegro;
  // 'G04 Layer: TopSolderMask*' (one word, no class/subclass) and gEDA's title. Not %LN: EasyEDA names drawing
  // groups with it ('%LNVIA PAD TRACK COPPERAREA*%' on an outline), and not EasyEDA 2016's 'Layer name :' comment,
  // whose 'BOTTOM SOLDER LAYER' is the solder mask.
  const named = /^G04 Layer:\s*([A-Za-z][\w ]*?)\s*\*/m.exec(head)?.[1] ?? /^G04 Title:[^,\r\n]*,\s*([^*\r\n]+?)\s*\*/m.exec(head)?.[1];
  if (!named || nameWords(named).length === 0) return null;
  const words = classifyWords(named);
  return words ? { ...words, drawsOutline: words.type === 'drawing' } : null;
};

/** The board size a gEDA file header states (the layout's extent), in mm; null when absent. */
export const statedBoardSize = (text: string): { widthMm: number; heightMm: number } | null => {
  const m = /G04 PCB-Dimensions \((mil|mm)\):\s*([\d.]+)\s+([\d.]+)/.exec(text.slice(0, HEAD_CHARS));
  if (!m) return null;
  const scale = m[1] === 'mil' ? 0.0254 : 1;
  const widthMm = Number(m[2]) * scale;
  const heightMm = Number(m[3]) * scale;
  return widthMm > 0 && heightMm > 0 ? { widthMm, heightMm } : null;
};
