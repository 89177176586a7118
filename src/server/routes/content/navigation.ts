// Shell reference data: GET /menu/list, POST /help/top-banner, GET /lang/list (spec platform §7), and the banner
// images staff upload in the console.
import type { FastifyPluginAsync } from 'fastify';
import { getMenuTree } from '../../commands/content/get-menu';
import { listBanners } from '../../commands/content/list-banners';
import { listLanguages } from '../../commands/content/list-languages';
import { serveOn } from '../../http/serve';
import { readBannerImage } from '../../commands/staff/content/banner-image';

/** Uploaded banner images: names are random and never reused, so a browser may keep one for good. */
const IMAGE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'",
  'cache-control': 'public, max-age=31536000, immutable',
} as const;

export const navigationRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('GET /menu/list', async () => getMenuTree(app.deps));
  serve('POST /help/top-banner', async (req) => listBanners(app.deps, req.body.type));
  serve('GET /lang/list', async () => listLanguages());
  serve('GET /v1/content/banner-image/:name', async (req, reply) => {
    const { bytes, mime } = await readBannerImage(app.deps, req.params.name);
    return reply.headers(IMAGE_HEADERS).type(mime).send(bytes);
  });
};
