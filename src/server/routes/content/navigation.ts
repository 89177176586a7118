// Shell reference data: GET /menu/list, POST /help/top-banner, GET /lang/list (spec platform §7).
import type { FastifyPluginAsync } from 'fastify';
import { getMenuTree } from '../../commands/content/get-menu';
import { listBanners } from '../../commands/content/list-banners';
import { listLanguages } from '../../commands/content/list-languages';
import { serveOn } from '../../http/serve';

export const navigationRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('GET /menu/list', async () => getMenuTree(app.deps));
  serve('POST /help/top-banner', async (req) => listBanners(app.deps, req.body.type));
  serve('GET /lang/list', async () => listLanguages());
};
