// A layer's function from the words of a name: a file name with a generic extension ('board_SILK_TOP.gbr',
// 'Gerber_TopSolderMaskLayer.gbr', 'panel_MILL.gbr'), or the layer name a tool writes inside the file (gEDA's
// 'G04 Title: board, topsilk', Allegro film names). Words are cut at separators, case changes and digits, and
// run-together capitals are split against a small dictionary ('TOPSOLDERMASK' = top solder mask).
// The type word decides first; a side word alone ('_TOP', '_BOTTOM') means copper, which is why 'SILK_TOP' is
// silkscreen and not a seventh copper layer (issue 8).
import type { LayerSide, LayerType } from './layer-types';

export interface WordInfo {
  type: LayerType;
  side: LayerSide;
  /** Inner copper ordering number ('In2', 'inner3', 'L4', 'group2'), not yet the final index. */
  copperOrder: number | null;
}

const DICTIONARY = [
  'top', 'bottom', 'bot', 'front', 'back', 'component', 'comp', 'solder', 'mask', 'stop', 'resist', 'silkscreen', 'silk',
  'screen', 'legend', 'overlay', 'paste', 'cream', 'stencil', 'copper', 'layer', 'signal', 'plane', 'ground', 'gnd',
  'power', 'pwr', 'inner', 'outline', 'board', 'profile', 'edge', 'cuts', 'mill', 'milling', 'contour', 'keep', 'out',
  'drill', 'drl', 'photo', 'map', 'drawing', 'fab', 'fabrication', 'assembly', 'assy', 'notes', 'side', 'routing',
  'mechanical', 'mech', 'dimension', 'nc',
].sort((a, b) => b.length - a.length);

/** Splits one run of letters into dictionary words, longest first; what does not split stays whole. */
const splitRun = (run: string): string[] => {
  const out: string[] = [];
  let rest = run;
  while (rest.length > 0) {
    const word = DICTIONARY.find((w) => rest.startsWith(w));
    if (!word) return [...out, rest];
    out.push(word);
    rest = rest.slice(word.length);
  }
  return out;
};

/**
 * Whole-word abbreviations tools and people use for layer names ('SMASK_TOP', 'SST', Allegro's film names 'smc',
 * 'sps', 'tslk'): spelled out, so they are never read as a bare side word (which would make them copper).
 */
const ABBREVIATIONS: Record<string, string[]> = {
  smask: ['mask'], msk: ['mask'], sm: ['mask'], smt: ['mask', 'top'], smb: ['mask', 'bottom'], smc: ['mask', 'top'], sms: ['mask', 'bottom'],
  ss: ['silk'], slk: ['silk'], ssilk: ['silk'], silks: ['silk'], sst: ['silk', 'top'], ssb: ['silk', 'bottom'], tslk: ['top', 'silk'], bslk: ['bottom', 'silk'],
  sp: ['paste'], pst: ['paste'], spaste: ['paste'], spt: ['paste', 'top'], spb: ['paste', 'bottom'], spc: ['paste', 'top'], sps: ['paste', 'bottom'],
};

/** 'Gerber_TopSolderMaskLayer' -> gerber top solder mask layer; 'In2.Cu' -> in 2 cu. */
export const nameWords = (text: string): string[] =>
  text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+|(?<=[a-z])(?=\d)|(?<=\d)(?=[a-z])/)
    .filter(Boolean)
    .flatMap((w) => (/^\d+$/.test(w) ? [w] : (ABBREVIATIONS[w] ?? splitRun(w))));

const has = (words: readonly string[], ...wanted: string[]): boolean => wanted.some((w) => words.includes(w));
const hasPair = (words: readonly string[], a: string, b: string): boolean => {
  const i = words.indexOf(a);
  return i >= 0 && words[i + 1] === b;
};

/** Words KiCad puts after its one-letter side prefixes: 'F_Cu', 'B.Mask', 'F_SilkS', 'B_Fab'. */
const AFTER_SIDE_LETTER = new Set(['cu', 'mask', 'silk', 'silkscreen', 'paste', 'fab', 'crtyd', 'courtyard', 'adhes']);

const sideOf = (words: readonly string[], type: LayerType): LayerSide => {
  if (has(words, 'top', 'front', 'component', 'comp')) return 'top';
  if (has(words, 'bottom', 'bot', 'back')) return 'bottom';
  for (let i = 0; i < words.length - 1; i += 1) {
    if (!AFTER_SIDE_LETTER.has(words[i + 1]!)) continue;
    if (words[i] === 'f') return 'top';
    if (words[i] === 'b') return 'bottom';
  }
  // gEDA: 'solder' is the bottom side ('soldermask' = bottom mask, 'solder' = bottom copper)
  if (has(words, 'solder') && type !== 'solderpaste') return 'bottom';
  return null;
};

const INNER_PREFIX = new Set(['in', 'inner', 'l', 'layer', 'group', 'lyr', 'ly', 'signal', 'plane']);

/** The number after 'in', 'inner', 'l', 'layer', 'group' or 'lyr' ('In2_Cu', 'inner3', 'L4', 'group2', 'lyr3'). */
const innerNumber = (words: readonly string[]): number | null => {
  for (let i = 0; i < words.length - 1; i += 1) {
    if (INNER_PREFIX.has(words[i]!) && /^\d{1,2}$/.test(words[i + 1]!)) return Number(words[i + 1]);
  }
  return null;
};

/** The layer a name's words describe, or null when they say nothing certain. */
export const classifyWords = (text: string): WordInfo | null => {
  const words = nameWords(text);
  const typed = (type: LayerType, side: LayerSide = sideOf(words, type)): WordInfo => ({ type, side, copperOrder: null });
  if (
    has(words, 'fab', 'fabrication', 'assembly', 'assy', 'drawing', 'notes', 'courtyard', 'crtyd', 'mechanical', 'mech', 'dimension') ||
    (has(words, 'drill', 'drl') && has(words, 'map', 'photo', 'drawing', 'chart', 'guide', 'legend'))
  ) {
    return { type: 'drawing', side: null, copperOrder: null };
  }
  if (has(words, 'outline', 'profile', 'mill', 'milling', 'contour') || hasPair(words, 'edge', 'cuts') || hasPair(words, 'keep', 'out')) {
    return { type: 'outline', side: 'all', copperOrder: null };
  }
  if (has(words, 'paste', 'cream', 'stencil')) return typed('solderpaste');
  if (has(words, 'mask', 'stop', 'resist')) return typed('soldermask');
  if (has(words, 'silk', 'silkscreen', 'legend', 'overlay')) return typed('silkscreen');
  if (has(words, 'drill', 'drl')) return { type: 'drill', side: 'all', copperOrder: null };
  const order = innerNumber(words);
  const copperWord = has(words, 'copper', 'cu', 'signal', 'plane', 'ground', 'gnd', 'power', 'pwr', 'inner', 'routing', 'layer');
  if (order !== null && (copperWord || has(words, 'in', 'inner', 'l', 'group', 'lyr'))) {
    // 'In2'/'inner2' are inner by name; 'L2' or 'layer 2' may be either outer layer
    return { type: 'copper', side: has(words, 'in', 'inner') ? 'inner' : null, copperOrder: order };
  }
  const side = sideOf(words, 'copper');
  if (has(words, 'inner', 'gnd', 'ground', 'pwr', 'power', 'plane')) return { type: 'copper', side: side ?? 'inner', copperOrder: null };
  // a side word alone is the copper of that side ('board_TOP.gbr'); gEDA's bare 'component'/'solder' too
  if (has(words, 'top', 'bottom', 'bot', 'front', 'back', 'component', 'solder') || (copperWord && side)) return { type: 'copper', side, copperOrder: null };
  return null;
};
