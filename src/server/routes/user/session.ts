// Sign-in state: POST /user/login, /user/is-login, /user/logout (spec platform §4 Session, §7).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiQuery, envelopeSchema } from '../../../shared/api';
import { emptyBodySchema, isLoginSchema, loginBodySchema, userInfoSchema } from '../../../shared/contracts/user';
import { revokeSession } from '../../commands/session/revoke-sessions';
import { getUserInfo } from '../../commands/user/get-user-info';
import { login } from '../../commands/user/login';
import { ok } from '../../http/envelope';
import { DEVICE_COOKIE, clearSessionCookie, setDeviceCookie, setSessionCookie } from './cookies';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/login',
    { schema: { tags: ['user'], querystring: apiQuery(), body: loginBodySchema, response: { 200: envelopeSchema(userInfoSchema) } } },
    async (req, reply) => {
      const { user, session, deviceCookie } = await login(app.deps, {
        code: req.body.code, remember: req.body.remember === 1, ip: req.ip, deviceCookie: req.cookies[DEVICE_COOKIE],
      });
      setSessionCookie(req, reply, session);
      setDeviceCookie(req, reply, deviceCookie);
      return ok(await getUserInfo(app.deps, user, session.token));
    },
  );

  app.post(
    '/user/is-login',
    { schema: { tags: ['user'], querystring: apiQuery(), body: emptyBodySchema, response: { 200: envelopeSchema(isLoginSchema) } } },
    async (req, reply) => {
      const lookup = await req.session();
      // A dead token in the cookie is dropped here too, so the browser stops sending it.
      if (lookup.state === 'invalid') clearSessionCookie(req, reply);
      reply.header('cache-control', 'no-store');
      return ok(lookup.state === 'valid' ? { is_login: true, uid: lookup.user.id } : { is_login: false, uid: null });
    },
  );

  app.post(
    '/user/logout',
    { schema: { tags: ['user'], querystring: apiQuery(), body: emptyBodySchema, response: { 200: envelopeSchema(z.null()) } } },
    async (req, reply) => {
      await revokeSession(app.deps, req.ctx.token);
      clearSessionCookie(req, reply);
      return ok(null);
    },
  );
};
