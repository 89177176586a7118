// GET /user/guest (spec platform §7): the guid in data[0], also set as a 30-day cookie.
import type { FastifyPluginAsync } from 'fastify';
import { ensureGuest } from '../../commands/guest/ensure-guest';
import { serveOn } from '../../http/serve';
import { setGuidCookie } from './cookies';

export const guestRoutes: FastifyPluginAsync = async (app) => {
  serveOn(app)('GET /user/guest', async (req, reply) => {
    const guid = await ensureGuest(app.deps, req.ctx.guid);
    setGuidCookie(req, reply, guid);
    reply.header('cache-control', 'no-store');
    return [guid];
  });
};
