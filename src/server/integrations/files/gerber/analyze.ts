// Analysis of an uploaded Gerber archive: identify layers, count copper, measure the board, find drill files,
// detect blind/buried vias. Bad Gerber content never throws (the customer fills the form by hand after
// 'gerber.parseFailed'); only archive problems throw, as ArchiveError.
import { readArchive } from '../archive/read-archive';
import type { ArchiveLimits } from '../archive/limits';
import type { ArchiveEntry } from '../archive/types';
import { GerberTooComplexError } from './budget';
import { identifyLayers } from './identify';
import type { IdentifiedLayer, LayerMapping } from './layer-types';
import { findBoardOutline } from './board-outline';
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
  /**
   * The outline file measured (or the drawing whose board loop was measured), its segment count (the renderer
   * skips gap filling on busy outlines) and whether it closes around the board (else it cannot mask the preview;
   * null when too busy to check).
   */
  outline: { name: string; segments: number; closed: boolean | null } | null;
}

export interface AnalyzeOptions {
  limits?: Partial<ArchiveLimits>;
  /** The customer's mapping for files left unknown; re-running with it is how a mapping is applied. */
  mapping?: LayerMapping;
}

const round2 = (mm: number): number => Math.round(mm * 100) / 100;

/** The analysis plus what only the renderer needs: an outline layer written from a drawing's board loop. */
export interface AnalysisWithOutline {
  analysis: GerberAnalysis;
  /** Gerber text of the board loop found in a drawing (no outline layer in the set), else null. */
  derivedOutline: string | null;
}

/** Analyses already unpacked entries (the worker uses this after reading the archive once). */
export const analyzeEntriesForRender = async (entries: readonly ArchiveEntry[], mapping?: LayerMapping): Promise<AnalysisWithOutline> => {
  const { layers, copperLayers } = identifyLayers(entries, mapping);
  const warnings: GerberWarning[] = [];
  const hasGerberData = layers.some((l) => l.format === 'gerber' || l.format === 'excellon');
  const drillFiles = layers.filter((l) => l.type === 'drill').map((l) => l.name);

  let size: BoardSize | null = null;
  let outline: GerberAnalysis['outline'] = null;
  let derivedOutline: string | null = null;
  let parseFailed = !hasGerberData || copperLayers === 0;
  let tooComplex = false;
  let outlineFound = false;
  try {
    const found = await findBoardOutline(layers, entries);
    if (found) {
      outlineFound = true;
      size = { widthMm: round2(found.widthMm), heightMm: round2(found.heightMm) };
      outline = { name: found.name, segments: found.segments, closed: found.closed };
      derivedOutline = found.derivedGerber;
    }
  } catch (err) {
    outlineFound = true; // there is an outline layer; it could not be read
    parseFailed = true;
    tooComplex = err instanceof GerberTooComplexError;
  }
  // A drill span is only meaningful once the copper count is known (identifyLayers classifies it then).
  const hasBlindBuried = copperLayers >= 2 && layers.some((l) => l.drillSpan !== null && l.drillSpan.kind !== 'through');

  if (parseFailed) warnings.push(warning('gerber.parseFailed'));
  if (tooComplex) warnings.push(warning('gerber.tooComplex'));
  if (hasGerberData) {
    if (drillFiles.length === 0) warnings.push(warning('gerber.drillNotFound'));
    if (!outlineFound) warnings.push(warning('gerber.outlineNotFound'));
  }
  if (hasBlindBuried) warnings.push(warning('gerber.blindBuried'));
  return { analysis: { layers, copperLayers, size, drillFiles, hasBlindBuried, warnings, outline }, derivedOutline };
};

export const analyzeEntries = async (entries: readonly ArchiveEntry[], mapping?: LayerMapping): Promise<GerberAnalysis> =>
  (await analyzeEntriesForRender(entries, mapping)).analysis;

/** Reads and analyses an archive in the calling thread. Prefer analyzeAndRender, which runs in a worker. */
export const analyzeGerberArchive = async (buffer: Buffer, opts: AnalyzeOptions = {}): Promise<GerberAnalysis> =>
  analyzeEntries(await readArchive(buffer, opts.limits), opts.mapping);
