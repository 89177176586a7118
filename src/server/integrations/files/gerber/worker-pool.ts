// Worker threads for Gerber jobs, with a time limit and a memory cap per job, so one hostile or huge archive
// cannot stall or crash the server (STACK-NOTES: v4's outline gap fill ran for minutes on a busy layer).
// Workers are kept warm between jobs: a cold worker spends ~1.5 s loading and JIT-compiling the Gerber libraries,
// a warm one renders a typical board in a few hundred ms. A worker that times out, runs out of memory or dies is
// terminated and never reused; idle workers are unref'd (they never keep the process alive) and retire after a while.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { isWorkerReply, type WorkerReply, type WorkerRequest } from './worker-protocol';

/** timeout / memory: a limit was hit; crashed: the worker died; failed: the library could not render the layers. */
export type GerberWorkerErrorReason = 'timeout' | 'memory' | 'crashed' | 'failed';

/** The worker did not finish the job. The server itself is unaffected. */
export class GerberWorkerError extends Error {
  override readonly name = 'GerberWorkerError';
  constructor(
    readonly reason: GerberWorkerErrorReason,
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
  }
}

export interface WorkerLimits {
  /** Wall-clock limit for one job once a worker has picked it up, default 20 s. */
  timeoutMs?: number;
  /** V8 old-generation heap cap of the worker, default 512 MB. */
  maxOldGenerationSizeMb?: number;
}

export const DEFAULT_WORKER_LIMITS = { timeoutMs: 20_000, maxOldGenerationSizeMb: 512 } as const;

export interface JobStats {
  /** Wall time of the job in the worker, start-up included when a new worker had to be started, in ms. */
  elapsedMs: number;
  /** Whether this job paid for starting a worker. */
  coldStart: boolean;
  /** Largest V8 heap used by the worker during the job (sampled by the worker), in bytes. */
  workerPeakHeapBytes: number;
}

const workerScript = (): URL => {
  const self = import.meta.url;
  // From source (tsx/vitest) the worker is worker.ts beside this file; in the build it is dist/server/gerber-worker.js.
  return self.endsWith('.ts') ? new URL('./worker.ts', self) : new URL('./gerber-worker.js', self);
};

const startWorker = (maxOldGenerationSizeMb: number): Worker => {
  const script = workerScript();
  const fromSource = script.pathname.endsWith('.ts');
  // Running from source, the worker registers the TypeScript loader before importing the worker module.
  const entry = fromSource
    ? `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(script.href)}); })`
    : script;
  return new Worker(entry, { eval: fromSource, resourceLimits: { maxOldGenerationSizeMb } });
};

interface IdleWorker {
  worker: Worker;
  heapMb: number;
  retire: NodeJS.Timeout;
  onExit: () => void;
}

export interface PoolOptions {
  /** Jobs running at once; more wait in line. Default: one less than the CPUs (at least 1). */
  size?: number;
  /** How long a warm worker waits for the next job before it is stopped, default 60 s. */
  idleMs?: number;
}

export class GerberWorkerPool {
  private readonly size: number;
  private readonly idleMs: number;
  private readonly idle: IdleWorker[] = [];
  private readonly waiting: Array<() => void> = [];
  private running = 0;

  constructor(opts: PoolOptions = {}) {
    this.size = Math.max(1, opts.size ?? os.availableParallelism() - 1);
    this.idleMs = opts.idleMs ?? 60_000;
  }

  /** Starts a worker ahead of the first upload so it does not pay the cold start. */
  warmUp(maxOldGenerationSizeMb: number = DEFAULT_WORKER_LIMITS.maxOldGenerationSizeMb): void {
    if (this.idle.some((w) => w.heapMb === maxOldGenerationSizeMb)) return;
    const worker = startWorker(maxOldGenerationSizeMb);
    worker.on('error', () => undefined);
    this.park(worker, maxOldGenerationSizeMb);
  }

  /** Runs one request; `onReply` sees every reply but the final 'done'. */
  async run(request: WorkerRequest, limits: WorkerLimits, onReply: (reply: WorkerReply) => void, transfer: ArrayBuffer[] = []): Promise<JobStats> {
    await this.acquire();
    try {
      return await this.runOnWorker(request, limits, onReply, transfer);
    } finally {
      this.release();
    }
  }

  /** Stops every idle worker (running jobs finish on their own). */
  async close(): Promise<void> {
    const idle = this.idle.splice(0);
    await Promise.all(
      idle.map((w) => {
        clearTimeout(w.retire);
        return w.worker.terminate();
      }),
    );
  }

  private acquire(): Promise<void> {
    if (this.running < this.size) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }

  private take(heapMb: number): { worker: Worker; cold: boolean } {
    const index = this.idle.findIndex((w) => w.heapMb === heapMb);
    if (index >= 0) {
      const [found] = this.idle.splice(index, 1);
      if (found) {
        clearTimeout(found.retire);
        found.worker.off('exit', found.onExit);
        found.worker.ref();
        return { worker: found.worker, cold: false };
      }
    }
    return { worker: startWorker(heapMb), cold: true };
  }

  private park(worker: Worker, heapMb: number): void {
    worker.unref();
    const retire = setTimeout(() => {
      const index = this.idle.findIndex((w) => w.worker === worker);
      if (index >= 0) this.idle.splice(index, 1);
      void worker.terminate();
    }, this.idleMs);
    retire.unref();
    // An idle worker that dies (out of memory while loading, say) simply leaves the pool.
    const onExit = (): void => {
      const index = this.idle.indexOf(parked);
      if (index >= 0) this.idle.splice(index, 1);
      clearTimeout(retire);
    };
    const parked: IdleWorker = { worker, heapMb, retire, onExit };
    worker.once('exit', onExit);
    this.idle.push(parked);
  }

  private runOnWorker(request: WorkerRequest, limits: WorkerLimits, onReply: (reply: WorkerReply) => void, transfer: ArrayBuffer[]): Promise<JobStats> {
    const heapMb = limits.maxOldGenerationSizeMb ?? DEFAULT_WORKER_LIMITS.maxOldGenerationSizeMb;
    const timeoutMs = limits.timeoutMs ?? DEFAULT_WORKER_LIMITS.timeoutMs;
    const started = performance.now();
    const { worker, cold } = this.take(heapMb);
    return new Promise<JobStats>((resolve, reject) => {
      let finished = false;
      const cleanup = (): void => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      const fail = (err: GerberWorkerError): void => {
        if (finished) return;
        finished = true;
        cleanup();
        void worker.terminate(); // never reuse a worker that failed or is still busy with a runaway job
        reject(err);
      };
      const onMessage = (message: unknown): void => {
        if (finished || !isWorkerReply(message)) return;
        if (message.type !== 'done') {
          onReply(message);
          return;
        }
        finished = true;
        cleanup();
        this.park(worker, heapMb);
        resolve({ elapsedMs: performance.now() - started, coldStart: cold, workerPeakHeapBytes: message.peakHeapBytes });
      };
      const onError = (err: Error & { code?: string }): void =>
        fail(new GerberWorkerError(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crashed', err.message));
      const onExit = (code: number): void => fail(new GerberWorkerError('crashed', `worker exited with code ${code}`));
      const timer = setTimeout(() => fail(new GerberWorkerError('timeout', `${timeoutMs} ms`)), timeoutMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage(request, transfer);
    });
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
