// The embedded database's remembered session lookups (db/read-cache.ts): remembered between requests, and forgotten
// by any write, so a sign-out or a revoked session is refused by the very next request. (Every API test on the
// embedded database runs with the cache too.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testDbKind } from '../test/db';
import { logIn, signUp, type TestUser } from '../routes/user/test-helpers';

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t);
});
afterAll(async () => t.close());

const info = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/info', headers: { 'x-auth-token': token } });

describe.skipIf(testDbKind() !== 'pglite')('session lookups remembered on the embedded database', () => {
  it('answers a repeated lookup without the database, and still sees a sign-out at once', async () => {
    const login = await logIn(t, user.email, user.password);
    const token = login.json().data.token as string;
    expect((await info(token)).statusCode).toBe(200);
    let statements = 0;
    const count = () => statements++;
    t.handle.pool.on('acquire', count);
    expect((await info(token)).statusCode).toBe(200);
    t.handle.pool.off('acquire', count);
    expect(statements).toBe(0);

    const out = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: { 'x-auth-token': token } });
    expect(out.statusCode, out.body).toBe(200);
    expect((await info(token)).statusCode).toBe(401);
  });

  it('sees a session revoked by any statement, not only through the app\'s commands', async () => {
    const login = await logIn(t, user.email, user.password);
    const token = login.json().data.token as string;
    expect((await info(token)).statusCode).toBe(200);
    expect((await info(token)).statusCode).toBe(200);
    await t.handle.pool.query('update sessions set revoked_at = now() where revoked_at is null and user_id = $1', [user.uid]);
    expect((await info(token)).statusCode).toBe(401);
  });

  it('sees a change to the user\'s row at once', async () => {
    const login = await logIn(t, user.email, user.password);
    const token = login.json().data.token as string;
    const before = (await info(token)).json().data.order_pending_count as number;
    await t.handle.pool.query('update users set first_name = $1 where id = $2', ['Renamed', user.uid]);
    const after = (await info(token)).json().data;
    expect(after.first_name).toBe('Renamed');
    expect(after.order_pending_count).toBe(before);
  });
});

describe.skipIf(testDbKind() === 'pglite')('session lookups on PostgreSQL', () => {
  it('are not remembered: other processes write too', () => {
    expect(t.handle.readCache).toBeUndefined();
  });
});
