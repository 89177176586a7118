// Shell reference data: GET /menu/list, POST /help/top-banner, GET /lang/list (spec platform §7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiQuery, envelopeSchema } from '../../../shared/api';
import { bannerBodySchema, bannerSchema, langListSchema, menuItemSchema } from '../../../shared/contracts/content';
import { getMenuTree } from '../../commands/content/get-menu';
import { listBanners } from '../../commands/content/list-banners';
import { listLanguages } from '../../commands/content/list-languages';
import { ok } from '../../http/envelope';

export const navigationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/menu/list',
    { schema: { tags: ['content'], querystring: apiQuery(), response: { 200: envelopeSchema(z.array(menuItemSchema)) } } },
    async () => ok(await getMenuTree(app.deps)),
  );

  app.post(
    '/help/top-banner',
    {
      schema: {
        tags: ['content'],
        querystring: apiQuery(),
        body: bannerBodySchema,
        response: { 200: envelopeSchema(z.array(bannerSchema)) },
      },
    },
    async (req) => ok(await listBanners(app.deps, req.body.type)),
  );

  app.get(
    '/lang/list',
    { schema: { tags: ['content'], querystring: apiQuery(), response: { 200: envelopeSchema(langListSchema) } } },
    async () => ok(listLanguages()),
  );
};
