// The Gerber jobs' worker processes: a capped process pool (../worker/capped-pool.ts) running worker.ts.
import { CappedProcessPool, workerScript, type PoolOptions } from '../worker/capped-pool';
import { isWorkerReply, type WorkerReply, type WorkerRequest } from './worker-protocol';

export {
  CappedWorkerError as GerberWorkerError,
  type WorkerErrorReason as GerberWorkerErrorReason,
  type JobStats,
  type WorkerLimits,
} from '../worker/capped-pool';

export class GerberWorkerPool extends CappedProcessPool<WorkerRequest, WorkerReply> {
  constructor(opts: PoolOptions = {}) {
    super(workerScript(import.meta.url, './worker.ts', './gerber-worker.js'), isWorkerReply, opts);
  }
}

let shared: GerberWorkerPool | null = null;

/** The process-wide pool used by analyzeAndRender and renderPreviews unless one is passed in. */
export const gerberWorkerPool = (): GerberWorkerPool => (shared ??= new GerberWorkerPool());

/** Stops the shared pool's idle workers (tests, graceful shutdown). */
export const closeGerberWorkers = async (): Promise<void> => {
  const pool = shared;
  shared = null;
  await pool?.close();
};
