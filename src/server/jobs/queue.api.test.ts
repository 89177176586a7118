// The PostgreSQL job queue (pg-boss): a job asked for by two runners at once is one job run once, and a job that
// fails is retried with back-off. Runs in the api-postgres project only: the queue is the PostgreSQL server's runner
// (the embedded database keeps the in-process scheduler, jobs/index.ts).
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/client';
import type { Deps } from '../deps';
import { outboxMailer } from '../integrations/mail/mailer';
import { createTestDatabase, testDbKind } from '../test/db';
import { startJobQueue, type JobQueue } from './queue';
import type { Sweep } from './sweeps';

const onPostgres = testDbKind() === 'postgres';
if (!onPostgres) console.info('jobs/queue.api.test.ts: skipped on the embedded database (the job queue needs a PostgreSQL server; set TEST_DATABASE_URL)');

const until = async (check: () => Promise<boolean>, ms = 30_000): Promise<void> => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 200));
  }
};

describe.skipIf(!onPostgres)('PostgreSQL job queue', () => {
  let handle: DbHandle;
  let url: string;
  let deps: Deps;
  const queues: JobQueue[] = [];
  const runs: Record<string, number> = { counted: 0, flaky: 0 };
  let release!: () => void;
  const gate = new Promise<void>((r) => {
    release = r;
  });
  const sweeps: Sweep[] = [
    {
      name: 'counted',
      run: async () => {
        runs.counted = (runs.counted ?? 0) + 1;
        await gate;
      },
    },
    {
      name: 'flaky',
      run: async () => {
        runs.flaky = (runs.flaky ?? 0) + 1;
        throw new Error('the mail server is down');
      },
    },
  ];
  const jobs = async (name: string) =>
    (await handle.pool.query<{ state: string; retry_count: number; start_after: Date }>('select state, retry_count, start_after from pgboss.job where name = $1', [name])).rows;

  beforeAll(async () => {
    handle = await createTestDatabase();
    url = (handle.pool as pg.Pool & { options: { connectionString: string } }).options.connectionString;
    deps = { db: handle.db, clock: new ManualClock(), config: loadConfig({}), mailer: outboxMailer('/tmp/unused', 'x@y'), log: pino({ level: 'silent' }) };
    for (let i = 0; i < 2; i += 1) queues.push(await startJobQueue(deps, { connectionString: url, sweeps, pollSeconds: 0.5 }));
  });
  afterAll(async () => {
    release();
    await Promise.all(queues.map((q) => q.stop()));
    await handle.close();
  });

  it('makes one job of the same sweep asked for by two runners at once, and runs it once', async () => {
    const created = await Promise.all(queues.map((q) => q.trigger('counted')));
    expect(created.filter(Boolean)).toHaveLength(1);
    await until(async () => runs.counted === 1);
    // while it runs, both ask again: one more waits (stately: one running, at most one waiting), never two at once
    const again = await Promise.all(queues.map((q) => q.trigger('counted')));
    expect(again.filter(Boolean)).toHaveLength(1);
    expect((await queues[0]!.depth()).counted).toBe(1);
    release();
    await until(async () => runs.counted === 2);
    await until(async () => (await jobs('counted')).every((j) => j.state === 'completed'));
    expect(runs.counted).toBe(2);
  });

  it('retries a failing job later, with back-off', async () => {
    await queues[0]!.trigger('flaky');
    await until(async () => (await jobs('flaky')).some((j) => j.state === 'retry'));
    const [job] = await jobs('flaky');
    // the second try waits at least the first delay (30 s), not the polling interval
    expect(job!.start_after.getTime() - Date.now()).toBeGreaterThan(20_000);
    expect(runs.flaky).toBe(1);
  });
});
