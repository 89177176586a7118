// Runs the background work in this process, every few minutes (ARCHITECTURE.md "Time"): the embedded database's
// runner, where one process owns the data folder anyway. With DATABASE_URL the PostgreSQL job queue
// (./queue.ts) runs the same list instead. A sweep that fails is logged and tried again next round; rounds never
// overlap within a process.
import type { Deps } from '../deps';
import { SWEEP_INTERVAL_MS, SWEEPS, type Sweep } from './sweeps';

/** Runs every sweep once, one after the other; errors are logged, not thrown. */
const runSweepsOnce = async (deps: Deps, sweeps: readonly Sweep[] = SWEEPS): Promise<void> => {
  for (const s of sweeps) {
    try {
      await s.run(deps);
    } catch (err) {
      deps.log.error({ err, sweep: s.name }, 'sweep failed');
    }
  }
};

/** Starts the sweeps (first round right away); `stop()` cancels the timer and waits for a running round. */
export const startJobs = (deps: Deps, opts: { intervalMs?: number; sweeps?: readonly Sweep[] } = {}): { stop(): Promise<void> } => {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = runSweepsOnce(deps, opts.sweeps).finally(() => {
      running = null;
    });
  };
  const timer = setInterval(tick, opts.intervalMs ?? SWEEP_INTERVAL_MS);
  timer.unref();
  tick();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
};
