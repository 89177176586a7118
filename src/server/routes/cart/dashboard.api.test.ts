// The header cart panel for visitors and new customers: an empty cart (spec platform §3 cart dashboard). Items: add.api.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const EMPTY = { count: 0, price_total: '0', details: [] };
const dashboard = (url = '/api/v1/cart/dashboard', headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /v1/cart/dashboard', () => {
  it('answers an empty cart to anonymous visitors, guests and stale sessions alike', async () => {
    for (const res of [
      await dashboard(),
      await dashboard('/api/v1/cart/dashboard?guid=abc123&lang=jp'),
      await dashboard('/api/v1/cart/dashboard', { 'x-auth-token': 'no-such-session' }),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 0, msg: 'success', data: EMPTY });
    }
  });

  it('answers an empty cart to a signed-in customer', async () => {
    const email = 'cart-panel@example.com';
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      remoteAddress: '203.0.113.5',
      payload: { first_name: 'Ken', last_name: 'Sato', email, email_confirm: email, password: 'secret-123', password_confirm: 'secret-123' },
    });
    expect(reg.statusCode).toBe(200);
    const res = await dashboard('/api/v1/cart/dashboard', { 'x-auth-token': reg.json().data.token });
    expect(res.json()).toEqual({ code: 0, msg: 'success', data: EMPTY });
  });

  it('rejects unknown query parameters by name', async () => {
    const res = await dashboard('/api/v1/cart/dashboard?limit=5');
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ limit: 'validation.unknownField' });
  });
});
