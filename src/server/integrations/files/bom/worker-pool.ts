// The BOM worker processes (a capped process pool, ../worker/capped-pool.ts) and the call the server makes.
// Reading a spreadsheet is quick (the three real .xls files take milliseconds), so the limits are tighter than the
// Gerber worker's: 10 s and 256 MB; a file that needs more is a hostile one and reads as unreadable.
import { CappedProcessPool, CappedWorkerError, workerScript, type JobStats, type PoolOptions, type WorkerLimits } from '../worker/capped-pool';
import { BomReadError, type BomReadLimits, type BomSheet } from './limits';
import { isBomWorkerReply, type BomWorkerReply, type BomWorkerRequest } from './worker-protocol';

export class BomWorkerPool extends CappedProcessPool<BomWorkerRequest, BomWorkerReply> {
  constructor(opts: PoolOptions = {}) {
    super(workerScript(import.meta.url, './worker.ts', './bom-worker.js'), isBomWorkerReply, opts);
  }
}

export const BOM_WORKER_LIMITS = { timeoutMs: 10_000, maxOldGenerationSizeMb: 256 } as const;

let shared: BomWorkerPool | null = null;

/** The process-wide pool (one job at a time on a small machine is plenty for BOMs). */
export const bomWorkerPool = (): BomWorkerPool => (shared ??= new BomWorkerPool({ size: 1 }));

/** Stops the shared pool's idle workers (tests, graceful shutdown). */
export const closeBomWorkers = async (): Promise<void> => {
  const pool = shared;
  shared = null;
  await pool?.close();
};

export interface ReadBomOptions extends WorkerLimits {
  limits?: Partial<BomReadLimits>;
  pool?: BomWorkerPool;
}

/**
 * Reads a BOM file in a worker. Throws BomReadError: the file's own problems with their reason, and 'unreadable'
 * when the worker ran out of time or memory or died (a file that needs that much is not a BOM we can read).
 */
export const readBomInWorker = async (bytes: Uint8Array, opts: ReadBomOptions = {}): Promise<{ sheet: BomSheet; stats: JobStats }> => {
  let sheet: BomSheet | null = null;
  let failure: BomReadError | null = null;
  const request: BomWorkerRequest = { job: 'readBom', bytes, limits: opts.limits };
  let stats: JobStats;
  try {
    stats = await (opts.pool ?? bomWorkerPool()).run(request, { ...BOM_WORKER_LIMITS, ...pickLimits(opts) }, (reply) => {
      if (reply.type === 'sheet') sheet = reply.sheet;
      else if (reply.type === 'refused') failure = new BomReadError(reply.reason, reply.message.replace(`${reply.reason}: `, ''));
      else failure = new BomReadError('unreadable', reply.message);
    });
  } catch (err) {
    if (err instanceof CappedWorkerError) throw new BomReadError('unreadable', `worker ${err.message}`);
    throw err;
  }
  if (failure) throw failure;
  if (!sheet) throw new BomReadError('unreadable', 'the worker sent no sheet');
  return { sheet, stats };
};

const pickLimits = (opts: WorkerLimits): WorkerLimits => ({
  ...(opts.timeoutMs !== undefined ? { timeoutMs: opts.timeoutMs } : {}),
  ...(opts.maxOldGenerationSizeMb !== undefined ? { maxOldGenerationSizeMb: opts.maxOldGenerationSizeMb } : {}),
});
