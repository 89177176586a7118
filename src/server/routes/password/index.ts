// /password/*: the reset page's calls (spec platform §7), after /user/forget-password mailed the link.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiQuery, envelopeSchema } from '../../../shared/api';
import { findModifyBodySchema, paramCheckBodySchema, paramCheckSchema } from '../../../shared/contracts/user';
import { checkResetLink } from '../../commands/password/check-reset-link';
import { resetPassword } from '../../commands/password/reset-password';
import { ok } from '../../http/envelope';
import { DEVICE_COOKIE, clearSessionCookie, setDeviceCookie } from '../user/cookies';
import { rememberDevice } from '../../commands/user/known-devices';

export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/password/param-check',
    { schema: { tags: ['password'], querystring: apiQuery(), body: paramCheckBodySchema, response: { 200: envelopeSchema(paramCheckSchema) } } },
    async (req) => ok(await checkResetLink(app.deps, req.body.token)),
  );

  app.post(
    '/password/find-modify',
    { schema: { tags: ['password'], querystring: apiQuery(), body: findModifyBodySchema, response: { 200: envelopeSchema(z.null()) } } },
    async (req, reply) => {
      const userId = await resetPassword(app.deps, req.body.token, req.body.password);
      // Every session of the account was ended; if this browser had one, drop its cookie as well.
      clearSessionCookie(req, reply);
      // The reset link proved this browser's owner reads the account's mail: from now on it is a known device, so it
      // can sign in even while someone elsewhere keeps failing at this account.
      setDeviceCookie(req, reply, await rememberDevice(app.deps, userId, req.cookies[DEVICE_COOKIE]));
      return ok(null);
    },
  );
};
