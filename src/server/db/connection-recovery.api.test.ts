// Whatever one query does wrong, the next one works (issue 7 §1). On the embedded database every pool connection
// shares PGlite's single session, so a connection replaced after a failed query used to find the hot paths' named
// statements already prepared, and every sign-in and signed-in call answered 500 until a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
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

/** The prepared hot paths: the session lookup (with the pending-order count) and a sign-in. */
const hotPathsWork = async (): Promise<void> => {
  const info = await t.app.inject({ method: 'GET', url: '/api/user/info', headers: { 'x-auth-token': user.token } });
  expect(info.statusCode, info.body).toBe(200);
  expect(info.json().data.uid).toBe(user.uid);
  const login = await logIn(t, user.email, user.password);
  expect(login.statusCode, login.body).toBe(200);
  const cart = await t.app.inject({ method: 'GET', url: '/api/v1/cart/dashboard', headers: { 'x-auth-token': user.token } });
  expect(cart.statusCode, cart.body).toBe(200);
};

const failures: [string, () => Promise<unknown>][] = [
  ['a NUL byte in a text parameter', () => t.handle.pool.query('select $1::text', ['a\u0000b'])],
  ['an integer out of its column range', () => t.handle.pool.query('select $1::int', [2 ** 31])],
  ['a syntax error', () => t.handle.pool.query('selec 1')],
  ['a unique violation', () => t.handle.db.execute(sql`insert into users (id, email, first_name, last_name, password_hash) select id, email, first_name, last_name, password_hash from users limit 1`)],
  ['a failed statement inside a transaction', () => t.handle.db.transaction(async (tx) => tx.execute(sql`select 1 / 0`))],
  ['a failing named statement', () => t.handle.pool.query({ name: 'session_lookup', text: 'select 1 / 0' })],
  [
    'a connection that is dropped',
    async () => {
      const client = await t.handle.pool.connect();
      client.release(new Error('dropped on purpose'));
      throw new Error('dropped');
    },
  ],
];

describe(`after a failed query (${testDbKind()})`, () => {
  it('the prepared hot paths work to begin with', hotPathsWork);
  for (const [what, fail] of failures) {
    it(`still work after ${what}`, async () => {
      await expect(fail()).rejects.toThrow();
      await hotPathsWork();
      // and twice in a row, in case the first success only reset something
      await expect(fail()).rejects.toThrow();
      await hotPathsWork();
    });
  }
});
