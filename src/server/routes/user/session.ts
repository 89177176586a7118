// Sign-in state: POST /user/login, /user/is-login, GET /user/session, /user/logout (spec platform §4 Session, §7).
import type { FastifyPluginAsync } from 'fastify';
import { revokeSession } from '../../commands/session/revoke-sessions';
import { sessionWithPendingCount } from '../../commands/user/count-pending-orders';
import { getUserInfo } from '../../commands/user/get-user-info';
import { login } from '../../commands/user/login';
import { serveOn } from '../../http/serve';
import { DEVICE_COOKIE, clearSessionCookie, setDeviceCookie, setSessionCookie } from './cookies';

export const sessionRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('POST /user/login', async (req, reply) => {
    const { user, session, deviceCookie } = await login(app.deps, {
      code: req.body.code, remember: req.body.remember === 1, ip: req.ip, deviceCookie: req.cookies[DEVICE_COOKIE],
    });
    setSessionCookie(req, reply, session);
    setDeviceCookie(req, reply, deviceCookie);
    return getUserInfo(app.deps, user, session.token);
  });

  serve('POST /user/is-login', async (req, reply) => {
    const lookup = await req.session();
    // A dead token in the cookie is dropped here too, so the browser stops sending it.
    if (lookup.state === 'invalid') clearSessionCookie(req, reply);
    reply.header('cache-control', 'no-store');
    return lookup.state === 'valid' ? { is_login: true, uid: lookup.user.id } : { is_login: false, uid: null };
  });

  // The web app's question on every page load: 200 for a visitor too, so no failed request is logged (issue 8 §7).
  serve('GET /user/session', async (req, reply) => {
    const lookup = await req.session();
    if (lookup.state === 'invalid') clearSessionCookie(req, reply);
    reply.header('cache-control', 'no-store');
    if (lookup.state !== 'valid') return { signed_in: false, user: null };
    return { signed_in: true, user: await getUserInfo(app.deps, lookup.user, '', lookup) };
  }, { session: sessionWithPendingCount });

  serve('POST /user/logout', async (req, reply) => {
    await revokeSession(app.deps, req.ctx.token);
    clearSessionCookie(req, reply);
    return null;
  });
};
