// No secret reaches a log line (issue 7 §4): requests carrying a session token in the query, the cookie or the
// header, a login, a reset link, a sandbox payment page and a failed query are logged by the real app with the real
// logger, and the captured output is searched for every secret.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { createLogger, redactUrl } from './logging';
import { createTestApp, type TestApp } from './test/app';
import { encodeLoginCode } from '../shared/contracts/user';
import { signUp, uniqueIp, type TestUser } from './routes/user/test-helpers';

let t: TestApp;
let app: FastifyInstance;
let user: TestUser;
let lines = '';

beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t);
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines += chunk.toString('utf8');
      done();
    },
  });
  app = await buildApp({ deps: { ...t.app.deps, log: createLogger('debug', sink) }, logger: true });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('log lines', () => {
  it('carry no session token, login code, password, reset token or payment page reference', async () => {
    const secrets = { query: user.token, code: encodeLoginCode({ email: user.email, password: user.password }), reset: 'Rs3tT0kEn_abcdefghijklmnop' };
    await app.inject({ method: 'GET', url: `/api/user/info?token=${secrets.query}` });
    await app.inject({ method: 'GET', url: '/api/user/info', headers: { cookie: `fusion_token=${user.token}`, 'x-auth-token': user.token } });
    await app.inject({ method: 'POST', url: '/api/user/login', payload: { code: secrets.code }, remoteAddress: uniqueIp() });
    await app.inject({ method: 'POST', url: `/api/user/login?code=${secrets.code}`, payload: { code: secrets.code }, remoteAddress: uniqueIp() });
    await app.inject({ method: 'POST', url: '/api/password/param-check', payload: { token: secrets.reset } });
    await app.inject({ method: 'GET', url: `/find_psw?token=${secrets.reset}` });
    await app.inject({ method: 'GET', url: '/api/sandbox-pay/card/sbx_0123456789abcdef01234567' });
    expect(lines).toContain('request completed');
    expect(lines).toContain('[redacted]');
    for (const [what, secret] of Object.entries({ ...secrets, password: user.password, sandbox: 'sbx_0123456789abcdef01234567' })) {
      expect(lines.includes(secret), `${what} leaked into the log`).toBe(false);
    }
  });

  // written directly, not through pino (logging.ts RequestLines): the JSON line pino would write, one per request
  it('writes one line per request, in pino\'s format', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/user/info?token=abc&lang=en' });
    const id = res.headers['x-request-id'];
    const mine = lines.split('\n').filter((l) => l.includes(`"reqId":"${String(id)}"`)).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(mine.map((l) => Object.keys(l))).toEqual([['level', 'time', 'pid', 'hostname', 'reqId', 'req', 'res', 'responseTime', 'msg']]);
    expect(mine[0]).toMatchObject({
      level: 30, time: expect.any(Number), pid: process.pid, msg: 'request completed',
      req: { method: 'GET', url: '/api/user/info?token=[redacted]&lang=en', host: 'localhost:80', remoteAddress: '127.0.0.1' },
      res: { statusCode: 401 }, responseTime: expect.any(Number),
    });
  });

  it('cut the parameters out of a failed query quoted in an error', () => {
    let out = '';
    const log = createLogger('info', new Writable({ write(c: Buffer, _e, done) { out += c.toString(); done(); } }));
    const err = new Error(`Failed query: insert into "sessions" ("token_hash", "user_id") values ($1, $2)\nparams: 5f2b9c0e7d,42`);
    log.error({ err }, 'unexpected error');
    expect(out).toContain('Failed query: insert into');
    expect(out).not.toContain('5f2b9c0e7d');
  });

  it('redactUrl keeps the rest of the address readable', () => {
    expect(redactUrl('/api/v1/order/list?q=abc&token=xyz&page=2')).toBe('/api/v1/order/list?q=abc&token=[redacted]&page=2');
    expect(redactUrl('/paypal-loading?order=5&token=PAYID')).toBe('/paypal-loading?order=5&token=[redacted]');
    expect(redactUrl('/api/sandbox-pay/paypal/sbx_1?x=1')).toBe('/api/sandbox-pay/paypal/[redacted]?x=1');
  });
});
