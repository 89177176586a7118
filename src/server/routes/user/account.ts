// The account itself: POST /user/register, GET /user/info, PUT /user/update (spec platform §3, §5, §7).
import type { FastifyPluginAsync } from 'fastify';
import { sessionWithPendingCount } from '../../commands/user/count-pending-orders';
import { getUserInfo } from '../../commands/user/get-user-info';
import { register } from '../../commands/user/register';
import { updateUser } from '../../commands/user/update-user';
import { serveOn } from '../../http/serve';
import { DEVICE_COOKIE, setDeviceCookie, setSessionCookie } from './cookies';
import { rememberDevice } from '../../commands/user/known-devices';

export const accountRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('POST /user/register', async (req, reply) => {
    const { user, session } = await register(app.deps, req.body, req.ip, req.ctx.lang);
    setSessionCookie(req, reply, session);
    setDeviceCookie(req, reply, await rememberDevice(app.deps, user.id, req.cookies[DEVICE_COOKIE]));
    return getUserInfo(app.deps, user, session.token);
  });
  serve('GET /user/info', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return getUserInfo(app.deps, req.user, '', await req.session());
  }, { session: sessionWithPendingCount });
  serve('PUT /user/update', async (req) => {
    const user = await updateUser(app.deps, req.user, req.sessionTokenHash, req.body);
    return getUserInfo(app.deps, user);
  });
};
