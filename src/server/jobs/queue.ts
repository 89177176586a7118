// The background work on a PostgreSQL job queue (pg-boss), when the server runs on a PostgreSQL server: every process
// starts a runner, and the queue hands each job to exactly one of them (SELECT ... FOR UPDATE SKIP LOCKED).
// - Schedule: each process upserts the same cron schedule; pg-boss sends a scheduled job once per tick however many
//   processes watch the clock.
// - One at a time: the queues are 'stately' (at most one job waiting and one running per queue), so a sweep asked for
//   by two processes at once is one job, and two runs of one sweep never overlap across processes.
// - Retries: a sweep that throws is retried with exponential back-off (30 s, 60 s, 120 s), then kept as failed.
// Why pg-boss 10 and not graphile-worker: both need nothing beside PostgreSQL, but graphile-worker 0.18 and pg-boss
// 11+ require Node 22, and pg-boss 10 runs on Node 20 with cron schedules, queue policies and back-off built in
// (docs/scale-out.md).
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Deps } from '../deps';
import { SWEEP_CRON, SWEEPS, type Sweep } from './sweeps';

const RETRY = { retryLimit: 3, retryDelay: 30, retryBackoff: true } as const;
/** A sweep still running after this long is presumed dead (its process crashed) and retried. */
const EXPIRE_SECONDS = 15 * 60;
const POLL_SECONDS = 2;
/** Advisory lock around creating the queues: pg-boss creates a table per queue, and two processes doing it at once
 *  deadlock, so the first creates them and the others find them there. */
const SETUP_LOCK = 0x46_55_4a_42; // 'FUJB'

const createQueuesOnce = async (boss: PgBoss, connectionString: string, sweeps: readonly Sweep[]): Promise<void> => {
  const lock = new pg.Client({ connectionString });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [SETUP_LOCK]);
    for (const s of sweeps) {
      if (!(await boss.getQueue(s.name))) await boss.createQueue(s.name, { name: s.name, policy: 'stately', ...RETRY, expireInSeconds: EXPIRE_SECONDS });
    }
  } finally {
    await lock.end(); // ends the session, which releases the lock
  }
};

export interface JobQueue {
  /** Asks for a run of `name` soon (coalesced with one already waiting); answers whether a new job was created. */
  trigger(name: string): Promise<boolean>;
  /** Jobs waiting per queue (metrics). */
  depth(): Promise<Record<string, number>>;
  /** Stops taking jobs and waits (up to a limit) for the ones running here. */
  stop(): Promise<void>;
}

interface QueueOptions {
  connectionString: string;
  sweeps?: readonly Sweep[];
  /** Take jobs in this process (false: only schedule and send; tests). */
  work?: boolean;
  /** How often an idle runner looks for work. */
  pollSeconds?: number;
}

export const startJobQueue = async (deps: Deps, opts: QueueOptions): Promise<JobQueue> => {
  const sweeps = opts.sweeps ?? SWEEPS;
  const boss = new PgBoss({ connectionString: opts.connectionString, schema: 'pgboss', max: 3, application_name: 'fusion-jobs' });
  boss.on('error', (err: Error) => deps.log.error({ err }, 'job queue error'));
  await boss.start();
  await createQueuesOnce(boss, opts.connectionString, sweeps);
  for (const s of sweeps) {
    await boss.schedule(s.name, SWEEP_CRON, {}, { ...RETRY });
    if (opts.work === false) continue;
    await boss.work(s.name, { pollingIntervalSeconds: opts.pollSeconds ?? POLL_SECONDS, batchSize: 1 }, async () => {
      // thrown errors fail the job, and the queue retries it with back-off
      await s.run(deps);
    });
  }
  return {
    async trigger(name) {
      return (await boss.send(name, {}, { ...RETRY })) !== null;
    },
    async depth() {
      const entries = await Promise.all(sweeps.map(async (s) => [s.name, await boss.getQueueSize(s.name)] as const));
      return Object.fromEntries(entries);
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
    },
  };
};
