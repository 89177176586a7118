// Cross-site request forgery (issue 7 §4): a state-changing request authenticated by the session cookie is refused
// unless its Origin (or Referer) is the shop's own; API clients authenticating with the x-Auth-Token header are not
// affected, and reads are never refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { signUp, type TestUser } from '../routes/user/test-helpers';
import { multipartBody } from '../routes/upload/multipart.test-helper';
import { SESSION_COOKIE } from './context';

let t: TestApp;
let u: TestUser;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://shop.example.com' });
  u = await signUp(t);
});
afterAll(async () => t.close());

const cookie = () => `${SESSION_COOKIE}=${u.token}`;
const newIndex = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/cart/new-index', payload: {}, headers: { host: 'shop.example.com', cookie: cookie(), ...headers } });

describe('cookie-authenticated changes', () => {
  it('are accepted from the shop itself: its own host (either edition) or PUBLIC_URL, by Origin or Referer', async () => {
    expect((await newIndex({ origin: 'https://shop.example.com' })).statusCode).toBe(200);
    expect((await newIndex({ referer: 'https://shop.example.com/web/cart' })).statusCode).toBe(200);
    const jp = await t.app.inject({
      method: 'POST', url: '/api/v1/cart/new-index', payload: {},
      headers: { host: 'fusion.example.jp', origin: 'https://fusion.example.jp', cookie: cookie() },
    });
    expect(jp.statusCode).toBe(200);
  });

  it('are refused from another site, from an opaque origin and without any origin, JSON and multipart alike', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }, {}, { referer: 'https://evil.example/page' }, { origin: 'https://shop.example.com.evil.example' }] as Record<string, string>[]) {
      const res = await newIndex(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toMatchObject({ code: 4030, key: 'errors.foreignOrigin', data: null });
    }
    const { payload, headers } = multipartBody([{ name: 'file', filename: 'board.zip', data: Buffer.from('PK\u0003\u0004'), type: 'application/zip' }]);
    const upload = await t.app.inject({
      method: 'POST', url: '/api/upload/file', payload, headers: { ...headers, host: 'shop.example.com', origin: 'https://evil.example', cookie: cookie() },
    });
    expect(upload.statusCode).toBe(403);
    const logout = await t.app.inject({ method: 'POST', url: '/api/user/logout', payload: {}, headers: { host: 'shop.example.com', origin: 'https://evil.example', cookie: cookie() } });
    expect(logout.statusCode).toBe(403);
    expect((await newIndex({ origin: 'https://shop.example.com' })).statusCode).toBe(200); // still signed in
  });

  it('pages are served with Referrer-Policy same-origin, so a browser names our origin on its own form posts', async () => {
    // under no-referrer a browser sends "Origin: null" with same-origin form posts (the sandbox payment page's form)
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });

  it('by the x-Auth-Token header are not checked (API clients), and reads never are', async () => {
    const api = await t.app.inject({ method: 'POST', url: '/api/v1/cart/new-index', payload: {}, headers: { origin: 'https://elsewhere.example', 'x-auth-token': u.token } });
    expect(api.statusCode).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: '/api/user/info', headers: { origin: 'https://evil.example', cookie: cookie() } });
    expect(read.statusCode).toBe(200);
  });
});
