// The public, non-blocking entries: everything heavy runs in a pooled worker thread with a time limit and a
// memory cap (worker-pool.ts). The upload route calls analyzeAndRender.
import { ArchiveError } from '../archive/errors';
import type { ArchiveLimits } from '../archive/limits';
import type { GerberAnalysis } from './analyze';
import type { LayerMapping } from './layer-types';
import type { Previews, RenderLayer, RenderTuning } from './render';
import { gerberWorkerPool, GerberWorkerError, type GerberWorkerErrorReason, type GerberWorkerPool, type JobStats, type WorkerLimits } from './worker-pool';
import type { WorkerRequest } from './worker-protocol';

export { GerberWorkerError, type GerberWorkerErrorReason, type JobStats, type WorkerLimits } from './worker-pool';

export interface AnalyzeAndRenderResult {
  analysis: GerberAnalysis;
  /** Null when the previews could not be drawn; `previewError` says why. */
  previews: Previews | null;
  previewError: GerberWorkerErrorReason | null;
  stats: JobStats;
}

export interface AnalyzeAndRenderOptions extends WorkerLimits {
  limits?: Partial<ArchiveLimits>;
  /** The customer's mapping for unknown files: re-running with it is how a mapping is applied. */
  mapping?: LayerMapping;
  tuning?: RenderTuning;
  /** Draw the previews (default true); a mapping re-run may only need the values. */
  render?: boolean;
  pool?: GerberWorkerPool;
}

/**
 * Reads, analyses and renders an uploaded archive in a worker. Throws ArchiveError for archive problems and
 * GerberWorkerError when the worker ran out of time or memory (or died) before the analysis was done. When only
 * the previews failed, the analysis is returned with `previews: null` and `previewError`.
 */
export const analyzeAndRender = async (buffer: Buffer, opts: AnalyzeAndRenderOptions = {}): Promise<AnalyzeAndRenderResult> => {
  const render = opts.render ?? true;
  let analysis: GerberAnalysis | null = null;
  let previews: Previews | null = null;
  let failure: Error | null = null;
  const bytes = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  const request: WorkerRequest = { job: 'analyzeAndRender', buffer: bytes, limits: opts.limits, mapping: opts.mapping, tuning: opts.tuning, render };
  const started = performance.now();
  let stats: JobStats;
  try {
    stats = await (opts.pool ?? gerberWorkerPool()).run(
      request,
      opts,
      (reply) => {
        if (reply.type === 'analysis') analysis = reply.analysis;
        else if (reply.type === 'previews') previews = reply.previews;
        else if (reply.type === 'archiveError') failure = new ArchiveError(reply.reason, reply.message.replace(`${reply.reason}: `, ''));
        else if (reply.type === 'failed') failure = new GerberWorkerError('crashed', reply.message);
      },
    );
  } catch (err) {
    // The analysis arrived before the render ran out of time or memory: the customer still gets the values.
    if (analysis && err instanceof GerberWorkerError) {
      return { analysis, previews: null, previewError: err.reason, stats: { elapsedMs: performance.now() - started, coldStart: false, workerPeakHeapBytes: 0 } };
    }
    throw err;
  }
  if (failure) throw failure;
  if (!analysis) throw new GerberWorkerError('crashed', 'the worker sent no analysis');
  return { analysis, previews, previewError: previews || !render ? null : 'failed', stats };
};

/** Renders previews of identified layers in a worker; throws GerberWorkerError (timeout, memory, failed, crashed). */
export const renderPreviews = async (
  layers: readonly RenderLayer[],
  opts: WorkerLimits & { tuning?: RenderTuning; outlineSegments?: number | null; pool?: GerberWorkerPool } = {},
): Promise<Previews> => {
  let previews: Previews | null = null;
  let message = 'nothing was rendered';
  const request: WorkerRequest = { job: 'render', layers: [...layers], outlineSegments: opts.outlineSegments ?? null, tuning: opts.tuning };
  await (opts.pool ?? gerberWorkerPool()).run(request, opts, (reply) => {
    if (reply.type === 'previews') previews = reply.previews;
    else if (reply.type === 'renderFailed' || reply.type === 'failed') message = reply.message;
  });
  if (!previews) throw new GerberWorkerError('failed', message);
  return previews;
};
