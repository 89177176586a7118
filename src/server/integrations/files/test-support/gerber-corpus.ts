// The real Gerber sets in ../shared/gerber-corpus (issue 8 §1) and the check of an analysis against their
// independently measured truth (manifest.json). Shared by gerber/corpus.test.ts and scripts/gerber-corpus.ts, so the
// test and the command that reports "boards read right" apply the same rule.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GerberAnalysis } from '../gerber/analyze';

export interface CorpusBoard {
  archive: string;
  cad_tool: string;
  copper_layers: number;
  width_mm: number;
  height_mm: number;
  drill_files: string[];
  blind_buried: boolean;
  outline_file: string;
  notes: string;
}

/** The manifest's tolerance on the outline's centre-line size. */
export const SIZE_TOLERANCE_MM = 0.1;

export const CORPUS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../../shared/gerber-corpus');

const isBoard = (value: unknown): value is CorpusBoard =>
  typeof value === 'object' && value !== null && 'archive' in value && 'copper_layers' in value && 'drill_files' in value;

/** The manifest's boards, or null when ../shared is not there (a checkout without the shared data). */
export const corpusBoards = (dir = CORPUS_DIR): CorpusBoard[] | null => {
  const manifest = path.join(dir, 'manifest.json');
  if (!fs.existsSync(manifest)) return null;
  const json: unknown = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  const boards = typeof json === 'object' && json !== null && 'boards' in json && Array.isArray(json.boards) ? (json.boards as unknown[]) : [];
  return boards.filter(isBoard);
};

export const corpusArchive = (board: CorpusBoard, dir = CORPUS_DIR): Buffer => fs.readFileSync(path.join(dir, board.archive));

const baseName = (name: string): string => name.split('/').pop() ?? name;

/**
 * What the analysis got wrong about a board, in words; empty when the board is read right: copper count, size within
 * the tolerance, the drill files (by name), blind/buried, and every file that is Gerber or Excellon identified.
 */
export const corpusProblems = (board: CorpusBoard, analysis: GerberAnalysis): string[] => {
  const problems: string[] = [];
  if (analysis.copperLayers !== board.copper_layers) problems.push(`copper ${analysis.copperLayers}, expected ${board.copper_layers}`);
  const size = analysis.size;
  if (!size) problems.push(`no size, expected ${board.width_mm} x ${board.height_mm}`);
  else if (Math.abs(size.widthMm - board.width_mm) > SIZE_TOLERANCE_MM || Math.abs(size.heightMm - board.height_mm) > SIZE_TOLERANCE_MM) {
    problems.push(`size ${size.widthMm} x ${size.heightMm} (${analysis.outline?.name ?? '?'}), expected ${board.width_mm} x ${board.height_mm}`);
  }
  const drills = analysis.drillFiles.map(baseName).sort();
  const expectedDrills = board.drill_files.map(baseName).sort();
  if (drills.join('|') !== expectedDrills.join('|')) problems.push(`drills [${drills.join(', ')}], expected [${expectedDrills.join(', ')}]`);
  if (analysis.hasBlindBuried !== board.blind_buried) problems.push(`blind/buried ${analysis.hasBlindBuried}, expected ${board.blind_buried}`);
  // the outline the truth names (the first word of outline_file: 'fab.art (BOARD GEOMETRY/OUTLINE inside ...)')
  const outlineFile = baseName(board.outline_file.split(' ')[0] ?? '');
  const measured = analysis.outline ? baseName(analysis.outline.name) : null;
  if (measured !== outlineFile) problems.push(`outline measured from ${measured ?? 'nothing'}, expected ${outlineFile}`);
  const unknown = analysis.layers.filter((l) => l.type === 'unknown').map((l) => baseName(l.name));
  if (unknown.length > 0) problems.push(`unknown layers: ${unknown.join(', ')}`);
  return problems;
};
