// The console's content screens (issue 9): banners (and their images), navigation menu, help articles, CMS blocks and
// exchange rates. Thin: the route map checked the role ('staff:content.manage') and the body; commands do the rest.
import type { FastifyPluginAsync } from 'fastify';
import { serveOn } from '../../http/serve';
import { readOneFile } from '../../http/multipart';
import { invalid } from '../../http/errors';
import { deleteBanner, listStaffBanners, saveBanner } from '../../commands/staff/content/banners';
import { uploadBannerImage } from '../../commands/staff/content/banner-image';
import { deleteMenuItem, listStaffMenu, saveMenuItem } from '../../commands/staff/content/menu';
import { listStaffArticles, saveArticle } from '../../commands/staff/content/articles';
import { listCmsBlocks, saveCmsBlock } from '../../commands/staff/content/cms';
import { listRates, saveRate } from '../../commands/staff/content/rates';
import { z } from 'zod';

const noFile = () => invalid({ file: 'validation.required' }, 'Please choose an image.');

export const staffContentScreenRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  const d = app.deps;
  serve('GET /v1/staff/content/banners', async () => listStaffBanners(d));
  serve('POST /v1/staff/content/banners', async (req) => saveBanner(d, req.user.id, req.body));
  serve('POST /v1/staff/content/banners/delete', async (req) => deleteBanner(d, req.user.id, req.body.id));
  serve('POST /v1/staff/content/banners/image', async (req) => {
    const { file } = await readOneFile(req, z.strictObject({}), { missing: noFile, tooMany: noFile });
    return uploadBannerImage(d, file.bytes);
  });

  serve('GET /v1/staff/content/menu', async () => listStaffMenu(d));
  serve('POST /v1/staff/content/menu', async (req) => saveMenuItem(d, req.user.id, req.body));
  serve('POST /v1/staff/content/menu/delete', async (req) => deleteMenuItem(d, req.user.id, req.body.id));

  serve('GET /v1/staff/content/articles', async (req) => listStaffArticles(d, req.query));
  serve('POST /v1/staff/content/articles', async (req) => saveArticle(d, req.user.id, req.body));

  serve('GET /v1/staff/content/cms', async () => listCmsBlocks(d));
  serve('POST /v1/staff/content/cms', async (req) => saveCmsBlock(d, req.user.id, req.body));

  serve('GET /v1/staff/content/rates', async () => listRates(d));
  serve('POST /v1/staff/content/rates', async (req) => saveRate(d, req.user.id, req.body));
};
