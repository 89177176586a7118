// Finding the header row of a placement file and which column holds what. Every tool names its columns
// differently (HEADERS.txt in ../shared/bom-samples and the brief of issue 11), so a header cell is reduced to
// letters and digits and looked up in one alias table; a unit written in the header ("Center-X(mil)") is kept.
import type { PlacementFormat } from './types';

export type Unit = 'mm' | 'mil' | 'in';
export type PlacementColumn = 'designator' | 'x' | 'y' | 'rotation' | 'side' | 'package' | 'value';

const ALIASES: Record<string, PlacementColumn> = {
  ref: 'designator', designator: 'designator', refdes: 'designator', reference: 'designator', name: 'designator',
  posx: 'x', centerx: 'x', midx: 'x', x: 'x',
  posy: 'y', centery: 'y', midy: 'y', y: 'y',
  rot: 'rotation', rotation: 'rotation', angle: 'rotation',
  side: 'side', layer: 'side', tb: 'side',
  package: 'package', footprint: 'package',
  val: 'value', value: 'value', comment: 'value',
};

export interface HeaderInfo {
  /** Column index per field; designator, x, y and rotation are always present. */
  columns: Partial<Record<PlacementColumn, number>> & Record<'designator' | 'x' | 'y' | 'rotation', number>;
  /** A unit the header itself names (Altium's "Center-X(mil)"). */
  unit: Unit | null;
  format: PlacementFormat;
}

const unitOf = (s: string): Unit | null => {
  const u = s.toLowerCase();
  if (u === 'mm') return 'mm';
  if (u === 'mil' || u === 'mils') return 'mil';
  if (u === 'in' || u === 'inch' || u === 'inches') return 'in';
  return null;
};

/** The header's meaning, or null when the cells are not a placement header. */
export const readHeader = (cells: readonly string[], hashComment: boolean): HeaderInfo | null => {
  const columns: Partial<Record<PlacementColumn, number>> = {};
  const names = new Set<string>();
  let unit: Unit | null = null;
  cells.forEach((cell, i) => {
    const unitMatch = /\(\s*([a-z]+)\s*\)\s*$/i.exec(cell);
    const u = unitMatch?.[1] ? unitOf(unitMatch[1]) : null;
    if (u) unit = u;
    const name = cell.replace(/\(.*\)/, '').toLowerCase().replace(/[^a-z0-9]/g, '');
    names.add(name);
    const field = ALIASES[name];
    // The first column of a kind wins: EasyEDA's "Mid X" comes before "Ref X" / "Pad X", which are not aliases.
    if (field && columns[field] === undefined) columns[field] = i;
  });
  const { designator, x, y, rotation } = columns;
  if (designator === undefined || x === undefined || y === undefined || rotation === undefined) return null;
  return { columns: { ...columns, designator, x, y, rotation }, unit, format: formatOf(names, hashComment) };
};

const formatOf = (names: Set<string>, hashComment: boolean): PlacementFormat => {
  if (names.has('posx')) return hashComment ? 'kicad-pos' : 'kicad-csv';
  if (names.has('centerx')) return 'altium';
  if (names.has('midx')) return names.has('refx') || names.has('padx') ? 'easyeda' : 'jlcpcb';
  return 'generic';
};

/** A unit named on a line before the header: KiCad "## Unit = inches, Angle = deg.", Altium "Units used: mil". */
export const unitLine = (line: string): Unit | null => {
  const m = /\bunits?(?:\s+used)?\s*[:=]\s*([a-z]+)/i.exec(line);
  return m?.[1] ? unitOf(m[1]) : null;
};

/** A number with an optional unit suffix ("12.3mm", "485mil", "-1.5"); a decimal comma when commas do not separate. */
export const readMeasure = (raw: string, decimalComma: boolean): { value: number; unit: Unit | null } | null => {
  const s = (decimalComma ? raw.replace(',', '.') : raw).trim();
  // Plain numbers (most files) skip the regular expression; Number('') is 0 and '0x1f' or '1e3' are not CAD output.
  if (s && !/[^0-9.+-]/.test(s)) {
    const plain = Number(s);
    if (Number.isFinite(plain)) return { value: plain, unit: null };
  }
  const m = /^([+-]?(?:\d+\.?\d*|\.\d+))\s*(mm|mils?|in|inch)?$/i.exec(s);
  if (!m?.[1]) return null;
  return { value: Number(m[1]), unit: m[2] ? unitOf(m[2]) : null };
};

export const MM_PER: Record<Unit, number> = { mm: 1, mil: 0.0254, in: 25.4 };
