// The mesh worker processes (a capped process pool, ../worker/capped-pool.ts) and the call the server makes. A 10 MB
// binary STL (209,713 triangles) is read and measured in well under a second (bench/ section print3d), so 15 s and
// 512 MB leave wide room; a file that needs more is hostile and reads as unreadable.
import { CappedProcessPool, CappedWorkerError, workerScript, type JobStats, type PoolOptions, type WorkerLimits } from '../worker/capped-pool';
import type { MeshAnalysis } from '../../../../shared/print3d/analysis';
import { MeshReadError, type MeshReadLimits } from './limits';
import { isMeshWorkerReply, type MeshWorkerReply, type MeshWorkerRequest } from './worker-protocol';

export class MeshWorkerPool extends CappedProcessPool<MeshWorkerRequest, MeshWorkerReply> {
  constructor(opts: PoolOptions = {}) {
    super(workerScript(import.meta.url, './worker.ts', './mesh-worker.js'), isMeshWorkerReply, opts);
  }
}

export const MESH_WORKER_LIMITS = { timeoutMs: 15_000, maxOldGenerationSizeMb: 512 } as const;

let shared: MeshWorkerPool | null = null;

/** The process-wide pool: one model at a time on a small machine. */
export const meshWorkerPool = (): MeshWorkerPool => (shared ??= new MeshWorkerPool({ size: 1 }));

/** Stops the shared pool's idle workers (tests, graceful shutdown). */
export const closeMeshWorkers = async (): Promise<void> => {
  const pool = shared;
  shared = null;
  await pool?.close();
};

export interface ReadModelOptions extends WorkerLimits {
  limits?: Partial<MeshReadLimits>;
  pool?: MeshWorkerPool;
}

/** Reads a model in a worker. Throws MeshReadError: the file's own problems, or 'unreadable' when a limit was hit. */
export const readModelInWorker = async (bytes: Uint8Array, opts: ReadModelOptions = {}): Promise<{ analysis: MeshAnalysis; stats: JobStats }> => {
  let analysis: MeshAnalysis | null = null;
  let failure: MeshReadError | null = null;
  const request: MeshWorkerRequest = { job: 'readModel', bytes, limits: opts.limits };
  let stats: JobStats;
  try {
    stats = await (opts.pool ?? meshWorkerPool()).run(request, { ...MESH_WORKER_LIMITS, ...pickLimits(opts) }, (reply) => {
      if (reply.type === 'analysis') analysis = reply.analysis;
      else if (reply.type === 'refused') failure = new MeshReadError(reply.reason, reply.message.replace(`${reply.reason}: `, ''));
      else failure = new MeshReadError('unreadable', reply.message);
    });
  } catch (err) {
    if (err instanceof CappedWorkerError) throw new MeshReadError('unreadable', `worker ${err.message}`);
    throw err;
  }
  if (failure) throw failure;
  if (!analysis) throw new MeshReadError('unreadable', 'the worker sent no analysis');
  return { analysis, stats };
};

const pickLimits = (opts: WorkerLimits): WorkerLimits => ({
  ...(opts.timeoutMs !== undefined ? { timeoutMs: opts.timeoutMs } : {}),
  ...(opts.maxOldGenerationSizeMb !== undefined ? { maxOldGenerationSizeMb: opts.maxOldGenerationSizeMb } : {}),
});
