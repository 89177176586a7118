// Helpers for API tests of any area that need a signed-in customer. Everything goes through the real API
// (register, login), so the helpers exercise the same paths a browser does.
import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { encodeLoginCode, type RegisterBody, type UserInfo } from '../../../shared/contracts/user';
import { SESSION_COOKIE } from '../../http/context';
import type { TestApp } from '../../test/app';

let seq = 0;

/** A client address no other helper call uses, so per-IP limits (sign-up, sign-in) never interfere between tests. */
export const uniqueIp = (): string => {
  seq += 1;
  return `10.${(seq >> 16) & 255}.${(seq >> 8) & 255}.${seq & 255}`;
};

export const uniqueEmail = (prefix = 'user'): string => `${prefix}-${crypto.randomBytes(5).toString('hex')}@example.com`;

export interface TestUser {
  uid: number;
  email: string;
  password: string;
  /** Session token: send as `x-auth-token` header, `token` query parameter or the cookie. */
  token: string;
  info: UserInfo;
}

/** Registers a customer through POST /api/user/register and returns it signed in. */
export const signUp = async (t: TestApp, overrides: Partial<RegisterBody> = {}): Promise<TestUser> => {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'secret-pass1';
  const body: RegisterBody = {
    first_name: 'Dana',
    last_name: 'Rivera',
    email,
    email_confirm: email,
    password,
    password_confirm: password,
    ...overrides,
  };
  const res = await t.app.inject({ method: 'POST', url: '/api/user/register', payload: body, remoteAddress: uniqueIp() });
  if (res.statusCode !== 200) throw new Error(`signUp failed: ${res.statusCode} ${res.body}`);
  const info = res.json().data as UserInfo;
  return { uid: info.uid, email, password, token: info.token, info };
};

/** POST /api/user/login with the encoded credentials. */
export const logIn = (
  t: TestApp,
  email: string,
  password: string,
  opts: { remember?: 0 | 1; ip?: string; device?: string } = {},
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { code: encodeLoginCode({ email, password }), ...(opts.remember !== undefined ? { remember: opts.remember } : {}) },
    remoteAddress: opts.ip ?? uniqueIp(),
    ...(opts.device ? { headers: { cookie: `fusion_device=${opts.device}` } } : {}),
  });

/** The known-device cookie a sign-in, sign-up or password reset answered with. */
export const deviceCookie = (res: LightMyRequestResponse): string | undefined => res.cookies.find((c) => c.name === 'fusion_device')?.value;

/** Headers that authenticate as the user the way the browser does: the httpOnly session cookie, sent by the shop's
 *  own page (inject's default host is localhost:80). */
export const asUser = (token: string): { cookie: string; origin: string } => ({ cookie: `${SESSION_COOKIE}=${token}`, origin: 'http://localhost:80' });

/** The session cookie a response set (or cleared), if any. */
export const sessionCookie = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === SESSION_COOKIE);
