// Runs the timed rules as sweeps every few minutes (ARCHITECTURE.md "Time"). The sweeps are idempotent SQL, so
// several server processes may run this at once. A sweep that fails is logged and tried again next round; rounds
// never overlap within a process.
import type { Deps } from '../deps';
import { sweepUnpaidOrders } from './sweep-unpaid-orders';
import { sweepExpiredAuthRows } from './sweep-expired-auth';
import { sweepRefunds } from './sweep-refunds';
import { sweepStaleVisits } from './sweep-stale-visits';
import { sweepDropShipStorage } from './sweep-drop-ship-storage';
import { flushOutbox } from '../commands/mail/deliver-outbox';

const SWEEP_INTERVAL_MS = 5 * 60 * 1000;

interface Sweep {
  name: string;
  run(deps: Deps): Promise<unknown>;
}

const SWEEPS: Sweep[] = [
  { name: 'unpaid-orders', run: (deps) => sweepUnpaidOrders(deps) },
  { name: 'expired-auth-rows', run: (deps) => sweepExpiredAuthRows(deps) },
  { name: 'refunds', run: (deps) => sweepRefunds(deps) },
  { name: 'stale-visits', run: (deps) => sweepStaleVisits(deps) },
  { name: 'drop-ship-storage', run: (deps) => sweepDropShipStorage(deps) },
  // last, so mails the sweeps above queued go out in the same round; also retries failed sends when due
  { name: 'mail-outbox', run: (deps) => flushOutbox(deps) },
];

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
