// The session lookups' pipelined connection (db/read-pipeline.ts, issue 17): many statements of one event-loop turn
// leave in one write on one connection and each gets its own answer; a failing statement fails alone; a connection
// the server ends is replaced and the statements in flight are answered on the new one; signed-in calls go through it.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
  it('answers each of many statements of one turn with its own rows, on one connection, in one write', async () => {
    await pid(0); // connected
    // a corked socket hands its queued chunks to _writev in one call: one write(2)
    const writes = vi.spyOn(net.Socket.prototype as unknown as { _writev: (...args: unknown[]) => void }, '_writev');
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => pid(i)));
    const batchWrites = writes.mock.calls.length;
    writes.mockRestore();
    expect(answers.map((r) => r.rows[0]?.n)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(new Set(answers.map((r) => r.rows[0]?.pid)).size).toBe(1);
    expect(batchWrites).toBe(1);
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
