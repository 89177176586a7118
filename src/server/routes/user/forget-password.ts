// POST /user/forget-password (spec platform §7): always answers success, see requestPasswordReset.
import type { FastifyPluginAsync } from 'fastify';
import { requestPasswordReset } from '../../commands/password/request-reset';
import { serveOn } from '../../http/serve';

export const forgetPasswordRoutes: FastifyPluginAsync = async (app) => {
  serveOn(app)('POST /user/forget-password', async (req) => {
    await requestPasswordReset(app.deps, req.body.email, req.ctx.lang);
    return null;
  });
};
