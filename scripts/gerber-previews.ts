// Renders the previews of the boards in ../shared/gerber-corpus to PNG, to look at them (issue 8 §1: "its preview
// must look like the board"): `npx tsx scripts/gerber-previews.ts [out-dir] [archive-name-filter]`.
// Runs the real worker (analyzeAndRender) and draws each SVG in headless Chromium.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { analyzeAndRender } from '../src/server/integrations/files/gerber/worker-client';
import { closeGerberWorkers } from '../src/server/integrations/files/gerber/worker-pool';
import { corpusArchive, corpusBoards } from '../src/server/integrations/files/test-support/gerber-corpus';

const out = path.resolve(process.argv[2] ?? 'previews');
const filter = process.argv[3] ?? '';
const boards = (corpusBoards() ?? []).filter((b) => b.archive.includes(filter));
fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
try {
  for (const board of boards) {
    const started = performance.now();
    const result = await analyzeAndRender(corpusArchive(board), { timeoutMs: 120_000 });
    console.log(`${board.archive}: analysed and drawn in ${Math.round(performance.now() - started)} ms`);
    if (!result.previews) {
      console.log(`${board.archive}: no preview (${result.previewError})`);
      continue;
    }
    for (const side of ['top', 'bottom'] as const) {
      const svg = result.previews[side];
      await page.setContent(`<body style="margin:0;background:#888"><img style="width:800px;height:600px;object-fit:contain" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></body>`);
      const file = path.join(out, `${board.archive.replace(/\.zip$/, '')}-${side}.png`);
      await page.screenshot({ path: file });
      console.log(file);
    }
  }
} finally {
  await browser.close();
  await closeGerberWorkers();
}
