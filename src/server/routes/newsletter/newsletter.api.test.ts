// Newsletter double opt-in, unsubscribe by link, the external list adapter, and /fusion-questionnaire with the staff's
// reading and CSV export (issue 15; spec platform §1, §7 "posts an EMAIL field", §8 "Already subscribed").
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../db/schema/index';
import { makeStaff } from '../../commands/cart/test-support';
import { createTestApp, type TestApp } from '../../test/app';
import { parseMails } from '../../test/mail';
import { signUp, uniqueIp, type TestUser } from '../user/test-helpers';
import { get, post } from '../cart/cart.test-helper';

let t: TestApp;
let customer: TestUser;
let sales: TestUser;
let content: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [customer, sales, content] = [await signUp(t), await signUp(t), await signUp(t)];
  await makeStaff(t.handle.db, sales.uid, 'sales');
  await makeStaff(t.handle.db, content.uid, 'content');
});
afterAll(async () => t.close());

const call = (app: TestApp, url: string, payload: unknown, query = '') =>
  app.app.inject({ method: 'POST', url: `/api${url}${query}`, remoteAddress: uniqueIp(), payload: payload as Record<string, unknown> });

/** The token of the last mailed link to `path` for this address. */
const mailedToken = async (app: TestApp, email: string, path: '/subscribe' | '/unsubscribe'): Promise<string> => {
  const mails = parseMails(await app.outbox()).filter((m) => m.to.includes(email));
  const tokens = mails.flatMap((m) => [...(m.bodies[0] ?? '').matchAll(new RegExp(`http://shop\\.test${path}\\?token=([A-Za-z0-9_-]+)`, 'g'))].map((x) => x[1]!));
  expect(tokens.length, `a ${path} link mailed to ${email}`).toBeGreaterThan(0);
  return tokens[tokens.length - 1]!;
};

const rowOf = async (email: string) =>
  (await t.handle.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0];

describe('newsletter double opt-in', () => {
  it('mails a confirmation link; the link confirms once and mails the unsubscribe link', async () => {
    const email = 'opt-in@example.com';
    expect((await call(t, '/newsletter/subscribe', { email: 'Opt-In@Example.com' })).json()).toMatchObject({ code: 0, data: { email } });
    expect((await rowOf(email))!.confirmedAt).toBeNull();
    const confirmMail = parseMails(await t.outbox()).find((m) => m.to.includes(email));
    expect(confirmMail?.subject).toBe('Confirm your newsletter subscription');

    const token = await mailedToken(t, email, '/subscribe');
    const confirmed = await call(t, '/newsletter/confirm', { token });
    expect(confirmed.json()).toMatchObject({ code: 0, data: { email } });
    expect((await rowOf(email))!.confirmedAt!.toISOString()).toBe(t.clock.now().toISOString());
    expect((await call(t, '/newsletter/confirm', { token })).statusCode).toBe(404); // used once

    // confirmed: signing up again answers 'Already subscribed'
    const again = await call(t, '/newsletter/subscribe', { email });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ key: 'errors.alreadySubscribed', msg: 'Already subscribed.' });

    const unsubscribeToken = await mailedToken(t, email, '/unsubscribe');
    expect((await call(t, '/newsletter/unsubscribe', { token: unsubscribeToken })).json()).toMatchObject({ code: 0, data: { email } });
    expect(await rowOf(email)).toBeUndefined();
    expect((await call(t, '/newsletter/unsubscribe', { token: unsubscribeToken })).statusCode).toBe(404);
    // off the list, the address may sign up again
    expect((await call(t, '/newsletter/subscribe', { email })).statusCode).toBe(200);
  });

  it('sends a fresh link to an unconfirmed address (the old one stops working) in the request language', async () => {
    const email = 'twice-pending@example.com';
    await call(t, '/newsletter/subscribe', { email }, '?lang=jp');
    const first = await mailedToken(t, email, '/subscribe');
    expect((await call(t, '/newsletter/subscribe', { email }, '?lang=jp')).statusCode).toBe(200);
    const second = await mailedToken(t, email, '/subscribe');
    expect(second).not.toBe(first);
    expect((await call(t, '/newsletter/confirm', { token: first })).statusCode).toBe(404);
    const mails = parseMails(await t.outbox()).filter((m) => m.to.includes(email));
    expect(mails.map((m) => m.subject)).toContain('ニュースレター登録の確認');
    expect((await call(t, '/newsletter/confirm', { token: second })).statusCode).toBe(200);
  });

  it('lets a confirmation link expire after 7 days', async () => {
    const email = 'late@example.com';
    await call(t, '/newsletter/subscribe', { email });
    const token = await mailedToken(t, email, '/subscribe');
    const start = t.clock.now();
    t.clock.advance(7 * 86_400_000 + 1000);
    const late = await call(t, '/newsletter/confirm', { token });
    t.clock.set(start); // the other tests' sessions stay valid
    expect(late.statusCode).toBe(404);
    expect((await rowOf(email))!.confirmedAt).toBeNull();
  });

  it('rejects malformed tokens with 422 and unknown ones with 404', async () => {
    expect((await call(t, '/newsletter/confirm', { token: 'bad token!' })).json().fields).toEqual({ token: 'validation.invalid' });
    expect((await call(t, '/newsletter/unsubscribe', { token: 'x'.repeat(43) })).statusCode).toBe(404);
  });

  it('posts the confirmed address as EMAIL to the external list when NEWSLETTER_PROVIDER_URL is set', async () => {
    const received: string[] = [];
    const provider = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push(body);
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/signup`;
    const withProvider = await createTestApp({ newsletterProviderUrl: url });
    try {
      await call(withProvider, '/newsletter/subscribe', { email: 'listed@example.com' });
      expect(received, 'nothing is posted before the confirmation').toEqual([]);
      const token = await mailedToken(withProvider, 'listed@example.com', '/subscribe');
      expect((await call(withProvider, '/newsletter/confirm', { token })).statusCode).toBe(200);
      expect(received).toEqual(['EMAIL=listed%40example.com']);
    } finally {
      await withProvider.close();
      provider.close();
    }
  });
});

const answers = { role: 'engineer', services: ['pcb', 'pcba'], satisfaction: 4, recommend: 'yes', comments: '=HYPERLINK("http://evil")' };

describe('/fusion-questionnaire', () => {
  it('stores answers from visitors and customers; staff with customers.view read and export them', async () => {
    expect((await call(t, '/questionnaire', answers)).json()).toMatchObject({ code: 0 });
    expect((await post(t, customer, '/questionnaire', { ...answers, comments: 'Great boards, ありがとう' })).statusCode).toBe(200);

    const listRes = await get(t, sales, '/v1/staff/questionnaire');
    expect(listRes.json()).toMatchObject({ code: 0 });
    const list = listRes.json().data;
    expect(list.total).toBe(2);
    expect(list.list[0]).toMatchObject({ customer_email: customer.email, comments: 'Great boards, ありがとう', services: ['pcb', 'pcba'] });
    expect(list.list[1]).toMatchObject({ customer_email: null, role: 'engineer', satisfaction: 4, recommend: 'yes' });

    const csv = await get(t, sales, '/v1/staff/questionnaire/export');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('id,created_at,lang,customer_email,role,services,satisfaction,recommend,comments');
    expect(lines).toHaveLength(3);
    // the formula is defused: a leading apostrophe, quoted because of the quotes inside
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[1]).toContain('"Great boards, ありがとう"');
  });

  it('refuses bad answers field by field', async () => {
    const res = await call(t, '/questionnaire', { role: 'alien', services: [], satisfaction: 6, recommend: 'yes' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().fields).sort()).toEqual(['role', 'satisfaction', 'services']);
  });

  it('keeps the answers from customers and from staff without customers.view', async () => {
    expect((await get(t, customer, '/v1/staff/questionnaire')).statusCode).toBe(403);
    expect((await get(t, content, '/v1/staff/questionnaire')).statusCode).toBe(403);
    expect((await get(t, content, '/v1/staff/questionnaire/export')).statusCode).toBe(403);
  });
});
