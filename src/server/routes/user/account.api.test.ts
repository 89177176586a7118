// The account: register, user info, personal details (spec platform §3, §5, §7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app';
import { users } from '../../db/schema/index';
import { asUser, logIn, sessionCookie, signUp, uniqueEmail, uniqueIp } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const registerBody = (email = uniqueEmail()) => ({
  first_name: 'Dana', last_name: 'Rivera', email, email_confirm: email, password: 'secret-pass1', password_confirm: 'secret-pass1',
});
const register = (payload: object, ip = uniqueIp()) =>
  t.app.inject({ method: 'POST', url: '/api/user/register', payload, remoteAddress: ip });
const info = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/info', headers: asUser(token) });
const update = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/user/update', headers: asUser(token), payload });

describe('POST /user/register', () => {
  it('creates the customer and signs them in', async () => {
    const body = registerBody();
    const res = await register(body);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      email: body.email, first_name: 'Dana', last_name: 'Rivera', user_type: 'customer', vip_details: null,
      order_pending_count: 0, is_wholesale: false, is_propagate: false, distributor_code: null, global_cookie: '',
    });
    expect(data.uid).toBeGreaterThan(100000);
    expect(sessionCookie(res)).toMatchObject({ value: data.token, httpOnly: true });
    expect((await info(data.token)).json().data.uid).toBe(data.uid);
    expect((await logIn(t, body.email, body.password)).statusCode).toBe(200);
  });

  it('refuses an email that is already registered, whatever its case', async () => {
    const body = registerBody();
    expect((await register(body)).statusCode).toBe(200);
    const upper = body.email.toUpperCase();
    const res = await register({ ...body, email: upper, email_confirm: upper });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ key: 'errors.emailTaken', msg: 'This email is already registered.' });
  });

  it('names the bad fields', async () => {
    const res = await register({ ...registerBody(), email_confirm: 'other@example.com', password: '123', password_confirm: '456', nick: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toMatchObject({ password: 'validation.passwordMin', nick: 'validation.unknownField' });
    const mismatch = await register({ ...registerBody(), email_confirm: 'other@example.com', password_confirm: 'secret-pass2' });
    expect(mismatch.json().fields).toEqual({ email_confirm: 'validation.emailMismatch', password_confirm: 'validation.passwordMismatch' });
    const missing = await register({ email: 'bad', first_name: '' });
    expect(missing.json().fields).toMatchObject({ email: 'validation.email', first_name: 'validation.required', password: 'validation.required' });
  });

  it('limits sign-ups per client address', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 20; i++) expect((await register(registerBody(), ip)).statusCode).toBe(200);
    const res = await register(registerBody(), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 4290, key: 'errors.tooManyRequests' });
    expect((await register(registerBody(), uniqueIp())).statusCode).toBe(200);
  });
});

describe('GET /user/info', () => {
  it('reports the membership level from the VIP sku and the account flags', async () => {
    const u = await signUp(t);
    const setRow = (changes: Partial<typeof users.$inferInsert>) => t.handle.db.update(users).set(changes).where(eq(users.id, u.uid));

    await setRow({ vipSku: '608800014', wholesale: true, distributorCode: 'D-42' });
    expect((await info(u.token)).json().data).toMatchObject({
      vip_details: { sku: '608800014', level: 'pro', image: '/img/vip-pro.svg' },
      is_wholesale: true, distributor_code: 'D-42', token: '',
    });
    await setRow({ vipSku: '608800015', propagate: true });
    expect((await info(u.token)).json().data).toMatchObject({
      vip_details: { sku: '608800015', level: 'elite', image: '/img/vip-elite.svg' }, is_propagate: true,
    });
    await setRow({ vipSku: '123' });
    expect((await info(u.token)).json().data.vip_details).toBeNull();
  });
});

describe('PUT /user/update', () => {
  it('changes names without a password', async () => {
    const u = await signUp(t);
    const res = await update(u.token, { first_name: ' Kenji ', last_name: 'Sato' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ first_name: 'Kenji', last_name: 'Sato', email: u.email });
    expect((await info(u.token)).json().data.first_name).toBe('Kenji');
    // the header greets with the nickname: it follows the new first name (issue 8 §7)
    expect((await info(u.token)).json().data.nickname).toBe('Kenji');
  });

  it('changes the email only with the current password, and refuses one that is taken', async () => {
    const u = await signUp(t);
    const other = await signUp(t);
    const next = uniqueEmail('moved');

    const missing = await update(u.token, { email: next, email_confirm: next });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().fields).toEqual({ current_password: 'validation.required' });

    const wrong = await update(u.token, { email: next, email_confirm: next, current_password: 'wrong-pass' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().fields).toEqual({ current_password: 'validation.currentPassword' });

    const takenEmail = other.email.toUpperCase();
    const taken = await update(u.token, { email: takenEmail, email_confirm: takenEmail, current_password: u.password });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().key).toBe('errors.emailTaken');

    const ok = await update(u.token, { email: next, email_confirm: next, current_password: u.password });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.email).toBe(next);
    expect((await logIn(t, next, u.password)).statusCode).toBe(200);
    expect((await logIn(t, u.email, u.password)).statusCode).toBe(401);
  });

  it('changing the e-mail signs out the other sessions, and the current one stays', async () => {
    const u = await signUp(t);
    const otherBrowser = (await logIn(t, u.email, u.password)).json().data.token as string;
    const next = `moved-${u.email}`;
    const res = await update(u.token, { email: next, email_confirm: next, current_password: u.password });
    expect(res.statusCode).toBe(200);
    expect((await info(u.token)).statusCode).toBe(200);
    expect((await info(otherBrowser)).json().code).toBe(3200);
  });

  it('changes the password with the current one and signs out the other sessions only', async () => {
    const u = await signUp(t);
    const otherBrowser = (await logIn(t, u.email, u.password)).json().data.token as string;

    const mismatch = await update(u.token, { new_password: 'brand-new-1', confirm_password: 'brand-new-2', current_password: u.password });
    expect(mismatch.json().fields).toEqual({ confirm_password: 'validation.passwordMismatch' });
    const wrong = await update(u.token, { new_password: 'brand-new-1', confirm_password: 'brand-new-1', current_password: 'nope-nope' });
    expect(wrong.json().fields).toEqual({ current_password: 'validation.currentPassword' });
    expect((await info(otherBrowser)).statusCode).toBe(200); // a refused change ends nothing

    const res = await update(u.token, { new_password: 'brand-new-1', confirm_password: 'brand-new-1', current_password: u.password });
    expect(res.statusCode).toBe(200);
    expect((await info(u.token)).statusCode).toBe(200);
    expect((await info(otherBrowser)).json().code).toBe(3200);
    expect((await logIn(t, u.email, u.password)).statusCode).toBe(401);
    expect((await logIn(t, u.email, 'brand-new-1')).statusCode).toBe(200);
  });

  it('needs a signed-in user and rejects unknown fields', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/user/update', payload: { first_name: 'X' } })).json().code).toBe(4302);
    const u = await signUp(t);
    const res = await update(u.token, { user_type: 'staff' });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ user_type: 'validation.unknownField' });
  });
});
