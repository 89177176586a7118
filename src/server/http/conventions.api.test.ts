// API conventions every route shares: envelope, 404, unknown parameters, security headers, OpenAPI.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('API conventions', () => {
  it('wraps answers in the { code, msg, data } envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/system/setting' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, data: { banner_use_abtest_key: expect.any(String), edition_urls: { en: 'http://shop.test', jp: expect.stringMatching(/^http:\/\/fusion\.localhost\.jp:\d+$/) } } });
  });

  it('accepts the common query parameters and rejects unknown ones by name', async () => {
    const good = await t.app.inject({ method: 'GET', url: '/api/help/system-status?lang=jp&appid=jp_pc&guid=abc' });
    expect(good.json().code).toBe(0);
    const bad = await t.app.inject({ method: 'GET', url: '/api/help/system-status?evil=1' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toHaveProperty('evil');
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 4040, data: null });
  });

  it('sends security headers, a CSP and no CORS grant', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/system/setting', headers: { origin: 'https://evil.example' } });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  // The set @fastify/helmet sent with these options (helmet 8), now computed once at start-up (http/security-headers.ts):
  // on answers, 404s, validation failures and signed-out refusals alike, each with its request id.
  it('sends the whole security header set on every kind of answer', async () => {
    const expected = {
      'content-security-policy': "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'",
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'same-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const url of ['/api/v1/system/setting', '/api/nope', '/api/help/system-status?evil=1', '/api/user/info']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: 'shop.test' } });
      expect(res.headers, url).toMatchObject(expected);
      expect(res.headers['x-request-id'], url).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined(); // plain http on a non-local host
    }
    const local = await t.app.inject({ method: 'GET', url: '/api/v1/system/setting' }); // inject's host: localhost:80
    expect(local.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('serves an OpenAPI document generated from the schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/v1/system/setting');
  });
});
