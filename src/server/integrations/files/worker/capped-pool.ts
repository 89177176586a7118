// Worker processes for heavy file jobs (Gerber archives, BOM spreadsheets), with a time limit and a heap cap per job,
// so one hostile or huge file cannot stall or crash the server (STACK-NOTES: v4's outline gap fill ran for minutes
// on a busy layer). Each kind of job has its own pool and worker script (gerber/worker-pool.ts, bom/worker-pool.ts).
// Processes, not worker threads: a worker thread's `resourceLimits` do not contain every out-of-memory. A 385-byte
// Gerber whose step-and-repeat expands to millions of flashes made V8 give up inside the worker thread with "Reached
// heap limit", and that is fatal for the whole process: the shop went down (issue 7). A child process that runs out
// of its `--max-old-space-size` dies alone; the pool reports it as this upload's failure.
// Workers are kept warm between jobs: a cold worker spends ~1.5 s loading and JIT-compiling the Gerber libraries,
// a warm one renders a typical board in a few hundred ms. A worker that times out, runs out of memory or dies is
// killed and never reused; idle workers are unref'd (they never keep the server alive) and retire after a while.
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

/** timeout / memory: a limit was hit; crashed: the worker died; failed: the library could not do the job. */
export type WorkerErrorReason = 'timeout' | 'memory' | 'crashed' | 'failed';

/** The worker did not finish the job. The server itself is unaffected. */
export class CappedWorkerError extends Error {
  override readonly name = 'CappedWorkerError';
  constructor(
    readonly reason: WorkerErrorReason,
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
  }
}

export interface WorkerLimits {
  /** Wall-clock limit for one job once a worker has picked it up, default 20 s. */
  timeoutMs?: number;
  /** V8 old-generation heap cap of the worker process (--max-old-space-size), default 512 MB. */
  maxOldGenerationSizeMb?: number;
}

const DEFAULT_WORKER_LIMITS = { timeoutMs: 20_000, maxOldGenerationSizeMb: 512 } as const;

export interface JobStats {
  /** Wall time of the job in the worker, start-up included when a new worker had to be started, in ms. */
  elapsedMs: number;
  /** Whether this job paid for starting a worker. */
  coldStart: boolean;
  /** Largest V8 heap used by the worker during the job (sampled by the worker), in bytes. */
  workerPeakHeapBytes: number;
}

/**
 * The worker entry: from source (tsx/vitest) the .ts file, in the build the bundled .js beside dist/server/main.js
 * (scripts/build-server.mjs). `self` is the caller's import.meta.url: in the bundle every module shares main.js's.
 */
export const workerScript = (self: string, sourceFile: string, bundledFile: string): URL =>
  self.endsWith('.ts') ? new URL(sourceFile, self) : new URL(bundledFile, self);

/** The last reply of every job; the pool resolves the job on it. */
export interface DoneReply {
  type: 'done';
  peakHeapBytes: number;
}

/** What the worker wrote on stderr last: V8 says "heap out of memory" there before it aborts. */
const STDERR_KEEP = 4096;

interface WorkerProcess {
  child: ChildProcess;
  stderrTail(): string;
}

const startWorker = (script: URL, maxOldGenerationSizeMb: number): WorkerProcess => {
  // Running from source, the worker loads the TypeScript loader first.
  const loader = script.pathname.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = fork(fileURLToPath(script), [], {
    execArgv: [...loader, `--max-old-space-size=${maxOldGenerationSizeMb}`],
    // structured clone over IPC: Uint8Arrays travel as bytes, not as JSON arrays of numbers
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let tail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-STDERR_KEEP);
  });
  child.on('error', () => undefined); // reported through 'exit'
  return { child, stderrTail: () => tail };
};

/** Idle workers must not keep the server process alive. */
const setRef = (w: WorkerProcess, ref: boolean): void => {
  const handles = [w.child, w.child.channel, w.child.stderr] as ({ ref(): void; unref(): void } | null | undefined)[];
  for (const h of handles) {
    if (ref) h?.ref();
    else h?.unref();
  }
};

interface IdleWorker {
  worker: WorkerProcess;
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

/**
 * A pool of warm worker processes for one worker script. `Req` goes to the worker; every `Reply` but the final
 * `DoneReply` is handed to the job's `onReply`; anything failing `isReply` is ignored.
 */
export class CappedProcessPool<Req extends object, Reply extends { type: string }> {
  private readonly size: number;
  private readonly idleMs: number;
  private readonly idle: IdleWorker[] = [];
  private readonly waiting: Array<() => void> = [];
  private running = 0;

  constructor(
    private readonly script: URL,
    private readonly isReply: (message: unknown) => message is Reply | DoneReply,
    opts: PoolOptions = {},
  ) {
    this.size = Math.max(1, opts.size ?? os.availableParallelism() - 1);
    this.idleMs = opts.idleMs ?? 60_000;
  }

  /** Starts a worker ahead of the first upload so it does not pay the cold start. */
  warmUp(maxOldGenerationSizeMb: number = DEFAULT_WORKER_LIMITS.maxOldGenerationSizeMb): void {
    if (this.idle.some((w) => w.heapMb === maxOldGenerationSizeMb)) return;
    this.park(startWorker(this.script, maxOldGenerationSizeMb), maxOldGenerationSizeMb);
  }

  /** Runs one request; `onReply` sees every reply but the final 'done'. */
  async run(request: Req, limits: WorkerLimits, onReply: (reply: Reply) => void): Promise<JobStats> {
    await this.acquire();
    try {
      return await this.runOnWorker(request, limits, onReply);
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
        return kill(w.worker);
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

  private take(heapMb: number): { worker: WorkerProcess; cold: boolean } {
    const index = this.idle.findIndex((w) => w.heapMb === heapMb);
    if (index >= 0) {
      const [found] = this.idle.splice(index, 1);
      if (found) {
        clearTimeout(found.retire);
        found.worker.child.off('exit', found.onExit);
        setRef(found.worker, true);
        return { worker: found.worker, cold: false };
      }
    }
    return { worker: startWorker(this.script, heapMb), cold: true };
  }

  private park(worker: WorkerProcess, heapMb: number): void {
    setRef(worker, false);
    const retire = setTimeout(() => {
      const index = this.idle.findIndex((w) => w.worker === worker);
      if (index >= 0) this.idle.splice(index, 1);
      void kill(worker);
    }, this.idleMs);
    retire.unref();
    // An idle worker that dies (out of memory while loading, say) simply leaves the pool.
    const onExit = (): void => {
      const index = this.idle.indexOf(parked);
      if (index >= 0) this.idle.splice(index, 1);
      clearTimeout(retire);
    };
    const parked: IdleWorker = { worker, heapMb, retire, onExit };
    worker.child.once('exit', onExit);
    this.idle.push(parked);
  }

  private runOnWorker(request: Req, limits: WorkerLimits, onReply: (reply: Reply) => void): Promise<JobStats> {
    const heapMb = limits.maxOldGenerationSizeMb ?? DEFAULT_WORKER_LIMITS.maxOldGenerationSizeMb;
    const timeoutMs = limits.timeoutMs ?? DEFAULT_WORKER_LIMITS.timeoutMs;
    const started = performance.now();
    const { worker, cold } = this.take(heapMb);
    const { child } = worker;
    return new Promise<JobStats>((resolve, reject) => {
      let finished = false;
      const cleanup = (): void => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('close', onExit);
      };
      const fail = (err: CappedWorkerError): void => {
        if (finished) return;
        finished = true;
        cleanup();
        void kill(worker); // never reuse a worker that failed or is still busy with a runaway job
        reject(err);
      };
      const onMessage = (message: unknown): void => {
        if (finished || !this.isReply(message)) return;
        if (!isDone(message)) {
          onReply(message);
          return;
        }
        finished = true;
        cleanup();
        this.park(worker, heapMb);
        resolve({ elapsedMs: performance.now() - started, coldStart: cold, workerPeakHeapBytes: message.peakHeapBytes });
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null): void => {
        const outOfMemory = /out of memory|Reached heap limit|Allocation failed/i.test(worker.stderrTail());
        fail(new CappedWorkerError(outOfMemory ? 'memory' : 'crashed', `worker exited (${signal ?? code})`));
      };
      const timer = setTimeout(() => fail(new CappedWorkerError('timeout', `${timeoutMs} ms`)), timeoutMs);
      child.on('message', onMessage);
      // 'close', not 'exit': it comes once stderr is drained, so V8's "heap out of memory" is in the tail by then
      // (on 'exit' the last chunk was sometimes still unread, and a memory error was reported as a crash).
      child.on('close', onExit);
      child.send(request, (err) => {
        if (err) fail(new CappedWorkerError('crashed', `could not send the job: ${err.message}`));
      });
    });
  }
}

/** Kills a worker process and waits until it is gone. */
const kill = (w: WorkerProcess): Promise<void> =>
  new Promise((resolve) => {
    if (w.child.exitCode !== null || w.child.signalCode !== null) return resolve();
    // An idle worker's handles are unref'd: without a ref while it dies, a script whose last pending work is this
    // wait (a benchmark's or a test's close()) would see its event loop empty and exit with code 13 before 'exit'.
    setRef(w, true);
    w.child.once('exit', () => resolve());
    w.child.kill('SIGKILL');
  });

const isDone = (reply: { type: string }): reply is DoneReply => reply.type === 'done';
