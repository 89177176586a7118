// Which rows leave the build, by what their cells say (services §5: DNP rows leave the build, no non-soldered
// parts). Words are matched on normalised text (normaliseHeader), whole words for Latin text, as text for CJK.
import { escapeRegExp } from '../text/escape';
import { normaliseHeader } from './bom-header';

// One regular expression per list: the page re-runs these on every row at each mapping change.
const matcher = (words: readonly string[]): ((text: string) => boolean) => {
  const latin = words.filter((w) => /^[\x20-\x7e]*$/.test(w)).map(normaliseHeader).map(escapeRegExp);
  const cjk = words.filter((w) => !/^[\x20-\x7e]*$/.test(w)).map(escapeRegExp);
  const latinRe = new RegExp(`(?:^| )(?:${latin.join('|')})(?: |$)`);
  const cjkRe = cjk.length > 0 ? new RegExp(cjk.join('|')) : null;
  return (text) => {
    if (!text) return false;
    return latinRe.test(normaliseHeader(text)) || (cjkRe?.test(text) ?? false);
  };
};

/**
 * "Do not place" in any wording a real BOM uses (3mdeb writes "NOT POPULATED" in the description). Not "NP":
 * "10uF NP" is a non-polar capacitor.
 */
export const saysNotPlaced = matcher([
  'dnp', 'dnf', 'dni', 'dnm', 'do not place', 'do not populate', 'do not fit', 'do not mount', 'do not install', 'do not assemble',
  'not populated', 'not placed', 'not fitted', 'not mounted', 'not assembled', 'no fit', 'nofit', 'no pop', 'unpopulated', 'no stuff',
  'non monte', 'ne pas monter', 'ne pas cabler', 'nicht bestucken', 'nicht bestuckt', 'unbestuckt',
  '未実装', '実装しない', '不実装', '実装なし', '不贴', '不焊', '不上件', '不贴片',
]);

/** A "no" in a Populate / Fitted / 実装 column. */
export const saysNo = (cell: string): boolean => /^(no|n|false|0|none|×|✗|✕|なし|無|否|不|いいえ|nein|non)$/i.test(cell.trim());

/**
 * Mechanical parts nobody solders: screws, standoffs, labels... They cannot be bought and placed through the BOM
 * (services §5 "no non-soldered parts"); the order form's "certification and mechanical parts" option quotes them.
 * Only unambiguous words: 'case' and 'shunt' name soldered parts too.
 */
export const saysMechanical = matcher([
  'screw', 'screws', 'bolt', 'bolts', 'standoff', 'standoffs', 'stand off', 'spacer', 'spacers', 'nut', 'nuts', 'washer', 'washers',
  'label', 'labels', 'sticker', 'stickers', 'bumper', 'bumpers', 'rubber feet', 'rubber foot', 'enclosure', 'jumper cap', 'heat shrink',
  'cable tie', 'vis', 'entretoise', 'ecrou', 'rondelle', 'etiquette', 'schraube', 'abstandshalter', 'mutter', 'unterlegscheibe', 'etikett',
  'ネジ', 'ねじ', 'スペーサー', 'スペーサ', 'ナット', 'ワッシャー', 'ワッシャ', 'ラベル', 'シール', '螺丝', '螺钉', '螺母', '铜柱', '垫片', '标签', '脚垫',
]);

/** Words that make a mechanical-sounding part a soldered one: Würth's SMT spacers and nuts are reflow-soldered. */
export const saysSoldered = matcher(['smt', 'smd', 'solder', 'solderable', 'soldered', 'reflow', 'surface mount', 'tht', 'through hole', '表面実装', '贴片']);

/** Copper features that CAD tools list as parts: nothing to buy or place. */
export const saysBoardFeature = matcher([
  'fiducial', 'fiducials', 'fiducial mark', 'mountinghole', 'mounting hole', 'mounting holes', 'mounting hole pad',
  'フィデューシャル', '認識マーク', '取付穴', '取り付け穴', '基准点', '安装孔', 'mark点',
]);

/** Designators that only ever name board features: FID1, FD2, MH3. */
export const isFeatureDesignator = (d: string): boolean => /^(FID|FD|MH|MK)\d+$/.test(d);
