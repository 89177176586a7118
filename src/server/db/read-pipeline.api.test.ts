// The session lookups' pipelined connection (db/read-pipeline.ts, issue 17): many statements of one event-loop turn
// leave in one write on one connection and each gets its own answer; a failing statement fails alone; a connection
// the server ends is replaced and the statements in flight are answered on the new one; signed-in calls go through it.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/app';
import { testDbKind } from '../test/db';
import { signUp, type TestUser } from '../routes/user/test-helpers';
import { READ_PIPELINE_NAME } from './read-pipeline';

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t);
});
afterAll(async () => t.close());

const pid = (n: number) => t.handle.reads.execute<{ pid: number; n: number }>(sql`select pg_backend_pid() as pid, ${n}::int as n`);
const endPipelineConnection = () =>
  t.handle.pool.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()`, [READ_PIPELINE_NAME]);

describe.skipIf(testDbKind() !== 'postgres')('read pipeline (PostgreSQL)', () => {
  it('answers each of many statements of one turn with its own rows, on one connection, in a write or two', async () => {
    await pid(0); // connected
    // a corked socket hands its queued chunks to _writev in one call: one write(2). Only writes to the database count
    // (the test process has other sockets), and nothing but the pipeline talks to the database meanwhile.
    const dbPort = Number(new URL(process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1').port || 5432);
    const writev = net.Socket.prototype as unknown as { _writev: (this: net.Socket, ...args: unknown[]) => unknown };
    const calls: net.Socket[] = [];
    const real = writev._writev;
    writev._writev = function (this: net.Socket, ...args: unknown[]): unknown {
      if (this.remotePort === dbPort) calls.push(this);
      return real.apply(this, args);
    };
    let answers;
    try {
      answers = await Promise.all(Array.from({ length: 40 }, (_, i) => pid(i)));
    } finally {
      writev._writev = real;
    }
    expect(answers.map((r) => r.rows[0]?.n)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(new Set(answers.map((r) => r.rows[0]?.pid)).size).toBe(1);
    // 40 statements: one batch (two if a turn's end fell between them), never a write per statement
    expect(calls.length).toBeGreaterThanOrEqual(1);
    expect(calls.length).toBeLessThanOrEqual(2);
  });

  it('fails a failing statement alone', async () => {
    const [before, failing, after] = await Promise.allSettled([pid(1), t.handle.reads.execute(sql`select 1 / 0`), pid(2)]);
    expect(before.status).toBe('fulfilled');
    expect(failing.status).toBe('rejected');
    expect(after.status).toBe('fulfilled');
  });

  it('replaces a connection the server ended; signed-in calls keep working', async () => {
    const first = (await pid(0)).rows[0]?.pid;
    await endPipelineConnection();
    const info = await t.app.inject({ method: 'GET', url: '/api/user/info', headers: { 'x-auth-token': user.token } });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().data.uid).toBe(user.uid);
    const next = (await pid(0)).rows[0]?.pid;
    expect(next).not.toBe(first);
  });
});

describe.skipIf(testDbKind() === 'postgres')('read pipeline (embedded database)', () => {
  it('is the one connection the embedded database has: reads go through the pool', () => {
    expect(t.handle.reads).toBe(t.handle.db);
  });
});
