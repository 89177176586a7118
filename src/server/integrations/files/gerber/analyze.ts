// Analysis of an uploaded Gerber archive: identify layers, count copper, measure the board, find drill files,
// detect blind/buried vias. Bad Gerber content never throws (the customer fills the form by hand after
// 'gerber.parseFailed'); only archive problems throw, as ArchiveError.
import { readArchive } from '../archive/read-archive';
import type { ArchiveLimits } from '../archive/limits';
import type { ArchiveEntry } from '../archive/types';
import { GerberTooComplexError } from './budget';
import { identifyLayers } from './identify';
import type { IdentifiedLayer, IdentifySource, LayerMapping } from './layer-types';
import { measureOutline } from './measure';
import { warning, type GerberWarning } from './messages';

export interface BoardSize {
  widthMm: number;
  heightMm: number;
}

export interface GerberAnalysis {
  layers: IdentifiedLayer[];
  copperLayers: number;
  size: BoardSize | null;
  /** Names of the drill (Excellon or X2 drill) files. */
  drillFiles: string[];
  hasBlindBuried: boolean;
  warnings: GerberWarning[];
  /** The outline file measured, and its segment count (the renderer skips gap filling on busy outlines). */
  outline: { name: string; segments: number } | null;
}

export interface AnalyzeOptions {
  limits?: Partial<ArchiveLimits>;
  /** The customer's mapping for files left unknown; re-running with it is how a mapping is applied. */
  mapping?: LayerMapping;
}

const SOURCE_RANK: Record<IdentifySource, number> = { user: 0, x2: 1, gbrjob: 2, content: 3, name: 4 };
/** Among several outline candidates (Altium .GKO and .GM1, say), dedicated outline names beat mechanical layers. */
const OUTLINE_NAME = /\.gko$|edge[._]cuts|outline|profile|\.gm1$|\.gml$|\.mil$/i;

const pickOutline = (layers: IdentifiedLayer[]): IdentifiedLayer | null => {
  const candidates = layers.filter((l) => l.type === 'outline' && l.format === 'gerber');
  candidates.sort(
    (a, b) =>
      SOURCE_RANK[a.source] - SOURCE_RANK[b.source] ||
      Number(!OUTLINE_NAME.test(a.name)) - Number(!OUTLINE_NAME.test(b.name)) ||
      a.name.localeCompare(b.name),
  );
  return candidates[0] ?? null;
};

const round2 = (mm: number): number => Math.round(mm * 100) / 100;

/** Analyses already unpacked entries (the worker uses this after reading the archive once). */
export const analyzeEntries = async (entries: readonly ArchiveEntry[], mapping?: LayerMapping): Promise<GerberAnalysis> => {
  const { layers, copperLayers } = identifyLayers(entries, mapping);
  const warnings: GerberWarning[] = [];
  const hasGerberData = layers.some((l) => l.format === 'gerber' || l.format === 'excellon');
  const drillFiles = layers.filter((l) => l.type === 'drill').map((l) => l.name);
  const outlineLayer = pickOutline(layers);

  let size: BoardSize | null = null;
  let outline: GerberAnalysis['outline'] = null;
  let parseFailed = !hasGerberData || copperLayers === 0;
  let tooComplex = false;
  if (outlineLayer) {
    const data = entries.find((e) => e.name === outlineLayer.name)?.data;
    try {
      if (!data) throw new Error('outline entry missing');
      const measured = await measureOutline(data, outlineLayer.name);
      size = { widthMm: round2(measured.widthMm), heightMm: round2(measured.heightMm) };
      outline = { name: outlineLayer.name, segments: measured.segments };
    } catch (err) {
      parseFailed = true;
      tooComplex = err instanceof GerberTooComplexError;
    }
  }
  // A drill span is only meaningful once the copper count is known (identifyLayers classifies it then).
  const hasBlindBuried = copperLayers >= 2 && layers.some((l) => l.drillSpan !== null && l.drillSpan.kind !== 'through');

  if (parseFailed) warnings.push(warning('gerber.parseFailed'));
  if (tooComplex) warnings.push(warning('gerber.tooComplex'));
  if (hasGerberData) {
    if (drillFiles.length === 0) warnings.push(warning('gerber.drillNotFound'));
    if (!outlineLayer) warnings.push(warning('gerber.outlineNotFound'));
  }
  if (hasBlindBuried) warnings.push(warning('gerber.blindBuried'));
  return { layers, copperLayers, size, drillFiles, hasBlindBuried, warnings, outline };
};

/** Reads and analyses an archive in the calling thread. Prefer analyzeAndRender, which runs in a worker. */
export const analyzeGerberArchive = async (buffer: Buffer, opts: AnalyzeOptions = {}): Promise<GerberAnalysis> =>
  analyzeEntries(await readArchive(buffer, opts.limits), opts.mapping);
