// One Gerber job (read the archive, analyse it, draw the previews), reporting each stage through `send` as soon as
// it has it. worker.ts runs it in the worker process; the benchmark and the profile script run it in-process.
import { readArchive } from '../archive/read-archive';
import type { ArchiveEntry } from '../archive/types';
import { analyzeEntriesForRender, type GerberAnalysis } from './analyze';
import { archiveBudget } from './budget';
import { warning } from './messages';
import { renderStackup, type RenderLayer } from './render';
import { messageOf } from '../worker/job-host';
import type { WorkerReply, WorkerRequest } from './worker-protocol';

type Send = (reply: WorkerReply) => void;

const toBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const render = async (send: Send, layers: RenderLayer[], outlineSegments: number | null, request: WorkerRequest): Promise<boolean> => {
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

/** The layers the previews draw: the identified files, with the measured outline (or the one found in a drawing). */
export const renderLayersFor = (entries: readonly ArchiveEntry[], analysis: GerberAnalysis, derivedOutline: string | null): RenderLayer[] => {
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
  return layers;
};

/** Runs one job; archive problems throw ArchiveError (the worker turns throws into replies). */
export const runGerberJob = async (request: WorkerRequest, send: Send): Promise<void> => {
  if (request.job === 'render') {
    await render(send, request.layers.map((l) => ({ ...l, data: toBuffer(l.data) })), request.outlineSegments, request);
    return;
  }
  const entries = await readArchive(toBuffer(request.buffer), request.limits);
  const { analysis, derivedOutline } = await analyzeEntriesForRender(entries, request.mapping);
  const layers = renderLayersFor(entries, analysis, derivedOutline);
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
    const rendered = await render(send, layers, analysis.outline?.segments ?? null, request);
    if (!rendered && !analysis.warnings.some((w) => w.key === 'gerber.parseFailed')) {
      // pcb-stackup could not draw the layers: the values above may be wrong too, so say so.
      send({ type: 'analysis', analysis: { ...analysis, warnings: [warning('gerber.parseFailed'), ...analysis.warnings] } });
    }
  } else {
    send({ type: 'analysis', analysis });
  }
};

