// The session and guid cookies (names in http/context.ts). The session cookie is httpOnly so scripts never see
// the token; SameSite=Lax keeps it off cross-site POSTs; Secure whenever the request came in over https.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Limits } from '../../../shared/ids';
import { GUID_COOKIE, SESSION_COOKIE } from '../../http/context';
import { KNOWN_DEVICE_TTL_MS } from '../../commands/user/known-devices';

interface SessionCookie {
  token: string;
  remember: boolean;
  maxAgeSeconds: number;
}

export const setSessionCookie = (req: FastifyRequest, reply: FastifyReply, s: SessionCookie): void => {
  reply.setCookie(SESSION_COOKIE, s.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https',
    // "Remember me" survives a browser restart; otherwise a browser-session cookie (the row still expires in a day).
    ...(s.remember ? { maxAge: s.maxAgeSeconds } : {}),
  });
};

export const clearSessionCookie = (req: FastifyRequest, reply: FastifyReply): void => {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: req.protocol === 'https' });
};

/** A browser the account signed in from (known-devices.ts): exempt from the account-wide sign-in failure limit. */
export const DEVICE_COOKIE = 'fusion_device';

export const setDeviceCookie = (req: FastifyRequest, reply: FastifyReply, token: string): void => {
  reply.setCookie(DEVICE_COOKIE, token, {
    // only the API reads it: sign-in, sign-up and the password reset
    path: '/api',
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https',
    maxAge: Math.floor(KNOWN_DEVICE_TTL_MS / 1000),
  });
};

/** The guid is not a secret (it only groups an anonymous cart), so scripts may read it. */
export const setGuidCookie = (req: FastifyRequest, reply: FastifyReply, guid: string): void => {
  reply.setCookie(GUID_COOKIE, guid, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: req.protocol === 'https',
    maxAge: Limits.guidCookieDays * 24 * 60 * 60,
  });
};
