// GET /v1/system/setting and GET /help/system-status (spec platform §7).
import type { FastifyPluginAsync } from 'fastify';
import { getSystemSetting, getSystemStatus } from '../../commands/system/get-settings';
import { serveOn } from '../../http/serve';

export const systemRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('GET /v1/system/setting', async () => getSystemSetting(app.deps));
  serve('GET /help/system-status', async (req) => getSystemStatus(app.deps, req.ctx.lang));
};
