// The Gerber worker process: reads the archive, analyses it and renders the previews, so parsing and rendering
// never block the server's event loop and never share its heap. The parent enforces the time limit (kill) and the
// memory cap (--max-old-space-size); this side just does the work and reports each stage as soon as it has it.
import { readArchive } from '../archive/read-archive';
import { ArchiveError } from '../archive/errors';
import { analyzeEntriesForRender } from './analyze';
import { archiveBudget } from './budget';
import { warning } from './messages';
import { renderStackup, type RenderLayer } from './render';
import { jobHost, messageOf } from '../worker/job-host';
import type { WorkerReply, WorkerRequest } from './worker-protocol';

const host = jobHost<WorkerReply>('Gerber');
const send = host.send;
const toBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const render = async (layers: RenderLayer[], outlineSegments: number | null, request: WorkerRequest): Promise<boolean> => {
  try {
    send({ type: 'previews', previews: await renderStackup(layers, outlineSegments, request.tuning) });
    return true;
  } catch (err) {
    send({ type: 'renderFailed', message: messageOf(err) });
    return false;
  }
};

/** Whether the upload's drawable layers ask for more than the budget allows (checked before rendering). */
const overBudget = (layers: readonly { name: string; format: string }[], entries: readonly { name: string; data: Buffer }[]): boolean => {
  const byName = new Map(entries.map((e) => [e.name, e.data]));
  const budget = archiveBudget(layers.flatMap((l) => {
    const data = byName.get(l.name);
    return data ? [{ name: l.name, data, format: l.format }] : [];
  }));
  return budget.overLimit.length > 0 || budget.overArchiveLimit;
};

const run = async (request: WorkerRequest): Promise<void> => {
  if (request.job === 'render') {
    await render(request.layers.map((l) => ({ ...l, data: toBuffer(l.data) })), request.outlineSegments, request);
    return;
  }
  const entries = await readArchive(toBuffer(request.buffer), request.limits);
  const { analysis, derivedOutline } = await analyzeEntriesForRender(entries, request.mapping);
  const byName = new Map(analysis.layers.map((l) => [l.name, l]));
  const layers: RenderLayer[] = entries.flatMap((e) => {
    const layer = byName.get(e.name);
    if (!layer) return [];
    // only the outline measured is drawn as the outline (a second outline file would be a second mask)
    if (layer.type === 'outline' && (derivedOutline || analysis.outline?.name !== e.name)) return [];
    return [{ name: e.name, data: e.data, type: layer.type, side: layer.side, outlineClosed: analysis.outline?.closed }];
  });
  // the board loop found in a drawing, written as an outline layer, cuts the preview to the board's shape
  if (derivedOutline) layers.push({ name: '(board outline)', data: Buffer.from(derivedOutline), type: 'outline', side: 'all' });
  const hasDrawable = analysis.layers.some((l) => l.format === 'gerber' || l.format === 'excellon');
  const warned = analysis.warnings.some((w) => w.key === 'gerber.tooComplex');
  if (warned || overBudget(analysis.layers, entries)) {
    // nothing is drawn: the values read so far stand, and the customer is told why there is no preview
    send({ type: 'analysis', analysis: warned ? analysis : { ...analysis, warnings: [...analysis.warnings, warning('gerber.tooComplex')] } });
    return;
  }
  if (request.render && hasDrawable) {
    // Send the analysis first so a render that runs out of time still leaves the customer the detected values.
    send({ type: 'analysis', analysis });
    const rendered = await render(layers, analysis.outline?.segments ?? null, request);
    if (!rendered && !analysis.warnings.some((w) => w.key === 'gerber.parseFailed')) {
      // pcb-stackup could not draw the layers: the values above may be wrong too, so say so.
      send({ type: 'analysis', analysis: { ...analysis, warnings: [warning('gerber.parseFailed'), ...analysis.warnings] } });
    }
  } else {
    send({ type: 'analysis', analysis });
  }
};

host.serve<WorkerRequest>(run, (err) =>
  err instanceof ArchiveError ? { type: 'archiveError', reason: err.reason, message: err.message } : { type: 'failed', message: messageOf(err) },
);
