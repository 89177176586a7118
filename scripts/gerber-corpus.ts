// How many boards of ../shared/gerber-corpus the Gerber analysis reads right (issue 8 §1), and what is wrong with
// the others: `npx tsx scripts/gerber-corpus.ts` (add `--layers` to list every file's identification).
// Runs the same analysis as an upload, in the calling process (no worker), against manifest.json's truth.
import { analyzeGerberArchive } from '../src/server/integrations/files/gerber/analyze';
import { corpusArchive, corpusBoards, corpusProblems } from '../src/server/integrations/files/test-support/gerber-corpus';

const boards = corpusBoards();
if (!boards) {
  console.log('../shared/gerber-corpus is absent: nothing to measure');
  process.exit(0);
}
const showLayers = process.argv.includes('--layers');
let right = 0;
for (const board of boards) {
  let problems: string[];
  let layers = '';
  try {
    const analysis = await analyzeGerberArchive(corpusArchive(board));
    problems = corpusProblems(board, analysis);
    layers = analysis.layers
      .map((l) => `    ${l.name}: ${l.type}${l.side ? `/${l.side}` : ''}${l.copperIndex ? ` L${l.copperIndex}` : ''} (${l.source})`)
      .join('\n');
  } catch (err) {
    problems = [`refused: ${err instanceof Error ? err.message : String(err)}`];
  }
  if (problems.length === 0) right += 1;
  console.log(`${problems.length === 0 ? 'ok  ' : 'FAIL'} ${board.archive} (${board.cad_tool})${problems.map((p) => `\n    - ${p}`).join('')}`);
  if (showLayers && layers) console.log(layers);
}
console.log(`\n${right} of ${boards.length} boards read right`);
