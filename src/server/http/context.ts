// Per-request context: edition and language (host ending in .jp = Japanese edition, spec platform §1),
// the session token (x-Auth-Token header, token query parameter or the session cookie, spec platform §7),
// and lazy session lookup.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Lang } from '../../shared/ids';
import type { Deps } from '../deps';
import { resolveSession, type SessionLookup, type SessionQuery, type SessionUser } from '../commands/session/resolve-session';
import { notLoggedIn, sessionInvalid, wrongUserId } from './errors';

export const SESSION_COOKIE = 'fusion_token';
export const GUID_COOKIE = 'fusion_guid';

interface RequestContext {
  edition: 'en' | 'jp';
  lang: Lang;
  token: string | undefined;
  guid: string | undefined;
  userIdParam: number | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
    session(): Promise<SessionLookup>;
    /** The memoized lookup behind session(). */
    sessionLookup: Promise<SessionLookup> | null;
    /** Set by requireUser. */
    user: SessionUser;
    sessionTokenHash: string;
  }
  interface FastifyInstance {
    deps: Deps;
  }
  interface FastifyContextConfig {
    /** The route's session lookup with its extra columns (serve's `session` option; resolve-session.ts). */
    sessionQuery?: SessionQuery;
  }
}

const isJapaneseHost = (host: string | undefined): boolean =>
  !!host && /\.jp$/i.test(host.replace(/:\d+$/, '').replace(/\.$/, ''));

/** The server only issues random UUIDs as guest ids; anything else (from the query or a cookie) is ignored. */
const GUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const guidOrUndefined = (v: string | undefined): string | undefined => (v && GUID_SHAPE.test(v) ? v : undefined);

const queryString = (q: unknown, key: string): string | undefined => {
  const v = (q as Record<string, unknown> | undefined)?.[key];
  return typeof v === 'string' && v !== '' ? v : undefined;
};

export const contextPlugin = fp(async (app) => {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.decorateRequest('user', null as unknown as SessionUser);
  app.decorateRequest('sessionTokenHash', '');
  app.decorateRequest('sessionLookup', null);
  // memoized per request: the first caller starts the lookup, later ones share its promise
  app.decorateRequest('session', function (this: FastifyRequest) {
    return (this.sessionLookup ??= resolveSession(app.deps, this.ctx.token, this.routeOptions.config.sessionQuery));
  });

  // A plain (callback) hook: an async one costs a promise and a microtask on every request (issue 17).
  app.addHook('onRequest', (req, _reply, done) => {
    const edition = isJapaneseHost(req.headers.host) ? 'jp' : 'en';
    const langParam = queryString(req.query, 'lang');
    const header = req.headers['x-auth-token'];
    const userId = queryString(req.query, 'user_id');
    req.ctx = {
      edition,
      lang: langParam === 'jp' || langParam === 'en' ? langParam : edition,
      token: (typeof header === 'string' && header) || queryString(req.query, 'token') || req.cookies[SESSION_COOKIE] || undefined,
      // read here, before validation, and from a cookie the schema never sees: only a well-formed id is used
      guid: guidOrUndefined(queryString(req.query, 'guid') ?? req.cookies[GUID_COOKIE]),
      userIdParam: userId && /^\d+$/.test(userId) ? Number(userId) : undefined,
    };
    done();
  });
});

/**
 * For routes that need a signed-in customer: 4302 without a token, 3200 for a bad one, 4300 for another user id.
 * Registered as `preValidation`, so an anonymous caller learns nothing about the body's fields (no 422 before 4302).
 */
export const requireUser = async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
  const lookup = await req.session();
  if (lookup.state === 'none') throw notLoggedIn();
  if (lookup.state === 'invalid') {
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    throw sessionInvalid();
  }
  // a programming error, not the caller's: a viewer-only lookup (viewerQuery) has no user row to hand to the route
  if (lookup.state === 'viewer') throw new Error(`${req.routeOptions.url ?? ''}: requireUser needs a session query that reads the user`);
  if (req.ctx.userIdParam !== undefined && req.ctx.userIdParam !== lookup.user.id) throw wrongUserId();
  req.user = lookup.user;
  req.sessionTokenHash = lookup.tokenHash;
};
