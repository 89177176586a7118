// Behind a proxy (TRUST_PROXY, read by the config module): the client's address and protocol come from the proxy's
// X-Forwarded-* headers only when the proxy is trusted. Then the sign-in limits key on the real client address and
// cookies are Secure for https clients; without it, forwarded headers anyone can send are ignored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeLoginCode } from '../../../shared/contracts/user';
import { parseTrustProxy } from '../../config';
import { createTestApp, type TestApp } from '../../test/app';
import { sessionCookie, signUp } from './test-helpers';

let behindProxy: TestApp;
let direct: TestApp;
beforeAll(async () => {
  behindProxy = await createTestApp({ trustProxy: parseTrustProxy('127.0.0.1') });
  direct = await createTestApp({ trustProxy: parseTrustProxy(undefined) });
});
afterAll(async () => {
  await behindProxy.close();
  await direct.close();
});

const login = (t: TestApp, email: string, password: string, forwarded: { proto?: string; for?: string }) =>
  t.app.inject({
    method: 'POST', url: '/api/user/login', remoteAddress: '127.0.0.1',
    headers: { ...(forwarded.proto ? { 'x-forwarded-proto': forwarded.proto } : {}), ...(forwarded.for ? { 'x-forwarded-for': forwarded.for } : {}) },
    payload: { code: encodeLoginCode({ email, password }), remember: 1 },
  });

describe('TRUST_PROXY', () => {
  it('parses off, true, a hop count and a list of addresses', () => {
    expect([undefined, '', '0', 'false'].map(parseTrustProxy)).toEqual([false, false, false, false]);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16')).toEqual(['10.0.0.1', '10.1.0.0/16']);
  });

  it('behind a trusted proxy: the cookie is Secure for https clients, and limits key on the forwarded address', async () => {
    const u = await signUp(behindProxy);
    expect(sessionCookie(await login(behindProxy, u.email, u.password, { proto: 'https', for: '192.0.2.10' }))).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    expect(sessionCookie(await login(behindProxy, u.email, u.password, { proto: 'http', for: '192.0.2.10' }))?.secure).toBeFalsy();
    // five failures from one client lock that client, not everyone behind the proxy
    for (let i = 0; i < 5; i++) await login(behindProxy, u.email, 'wrong-pass', { for: '198.51.100.7' });
    expect((await login(behindProxy, u.email, u.password, { for: '198.51.100.7' })).statusCode).toBe(429);
    expect((await login(behindProxy, u.email, u.password, { for: '198.51.100.8' })).statusCode).toBe(200);
  });

  it('without it, forwarded headers are ignored: no Secure cookie on their say-so, limits on the socket address', async () => {
    const u = await signUp(direct);
    expect(sessionCookie(await login(direct, u.email, u.password, { proto: 'https', for: '192.0.2.10' }))?.secure).toBeFalsy();
    for (let i = 0; i < 5; i++) await login(direct, u.email, 'wrong-pass', { for: `203.0.113.${i}` });
    // the five came from one socket address whatever they claimed
    expect((await login(direct, u.email, u.password, { for: '203.0.113.99' })).statusCode).toBe(429);
  });
});
