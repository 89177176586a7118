// The account itself: POST /user/register, GET /user/info, PUT /user/update (spec platform §3, §5, §7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiQuery, envelopeSchema } from '../../../shared/api';
import { registerBodySchema, updateUserBodySchema, userInfoSchema } from '../../../shared/contracts/user';
import { getUserInfo } from '../../commands/user/get-user-info';
import { register } from '../../commands/user/register';
import { updateUser } from '../../commands/user/update-user';
import { requireUser } from '../../http/context';
import { ok } from '../../http/envelope';
import { DEVICE_COOKIE, setDeviceCookie, setSessionCookie } from './cookies';
import { rememberDevice } from '../../commands/user/known-devices';

const userInfoAnswer = { 200: envelopeSchema(userInfoSchema) };

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/register',
    { schema: { tags: ['user'], querystring: apiQuery(), body: registerBodySchema, response: userInfoAnswer } },
    async (req, reply) => {
      const { user, session } = await register(app.deps, req.body, req.ip, req.ctx.lang);
      setSessionCookie(req, reply, session);
      setDeviceCookie(req, reply, await rememberDevice(app.deps, user.id, req.cookies[DEVICE_COOKIE]));
      return ok(await getUserInfo(app.deps, user, session.token));
    },
  );

  app.get(
    '/user/info',
    { preValidation: requireUser, schema: { tags: ['user'], querystring: apiQuery(), response: userInfoAnswer } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await getUserInfo(app.deps, req.user, '', req.sessionPendingOrders));
    },
  );

  app.put(
    '/user/update',
    {
      preValidation: requireUser,
      schema: { tags: ['user'], querystring: apiQuery(), body: updateUserBodySchema, response: userInfoAnswer },
    },
    async (req) => {
      const user = await updateUser(app.deps, req.user, req.sessionTokenHash, req.body);
      return ok(await getUserInfo(app.deps, user));
    },
  );
};
