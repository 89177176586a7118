// Sign-in throttling: 5 failed attempts per account and 20 attempts per IP in a 15-minute window.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../test/app';
import { MINUTE } from '../../clock';
import { logIn, signUp, uniqueEmail, uniqueIp } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const WINDOW = 15 * MINUTE;
// Windows are fixed and epoch-aligned: start every test just after a window opens, so a test never straddles two.
beforeEach(() => {
  const now = t.clock.now().getTime();
  t.clock.set(new Date(Math.ceil(now / WINDOW) * WINDOW + WINDOW + 1000));
});

const expectLocked = (res: LightMyRequestResponse) => {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({
    code: 4290,
    key: 'errors.loginLocked',
    msg: 'Too many sign-in attempts. Please wait 15 minutes or reset your password.',
  });
};

describe('per-account limit', () => {
  it('locks the account after 5 failures, even for the right password, and lifts after the window', async () => {
    const u = await signUp(t);
    for (let i = 0; i < 5; i++) expect((await logIn(t, u.email, 'wrong-pass')).statusCode).toBe(401);
    expectLocked(await logIn(t, u.email, u.password)); // from a fresh IP: the account is what is locked
    expectLocked(await logIn(t, u.email.toUpperCase(), 'wrong-pass')); // the key is the lowercased email

    t.clock.advance(WINDOW);
    expect((await logIn(t, u.email, u.password)).statusCode).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    const u = await signUp(t);
    for (let i = 0; i < 4; i++) expect((await logIn(t, u.email, 'wrong-pass')).statusCode).toBe(401);
    for (let i = 0; i < 3; i++) expect((await logIn(t, u.email, u.password)).statusCode).toBe(200);
    expect((await logIn(t, u.email, 'wrong-pass')).statusCode).toBe(401); // 5th failure still answered
    expectLocked(await logIn(t, u.email, u.password));
  });

  it('locks unknown emails the same way, so the lock does not reveal which accounts exist', async () => {
    const email = uniqueEmail('ghost');
    for (let i = 0; i < 5; i++) expect((await logIn(t, email, 'wrong-pass')).statusCode).toBe(401);
    expectLocked(await logIn(t, email, 'wrong-pass'));
  });

  it('counts wrong current passwords on the profile form against the same account budget', async () => {
    const u = await signUp(t);
    const update = (current: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/update',
        headers: { 'x-auth-token': u.token },
        payload: { new_password: 'another-pass', confirm_password: 'another-pass', current_password: current },
      });
    for (let i = 0; i < 5; i++) expect((await update('guess-' + i)).statusCode).toBe(422);
    expectLocked(await update(u.password));
    expectLocked(await logIn(t, u.email, u.password));
  });
});

describe('per-IP limit', () => {
  it('allows 20 attempts per IP and window, for any accounts, then locks that IP only', async () => {
    const u = await signUp(t);
    const ip = uniqueIp();
    // 20 attempts spread over several unknown accounts (none reaches the account limit) and one success.
    for (let i = 0; i < 19; i++) expect((await logIn(t, `spray-${i % 5}-${ip}@example.com`, 'wrong-pass', { ip })).statusCode).toBe(401);
    expect((await logIn(t, u.email, u.password, { ip })).statusCode).toBe(200);
    expectLocked(await logIn(t, u.email, u.password, { ip }));
    expect((await logIn(t, u.email, u.password, { ip: uniqueIp() })).statusCode).toBe(200);

    t.clock.advance(WINDOW);
    expect((await logIn(t, u.email, u.password, { ip })).statusCode).toBe(200);
  });
});
