// Identification by file name: whats-that-gerber plus the cases it gets wrong here (it calls KiCad's
// '-NPTH-drl_map.gbr' and 'F_Fab' drill files and has no layer numbers). The weakest source: used last.
import whatsThatGerber from 'whats-that-gerber';
import type { LayerSide, LayerType } from './layer-types';
import { classifyWords } from './name-words';

export interface NameInfo {
  type: LayerType;
  side: LayerSide;
  /** Ordering number for inner copper (or an explicit L<n>), not yet the final copper index. */
  copperOrder: number | null;
  /** An Altium/EasyEDA mechanical layer (.GM1, .GME): the outline only when the set has no other outline. */
  mechanical?: boolean;
}

const DRILL_MAP = /(drl|drill)[-_ ]?map|drillmap|drill[-_ ]?drawing|\.gd\d+$|\.gg\d+$|\.gdd$|\.gdg$/i;
const KICAD_DRAWINGS = /[-_.](F|B)[._](Fab|CrtYd|Courtyard|Adhes)\b|(Dwgs|Cmts|Eco\d)[._]User|User[._](Drawings|Comments|Eco\d)/i;

/** Inner copper names carrying a number: KiCad In1_Cu, Altium .G1/.GP1, Eagle .G2L/.ly2, .in1, copper_inner_3. */
const INNER_NUMBERED: RegExp[] = [/In(\d+)[._]Cu/i, /\.gp?(\d+)$/i, /\.g(\d+)l$/i, /\.ly(\d+)$/i, /\.in(\d+)$/i, /inner[-_ ]?(\d+)/i];
/** Generic 'L3' copper names (`.L3`, `_L3.gbr`, `-L3.art`): the number is the stack position itself. */
const LAYER_NUMBERED = /(?:\.|[-_])L(\d{1,2})(?:\.(?:gbr|ger|pho|art|gdo))?$/i;

/** Names that really say "drawing"; whats-that-gerber also answers 'drawing' as its fallback for any KiCad .gbr. */
const DRAWING_WORDS = /draw|assy|assembly|fab|dwg|notes|courtyard|crtyd|comment|user|map/i;

/** Extensions that carry no layer meaning: the words of the name decide (`board_SILK_TOP.gbr`). */
const GENERIC_EXTENSION = /\.(gbr|ger|gerber|grb|gbx|pho|art|gdo|plt|lgr|out|dat|txt|cnc|drl|xln|exc|nc|tap|drd|rou)$/i;

const info = (type: LayerType, side: LayerSide, copperOrder: number | null = null): NameInfo => ({ type, side, copperOrder });
const sideByNumber = (n: string): LayerSide => (n === '1' ? 'top' : 'bottom');

/**
 * Extensions whose meaning is fixed whatever the stem says (EasyEDA names every file 'Gerber_drill.<ext>') and that
 * whats-that-gerber does not know: Eagle's .G2L inner copper, .OLN outline and .FAB drawing, Altium's pad masters
 * and mechanical layers, and Mentor PADS VX (.f<n> copper layer n, .s/.m/.p 1 = top and 2 = bottom silkscreen, mask
 * and paste, .d<n> drill drawing, .o outline).
 */
const EXTENSION_RULES: [RegExp, (m: RegExpExecArray) => NameInfo][] = [
  [/\.g(\d+)l$/i, (m) => info('copper', 'inner', Number(m[1]))],
  [/\.oln$/i, () => info('outline', 'all')],
  [/\.fab$/i, () => info('drawing', null)],
  [/\.gp([tb])$/i, (m) => info('other', m[1]?.toLowerCase() === 't' ? 'top' : 'bottom')],
  [/\.gm(\d+|e)$/i, () => ({ ...info('outline', 'all'), mechanical: true })],
  [/\.f(\d{1,2})$/i, (m) => info('copper', null, Number(m[1]))],
  [/\.s([12])$/i, (m) => info('silkscreen', sideByNumber(m[1]!))],
  [/\.m([12])$/i, (m) => info('soldermask', sideByNumber(m[1]!))],
  [/\.p([12])$/i, (m) => info('solderpaste', sideByNumber(m[1]!))],
  [/\.d\d{1,2}$/i, () => info('drawing', null)],
  [/\.o$/i, () => info('outline', 'all')],
];

/** PADS Layout's own document layers: 21/28 mask top/bottom, 23/22 paste top/bottom, 26/29 silkscreen, 24 drill drawing. */
const PADS_DOCUMENT_LAYERS: Record<number, NameInfo> = {
  21: info('soldermask', 'top'),
  28: info('soldermask', 'bottom'),
  23: info('solderpaste', 'top'),
  22: info('solderpaste', 'bottom'),
  26: info('silkscreen', 'top'),
  29: info('silkscreen', 'bottom'),
  24: info('drawing', null),
};

/**
 * PADS Layout's default CAM names: `art<nnn>.pho` is copper layer n (the highest the bottom); `sm`, `smd`, `sst`,
 * `ssb`, `dd` + the copper layer + the document layer (`sm001021.pho` = top mask, `smd004022.pho` = bottom paste,
 * `dd001024.pho` = drill drawing).
 */
const padsPhotoplot = (file: string): NameInfo | null => {
  const art = /^art(\d{3})\.pho$/i.exec(file);
  if (art) return info('copper', null, Number(art[1]));
  const doc = /^(sm|smd|sst|ssb|dd|sp)\d{3}(\d{3})\.pho$/i.exec(file);
  return doc ? (PADS_DOCUMENT_LAYERS[Number(doc[2])] ?? null) : null;
};

const wtgType = (type: string | null, file: string): LayerType => {
  if (type === 'drawing') return DRAWING_WORDS.test(file) ? 'drawing' : 'unknown';
  return type === 'copper' || type === 'soldermask' || type === 'silkscreen' || type === 'solderpaste' || type === 'drill' || type === 'outline'
    ? type
    : 'unknown';
};

const byExtension = (file: string): NameInfo | null => {
  for (const [pattern, make] of EXTENSION_RULES) {
    const m = pattern.exec(file);
    if (m) return make(m);
  }
  return null;
};

/** One name: drawings, then fixed extensions, then the words of a generic name, then whats-that-gerber's guess. */
const identifyName = (file: string, guess: { type: string | null; side: string | null }): NameInfo => {
  if (DRILL_MAP.test(file) || KICAD_DRAWINGS.test(file)) return info('drawing', null);
  const layered = LAYER_NUMBERED.exec(file);
  if (layered) return info('copper', null, Number(layered[1]));
  const fixed = padsPhotoplot(file) ?? byExtension(file);
  if (fixed) return fixed;
  const generic = GENERIC_EXTENSION.test(file) || !file.includes('.');
  const words = generic ? classifyWords(file.replace(/\.[^.]*$/, '')) : null;
  if (words) return words;
  const type = wtgType(guess.type, file);
  let copperOrder: number | null = null;
  if (type === 'copper' && guess.side === 'inner') {
    for (const pattern of INNER_NUMBERED) {
      const m = pattern.exec(file);
      if (m) {
        copperOrder = Number(m[1]);
        break;
      }
    }
  }
  if (type === 'unknown') return classifyWords(file.replace(/\.[^.]*$/, '')) ?? info('unknown', null);
  return info(type, guess.side as LayerSide, copperOrder);
};

/** Identifies every name at once (whats-that-gerber looks at the whole set to find the CAD tool). */
export const identifyByNames = (names: readonly string[]): Map<string, NameInfo> => {
  const guessed = whatsThatGerber(names.map((n) => n.split('/').pop() ?? n));
  const out = new Map<string, NameInfo>();
  for (const name of names) {
    const file = name.split('/').pop() ?? name;
    out.set(name, identifyName(file, guessed[file] ?? { type: null, side: null }));
  }
  return out;
};

/** A layer position in a drill file name: 'front', 'in2', 'back', or a number. */
type Position = number | 'back';

const position = (word: string): Position | null => {
  const w = word.toLowerCase();
  if (w === 'front' || w === 'top') return 1;
  if (w === 'back' || w === 'bottom' || w === 'bot') return 'back';
  const inner = /^(?:in|inner)(\d+)$/.exec(w);
  if (inner) return Number(inner[1]) + 1; // KiCad: In1 is the second copper layer
  const plain = /^l?(\d{1,2})$/.exec(w);
  return plain ? Number(plain[1]) : null;
};

/** Drill span from names like 'board-front-in1.drl', 'board-in2-back.drl', 'board-1-4.drl', 'board_L1-L6.drl'. */
export const drillSpanFromName = (name: string, copperLayers: number): { from: number; to: number; plated: boolean } | null => {
  const file = name.split('/').pop() ?? name;
  const match =
    /(?:^|[-_])(front|top|in\d+|inner\d+)[-_](in\d+|inner\d+|back|bottom)(?=[-_.]|$)/i.exec(file) ??
    /(?:^|[-_])(L?\d{1,2})[-_](L?\d{1,2})(?=\.[^.]*$|$)/i.exec(file);
  if (!match?.[1] || !match[2]) return null;
  const a = position(match[1]);
  const b = position(match[2]);
  if (a === null || b === null) return null;
  if ((a === 'back' || b === 'back') && copperLayers < 1) return null;
  const from = a === 'back' ? copperLayers : a;
  const to = b === 'back' ? copperLayers : b;
  if (from < 1 || to < 1 || from === to) return null;
  return { from: Math.min(from, to), to: Math.max(from, to), plated: !/npth|non[-_]?plated/i.test(file) };
};
