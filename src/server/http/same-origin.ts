// Cross-site request forgery: a state-changing request authenticated by the session cookie must come from the shop's
// own pages (issue 7 §4: a multipart upload with a foreign Origin was accepted). SameSite=Lax keeps the cookie off
// cross-site POSTs in current browsers; this check does not depend on it. The request's Origin (or, without one, its
// Referer) must name the host the request was sent to — so both editions (the .jp host serves the same app) and any
// deployment host work — or PUBLIC_URL's host. Requests authenticated by the x-Auth-Token header or the token query
// parameter (API clients, spec platform §7) carry no ambient credential and are not checked; neither are requests
// without the session cookie (the payment provider's callback, the sandbox's pages).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiCode } from '../../shared/api';
import { SESSION_COOKIE } from './context';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const hostOf = (url: string | undefined): string | null => {
  if (!url || url === 'null') return null;
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
};

const foreignOrigin = () =>
  new AppError(ApiCode.forbidden, 403, 'errors.foreignOrigin', 'This request did not come from the shop\'s own pages.');

export const sameOriginCheck = (publicUrl: string) => {
  const publicHost = hostOf(publicUrl);
  const refused = (req: FastifyRequest): boolean => {
    if (SAFE_METHODS.has(req.method)) return false;
    const viaCookie = !!req.cookies[SESSION_COOKIE] && req.ctx.token === req.cookies[SESSION_COOKIE];
    if (!viaCookie) return false;
    const origin = req.headers.origin;
    const from = origin !== undefined ? hostOf(origin) : hostOf(req.headers.referer);
    // through URL, so a default port written out in Host (localhost:80) compares equal to an Origin without it
    const own = hostOf(`${req.protocol}://${req.host}`);
    return from === null || (from !== own && from !== publicHost);
  };
  // a plain (callback) hook: an async one costs a promise and a microtask on every request (issue 17)
  return (req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void): void => {
    if (refused(req)) done(foreignOrigin());
    else done();
  };
};
