// The CAD worker processes (a capped process pool, ../worker/capped-pool.ts) and the call the server makes. One
// worker: a STEP read takes seconds and a few hundred MB (STACK-NOTES), so two at once on a small machine would
// only slow both. 60 s and a 1 GB heap cap; a model that needs more reads as unreadable.
import { CappedProcessPool, CappedWorkerError, workerScript, type JobStats, type PoolOptions, type WorkerLimits } from '../worker/capped-pool';
import { CadReadError, type CadAnalysis, type CadReadLimits } from './limits';
import { isCadWorkerReply, type CadWorkerReply, type CadWorkerRequest } from './worker-protocol';

export class CadWorkerPool extends CappedProcessPool<CadWorkerRequest, CadWorkerReply> {
  constructor(opts: PoolOptions = {}) {
    super(workerScript(import.meta.url, './worker.ts', './cad-worker.js'), isCadWorkerReply, opts);
  }
}

export const CAD_WORKER_LIMITS = { timeoutMs: 60_000, maxOldGenerationSizeMb: 1024 } as const;

let shared: CadWorkerPool | null = null;

/**
 * One worker, kept warm for 15 minutes after its last job: starting one and loading the WebAssembly library took
 * up to 17 s on the shared test machine, which a customer waiting for their model should not pay each time.
 */
export const cadWorkerPool = (): CadWorkerPool => (shared ??= new CadWorkerPool({ size: 1, idleMs: 15 * 60_000 }));


export const closeCadWorkers = async (): Promise<void> => {
  const pool = shared;
  shared = null;
  await pool?.close();
};

export interface ReadCadOptions extends WorkerLimits {
  limits?: Partial<CadReadLimits>;
  pool?: CadWorkerPool;
}

/** Reads a model in a worker. Throws CadReadError (the file's own problem, or 'unreadable' when a limit was hit). */
export const readCadInWorker = async (
  bytes: Uint8Array, opts: ReadCadOptions = {},
): Promise<{ analysis: CadAnalysis; preview: Uint8Array; stats: JobStats; rssBytes: number }> => {
  let analysis: CadAnalysis | null = null;
  let preview: Uint8Array = new Uint8Array();
  let rssBytes = 0;
  let failure: CadReadError | null = null;
  const request: CadWorkerRequest = { job: 'readCad', bytes, limits: opts.limits };
  let stats: JobStats;
  try {
    stats = await (opts.pool ?? cadWorkerPool()).run(request, { ...CAD_WORKER_LIMITS, ...pick(opts) }, (reply) => {
      if (reply.type === 'model') {
        analysis = reply.analysis;
        preview = reply.preview;
        rssBytes = reply.rssBytes;
      } else if (reply.type === 'refused') failure = new CadReadError(reply.reason, reply.message.replace(`${reply.reason}: `, ''));
      else failure = new CadReadError('unreadable', reply.message);
    });
  } catch (err) {
    if (err instanceof CappedWorkerError) throw new CadReadError('unreadable', `worker ${err.message}`);
    throw err;
  }
  if (failure) throw failure;
  if (!analysis) throw new CadReadError('unreadable', 'the worker sent no model');
  return { analysis, preview, stats, rssBytes };
};

const pick = (opts: WorkerLimits): WorkerLimits => ({
  ...(opts.timeoutMs !== undefined ? { timeoutMs: opts.timeoutMs } : {}),
  ...(opts.maxOldGenerationSizeMb !== undefined ? { maxOldGenerationSizeMb: opts.maxOldGenerationSizeMb } : {}),
});
