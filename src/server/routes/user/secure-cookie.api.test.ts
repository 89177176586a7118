// Behind a TLS-terminating proxy (TRUST_PROXY=1) the session cookie is marked Secure for https requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeLoginCode } from '../../../shared/contracts/user';
import { createTestApp, type TestApp } from '../../test/app';
import { sessionCookie, signUp } from './test-helpers';

let t: TestApp;
const saved = process.env.TRUST_PROXY;
beforeAll(async () => {
  process.env.TRUST_PROXY = '1'; // read by buildApp
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  if (saved === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = saved;
});

describe('session cookie over https', () => {
  it('is Secure when the request came in over https, and not otherwise', async () => {
    const u = await signUp(t);
    const login = (proto: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'x-forwarded-proto': proto, 'x-forwarded-for': '192.0.2.10' },
        payload: { code: encodeLoginCode({ email: u.email, password: u.password }), remember: 1 },
      });
    expect(sessionCookie(await login('https'))).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    expect(sessionCookie(await login('http'))?.secure).toBeFalsy();
  });
});
