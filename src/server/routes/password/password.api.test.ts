// Password recovery: forget-password mail, reset link check and use (spec platform §7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { HOUR, MINUTE } from '../../clock';
import { asUser, logIn, sessionCookie, signUp, uniqueEmail } from '../user/test-helpers';
import { linkToken, mailText } from '../../test/mail';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The password-reset mails to this address (sign-up also sends a welcome mail). */
const mailsTo = async (email: string) =>
  (await t.outbox()).filter((m) => m.raw.includes(`To: ${email}`)).map((m) => mailText(m.raw)).filter((text) => text.includes('/find_psw?token='));

const forget = (email: string, query = '') =>
  t.app.inject({ method: 'POST', url: `/api/user/forget-password${query}`, payload: { email } });
const check = (token: string) => t.app.inject({ method: 'POST', url: '/api/password/param-check', payload: { token } });
const modify = (token: string, password: string, confirm = password) =>
  t.app.inject({ method: 'POST', url: '/api/password/find-modify', payload: { token, password, password_confirm: confirm } });

const expectLinkInvalid = (res: Awaited<ReturnType<typeof check>>) => {
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({
    key: 'errors.resetLinkInvalid',
    msg: 'This link has expired or was already used. Please request a new one.',
  });
};

describe('password reset lifecycle', () => {
  it('mails a link that checks, resets once, signs out every session and swaps the password', async () => {
    const u = await signUp(t, { email: uniqueEmail('dana') });
    const otherBrowser = (await logIn(t, u.email, u.password)).json().data.token as string;

    const res = await forget(u.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, data: null });
    const mails = await mailsTo(u.email);
    expect(mails).toHaveLength(1);
    const text = mails[0] ?? '';
    expect(text).toContain('expires in 1 hour');
    const token = linkToken(text);

    const checked = await check(token);
    expect(checked.statusCode).toBe(200);
    expect(checked.json().data).toEqual({ valid: true, email: `d***@example.com` });

    const mismatch = await modify(token, 'fresh-pass-1', 'fresh-pass-2');
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().fields).toEqual({ password_confirm: 'validation.passwordMismatch' });
    const short = await modify(token, 'abc');
    expect(short.json().fields).toMatchObject({ password: 'validation.passwordMin' });

    const done = await modify(token, 'fresh-pass-1');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ code: 0, data: null });
    expect(sessionCookie(done)).toMatchObject({ value: '' });

    for (const session of [u.token, otherBrowser]) {
      const r = await t.app.inject({ method: 'GET', url: '/api/user/info', headers: asUser(session) });
      expect(r.json().code).toBe(3200);
    }
    expect((await logIn(t, u.email, u.password)).statusCode).toBe(401);
    expect((await logIn(t, u.email, 'fresh-pass-1')).statusCode).toBe(200);

    expectLinkInvalid(await modify(token, 'third-pass-1'));
    expectLinkInvalid(await check(token));
    expect((await logIn(t, u.email, 'fresh-pass-1')).statusCode).toBe(200);
  });

  it('expires a link after 1 hour', async () => {
    const u = await signUp(t);
    await forget(u.email);
    const token = linkToken((await mailsTo(u.email))[0] ?? '');
    t.clock.advance(HOUR - MINUTE);
    expect((await check(token)).statusCode).toBe(200);
    t.clock.advance(MINUTE);
    expectLinkInvalid(await check(token));
    expectLinkInvalid(await modify(token, 'fresh-pass-1'));
    expect((await logIn(t, u.email, u.password)).statusCode).toBe(200);
  });

  it('retires older links once one of them was used', async () => {
    const u = await signUp(t);
    await forget(u.email);
    await forget(u.email);
    const [first, second] = (await mailsTo(u.email)).map(linkToken);
    expect(first).not.toBe(second);
    expect((await modify(second ?? '', 'fresh-pass-1')).statusCode).toBe(200);
    expectLinkInvalid(await check(first ?? ''));
  });

  it('lets only one of two simultaneous submissions use a link', async () => {
    const u = await signUp(t);
    await forget(u.email);
    const token = linkToken((await mailsTo(u.email))[0] ?? '');
    const results = await Promise.all([modify(token, 'racer-one-1'), modify(token, 'racer-two-2')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    const winner = results[0]?.statusCode === 200 ? 'racer-one-1' : 'racer-two-2';
    expect((await logIn(t, u.email, winner)).statusCode).toBe(200);
  });

  it('refuses made-up tokens and names bad input', async () => {
    expectLinkInvalid(await check('x'.repeat(43)));
    expectLinkInvalid(await modify('x'.repeat(43), 'fresh-pass-1'));
    const short = await check('abc');
    expect(short.statusCode).toBe(422);
    expect(short.json().fields).toHaveProperty('token');
  });
});

describe('POST /user/forget-password', () => {
  it('answers success for unknown addresses without sending anything', async () => {
    const email = uniqueEmail('nobody');
    const res = await forget(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, data: null });
    expect(await mailsTo(email)).toHaveLength(0);
    const bad = await forget('not-an-email');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toEqual({ email: 'validation.email' });
  });

  it('sends at most 3 mails per address and hour, still answering success', async () => {
    const u = await signUp(t);
    for (let i = 0; i < 5; i++) expect((await forget(u.email)).json().code).toBe(0);
    expect(await mailsTo(u.email)).toHaveLength(3);
    t.clock.advance(HOUR);
    await forget(u.email);
    expect(await mailsTo(u.email)).toHaveLength(4);
  });

  it('writes in Japanese (and English) when the request is Japanese', async () => {
    const u = await signUp(t);
    await forget(u.email, '?lang=jp');
    const text = (await mailsTo(u.email))[0] ?? '';
    expect(text).toContain('パスワード再設定');
    expect(text).toContain('Choose a new password');
    expect(linkToken(text)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
