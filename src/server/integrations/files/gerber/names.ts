// Identification by file name: whats-that-gerber plus the cases it gets wrong here (it calls KiCad's
// '-NPTH-drl_map.gbr' and 'F_Fab' drill files and has no layer numbers). The weakest source: used last.
import whatsThatGerber from 'whats-that-gerber';
import type { LayerSide, LayerType } from './layer-types';

export interface NameInfo {
  type: LayerType;
  side: LayerSide;
  /** Ordering number for inner copper (or an explicit L<n>), not yet the final copper index. */
  copperOrder: number | null;
}

const DRILL_MAP = /(drl|drill)[-_ ]?map|drillmap|drill[-_ ]?drawing|\.gd\d+$|\.gg\d+$/i;
const KICAD_DRAWINGS = /[-_.](F|B)[._](Fab|CrtYd|Courtyard|Adhes)\b|(Dwgs|Cmts|Eco\d)[._]User|User[._](Drawings|Comments|Eco\d)/i;

/** Inner copper names carrying a number: KiCad In1_Cu, Altium .G1/.GP1, Eagle .G2L/.ly2, .in1, copper_inner_3. */
const INNER_NUMBERED: RegExp[] = [/In(\d+)[._]Cu/i, /\.gp?(\d+)$/i, /\.g(\d+)l$/i, /\.ly(\d+)$/i, /\.in(\d+)$/i, /inner[-_ ]?(\d+)/i];
/** Generic 'L3' copper names (`.L3`, `_L3.gbr`, `-L3.art`): the number is the stack position itself. */
const LAYER_NUMBERED = /(?:\.|[-_])L(\d{1,2})(?:\.(?:gbr|ger|pho|art|gdo))?$/i;

/** Names that really say "drawing"; whats-that-gerber also answers 'drawing' as its fallback for any KiCad .gbr. */
const DRAWING_WORDS = /draw|assy|assembly|fab|dwg|notes|courtyard|crtyd|comment|user|map/i;

const wtgType = (type: string | null, file: string): LayerType => {
  if (type === 'drawing') return DRAWING_WORDS.test(file) ? 'drawing' : 'unknown';
  return type === 'copper' || type === 'soldermask' || type === 'silkscreen' || type === 'solderpaste' || type === 'drill' || type === 'outline'
    ? type
    : 'unknown';
};

/** Identifies every name at once (whats-that-gerber looks at the whole set to find the CAD tool). */
export const identifyByNames = (names: readonly string[]): Map<string, NameInfo> => {
  const guessed = whatsThatGerber(names.map((n) => n.split('/').pop() ?? n));
  const out = new Map<string, NameInfo>();
  for (const name of names) {
    const file = name.split('/').pop() ?? name;
    if (DRILL_MAP.test(file) || KICAD_DRAWINGS.test(file)) {
      out.set(name, { type: 'drawing', side: null, copperOrder: null });
      continue;
    }
    const layered = LAYER_NUMBERED.exec(file);
    if (layered) {
      out.set(name, { type: 'copper', side: null, copperOrder: Number(layered[1]) });
      continue;
    }
    const guess = guessed[file] ?? { type: null, side: null };
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
    out.set(name, { type, side: type === 'unknown' ? null : guess.side, copperOrder });
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
