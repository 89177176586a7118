// The worker side of a capped process pool (capped-pool.ts): receives jobs over IPC, reports the job's peak heap
// with the final 'done', and exits when the server goes away. A worker script calls jobHost() once.
import type { DoneReply } from './capped-pool';

export interface JobHost<Reply> {
  /** Sends one reply to the server (samples the heap first). */
  send(reply: Reply): void;
  /** Runs `run` for each job; a throw becomes `onError`'s reply; 'done' follows either way. */
  serve<Req>(run: (request: Req) => Promise<void>, onError: (err: unknown) => Reply): void;
}

export const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));

export const jobHost = <Reply>(name: string): JobHost<Reply> => {
  if (!process.send) throw new Error(`the ${name} worker must run as a child process with an IPC channel`);
  const toParent = process.send.bind(process);
  // The server went away: nothing left to work for.
  process.on('disconnect', () => process.exit(0));

  // Peak heap for the benchmarks: sampled on a timer and at each reply (parsers that stream let the timer run).
  let peakHeapBytes = 0;
  const sampleHeap = (): void => {
    peakHeapBytes = Math.max(peakHeapBytes, process.memoryUsage().heapUsed);
  };
  setInterval(sampleHeap, 5).unref();

  const send = (reply: Reply | DoneReply): void => {
    sampleHeap();
    toParent(reply);
  };
  return {
    send,
    serve: <Req>(run: (request: Req) => Promise<void>, onError: (err: unknown) => Reply) => {
      process.on('message', (request: Req) => {
        peakHeapBytes = 0; // a pooled worker runs many jobs: report this job's peak
        sampleHeap();
        run(request)
          .catch((err: unknown) => send(onError(err)))
          .finally(() => send({ type: 'done', peakHeapBytes }));
      });
    },
  };
};
