// The operations probes (issue 16): liveness, readiness that checks the database and fails while shutting down,
// Prometheus metrics only for those allowed, request ids on every answer, and a shutdown that lets requests in
// flight finish.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/app';
import { startDraining } from './operations';

let t: TestApp;
let tokenApp: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  tokenApp = await createTestApp({ metricsToken: 'scrape-secret', trustProxy: 1 });
});
afterAll(async () => {
  await tokenApp.close();
  await t.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('liveness and readiness', () => {
  it('answers health without the database and ready when the database answers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json().data).toEqual({ ok: true });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toEqual({ ready: true });
  });
});

describe('metrics', () => {
  it('are served to a caller on this machine, counting requests per route pattern with a latency histogram', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-call' });
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/fusion_http_requests_total\{method="GET",route="\/api\/health",status="200"\} [1-9]/);
    expect(res.body).toContain('route="<unmatched>",status="404"');
    expect(res.body).toMatch(/fusion_http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/health"\}/);
    expect(res.body).toContain('fusion_http_errors_total');
  });

  it('are hidden from a caller that came through a proxy when no token is configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(res.statusCode).toBe(404);
  });

  it('need the configured bearer token when there is one, from anywhere', async () => {
    const get = (authorization?: string) =>
      tokenApp.app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });
    expect((await get()).statusCode).toBe(404);
    expect((await get('Bearer wrong')).statusCode).toBe(404);
    expect((await get('Bearer scrape-secret')).statusCode).toBe(200);
  });
});

describe('request ids', () => {
  it('name every answer; a trusted proxy’s X-Request-Id is kept, anyone else’s is not', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'from-client-123' } });
    expect(String(plain.headers['x-request-id'])).toMatch(UUID);
    const proxied = await tokenApp.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-req-0042' } });
    expect(proxied.headers['x-request-id']).toBe('lb-req-0042');
    const odd = await tokenApp.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'bad id\twith spaces' } });
    expect(String(odd.headers['x-request-id'])).toMatch(UUID);
  });
});

describe('graceful shutdown', () => {
  it('fails readiness at once, finishes the request in flight, then stops listening', async () => {
    const app = await buildApp({ deps: t.app.deps });
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    let started!: () => void;
    const inFlight = new Promise<void>((r) => {
      started = r;
    });
    app.get('/slow-test-call', async () => {
      started();
      await gate;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const slow = fetch(`${base}/slow-test-call`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await inFlight;

    startDraining(app);
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().data).toEqual({ ready: false, reason: 'shutting down' });
    expect(ready.headers.connection).toBe('close');

    const closed = app.close();
    release();
    expect(await slow).toEqual({ status: 200, body: { done: true } });
    await closed;
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  });

  it('reports not ready when the database does not answer', async () => {
    const app = await createTestApp();
    await app.handle.close();
    const res = await app.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().data).toEqual({ ready: false, reason: 'database' });
    await app.app.close();
  });
});
