// Currency cross rates and the newsletter sign-up (spec platform §1, §3, §7, §8 "Already subscribed").
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const trans = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/currency/trans', payload });

describe('POST /currency/trans', () => {
  it('computes exact cross rates from the USD-based table', async () => {
    const cases: [string, string, string, string][] = [
      ['USD', 'JPY', '150.000000', '150000000'],
      ['JPY', 'USD', '0.006667', '6667'], // 1/150 = 0.0066666… rounds half-up
      ['EUR', 'JPY', '163.043478', '163043478'], // 150/0.92 = 163.0434782…
      ['GBP', 'EUR', '1.164557', '1164557'], // 0.92/0.79 = 1.16455696…
      ['CNY', 'CNY', '1.000000', '1000000'],
      ['USD', 'AUD', '1.520000', '1520000'],
    ];
    for (const [from, to, rate, ratePpm] of cases) {
      const res = await trans({ from, to });
      expect(res.statusCode).toBe(200);
      expect(res.json().data, `${from}->${to}`).toEqual({ unit: to, rate, rate_ppm: ratePpm });
    }
  });

  it('rejects unknown currencies and unknown fields with 422', async () => {
    const bad = await trans({ from: 'USD', to: 'BTC' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toEqual({ to: 'validation.invalid' });
    const extra = await trans({ from: 'USD', to: 'JPY', amount: 5 });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().fields).toEqual({ amount: 'validation.unknownField' });
  });
});

const subscribe = (email: string, ip = '192.0.2.1', query = '') =>
  t.app.inject({ method: 'POST', url: `/api/newsletter/subscribe${query}`, remoteAddress: ip, payload: { email } });

describe('POST /newsletter/subscribe', () => {
  it('stores the subscription lower-cased with the request language', async () => {
    const res = await subscribe('  Maker.One@Example.COM ', '192.0.2.10', '?lang=jp');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, data: { email: 'maker.one@example.com' } });
    const rows = await t.handle.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, 'maker.one@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ lang: 'jp' });
    expect(rows[0]!.createdAt.toISOString()).toBe(t.clock.now().toISOString());
  });

  it('answers 409 "Already subscribed." for a confirmed address in any case', async () => {
    expect((await subscribe('twice@example.com', '192.0.2.11')).statusCode).toBe(200);
    // the double opt-in (newsletter.api.test.ts): confirmed by the mailed link
    await t.handle.db.update(newsletterSubscriptions).set({ confirmedAt: t.clock.now() }).where(eq(newsletterSubscriptions.email, 'twice@example.com'));
    const again = await subscribe('TWICE@example.com', '192.0.2.11');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 4090, key: 'errors.alreadySubscribed', msg: 'Already subscribed.', data: null });
  });

  it('rejects a bad address and unknown fields with 422', async () => {
    const bad = await subscribe('not-an-email', '192.0.2.12');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toEqual({ email: 'validation.email' });
    const extra = await t.app.inject({
      method: 'POST', url: '/api/newsletter/subscribe', remoteAddress: '192.0.2.12', payload: { email: 'x@example.com', EMAIL: 'x' },
    });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().fields).toEqual({ EMAIL: 'validation.unknownField' });
  });

  it('limits each client address to 10 sign-ups a minute', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 10; i += 1) expect((await subscribe(`burst${i}@example.com`, ip)).statusCode).toBe(200);
    const blocked = await subscribe('burst10@example.com', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 4290, key: 'errors.tooManyRequests' });
    // nothing was stored for the blocked call, and other addresses are unaffected
    expect(await t.handle.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, 'burst10@example.com'))).toEqual([]);
    expect((await subscribe('burst10@example.com', '198.51.100.8')).statusCode).toBe(200);
  });
});
