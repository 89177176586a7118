// Sign-in, session checks and sign-out (spec platform §4 Session, §7, §8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { DAY, HOUR } from '../../clock';
import { asUser, logIn, sessionCookie, signUp, uniqueEmail, uniqueIp } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const info = (headers: Record<string, string> = {}, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/user/info${query}`, headers });

describe('POST /user/login', () => {
  it('signs in: token in the answer, httpOnly Lax session cookie, and the token opens /user/info', async () => {
    const u = await signUp(t, { first_name: 'Aiko', last_name: 'Tanaka' });
    const res = await logIn(t, u.email.toUpperCase(), u.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 0, data: { uid: u.uid, email: u.email, first_name: 'Aiko', last_name: 'Tanaka', vip_details: null } });
    const token = body.data.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = sessionCookie(res);
    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBeUndefined(); // browser-session cookie without "remember me"
    expect(cookie?.secure).toBeFalsy(); // plain http here

    for (const req of [info(asUser(token)), info({ 'x-auth-token': token }), info({}, `?token=${token}`)]) {
      const r = await req;
      expect(r.statusCode).toBe(200);
      expect(r.json().data).toMatchObject({ uid: u.uid, token: '' });
    }
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    const u = await signUp(t);
    const wrong = await logIn(t, u.email, 'not-the-pass');
    const unknown = await logIn(t, uniqueEmail('nobody'), 'whatever1');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ key: 'errors.wrongCredentials', msg: 'Wrong email or password.', data: null });
      expect(sessionCookie(res)).toBeUndefined();
    }
  });

  it('names the bad fields of the encoded credentials', async () => {
    const garbage = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { code: '%%%not-base64' } });
    expect(garbage.statusCode).toBe(422);
    expect(garbage.json().fields).toEqual({ code: 'validation.invalid' });

    const bad = await logIn(t, 'not-an-email', '123');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toEqual({ email: 'validation.email', password: 'validation.password' });

    const extra = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { code: 'abc', password: 'x' } });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().fields).toHaveProperty('password', 'validation.unknownField');

    const badRemember = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { code: 'abc', remember: 2 } });
    expect(badRemember.json().fields).toHaveProperty('remember');
  });

  it('keeps a remembered session 30 days and a plain one 1 day', async () => {
    const u = await signUp(t);
    const plain = (await logIn(t, u.email, u.password)).json().data.token as string;
    const rememberedRes = await logIn(t, u.email, u.password, { remember: 1 });
    const remembered = rememberedRes.json().data.token as string;
    expect(sessionCookie(rememberedRes)?.maxAge).toBe(30 * 24 * 3600);

    t.clock.advance(DAY - HOUR);
    expect((await info(asUser(plain))).statusCode).toBe(200);
    t.clock.advance(2 * HOUR);
    const expired = await info(asUser(plain));
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 3200, key: 'errors.sessionInvalid' });
    expect(sessionCookie(expired)).toMatchObject({ value: '' }); // the dead cookie is cleared
    expect((await info(asUser(remembered))).statusCode).toBe(200);

    t.clock.advance(29 * DAY);
    expect((await info(asUser(remembered))).json().code).toBe(3200);
  });
});

describe('session checks on login-only routes', () => {
  it('answers 4302 without a token, 3200 for an unknown token, 4300 for another user id', async () => {
    const none = await info();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 4302, key: 'errors.notLoggedIn' });

    const bogus = await info(asUser('made-up-token'));
    expect(bogus.json()).toMatchObject({ code: 3200 });

    const a = await signUp(t);
    const b = await signUp(t);
    const other = await info(asUser(a.token), `?user_id=${b.uid}`);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 4300 });
    expect((await info(asUser(a.token), `?user_id=${a.uid}`)).json().data.uid).toBe(a.uid);
  });
});

describe('POST /user/is-login', () => {
  it('reports the state without failing for visitors', async () => {
    const anon = await t.app.inject({ method: 'POST', url: '/api/user/is-login' });
    expect(anon.statusCode).toBe(200);
    expect(anon.json().data).toEqual({ is_login: false, uid: null });

    const u = await signUp(t);
    const signed = await t.app.inject({ method: 'POST', url: '/api/user/is-login', headers: asUser(u.token), payload: {} });
    expect(signed.json().data).toEqual({ is_login: true, uid: u.uid });

    const dead = await t.app.inject({ method: 'POST', url: '/api/user/is-login', headers: asUser('stale-token') });
    expect(dead.statusCode).toBe(200);
    expect(dead.json().data).toEqual({ is_login: false, uid: null });
    expect(sessionCookie(dead)).toMatchObject({ value: '' });

    const extra = await t.app.inject({ method: 'POST', url: '/api/user/is-login', payload: { foo: 1 } });
    expect(extra.statusCode).toBe(422);
  });
});

describe('POST /user/logout', () => {
  it('revokes the session and clears the cookie; fine when not signed in', async () => {
    const u = await signUp(t);
    const second = (await logIn(t, u.email, u.password)).json().data.token as string;
    const res = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: asUser(u.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, data: null });
    expect(sessionCookie(res)).toMatchObject({ value: '' });
    expect((await info(asUser(u.token))).json().code).toBe(3200);
    expect((await info(asUser(second))).statusCode).toBe(200); // only this browser signs out

    const again = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: asUser(u.token) });
    expect(again.json().code).toBe(0);
    const anon = await t.app.inject({ method: 'POST', url: '/api/user/logout', remoteAddress: uniqueIp() });
    expect(anon.json().code).toBe(0);
  });
});

describe('GET /user/session (issue 8 §7: no failed request for a visitor)', () => {
  const session = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/user/session', headers });

  it('answers a visitor 200 "signed out", and a signed-in customer with their user info', async () => {
    const visitor = await session();
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toMatchObject({ code: 0, data: { signed_in: false, user: null } });
    // /user/info keeps its contract for API clients
    expect((await info()).statusCode).toBe(401);

    const u = await signUp(t, { first_name: 'Mei', last_name: 'Sato' });
    const token = (await logIn(t, u.email, u.password)).json().data.token as string;
    const signedIn = await session(asUser(token));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data).toMatchObject({ signed_in: true, user: { uid: u.uid, first_name: 'Mei', token: '' } });
  });

  it('answers a dead token "signed out" and drops the cookie', async () => {
    const res = await session(asUser('x'.repeat(43)));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ signed_in: false, user: null });
  });
});
