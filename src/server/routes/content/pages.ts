// Written content: POST /cms/detail-by-key, GET /help/article, GET /help/article-detail (spec platform §7).
// The language is the request's (lang parameter, else the edition from the host); English is the fallback.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiQuery, envelopeSchema } from '../../../shared/api';
import {
  articleDetailQueryShape,
  articleDetailSchema,
  articleQueryShape,
  articleSummarySchema,
  cmsBodySchema,
  cmsPageSchema,
} from '../../../shared/contracts/content';
import { getArticle } from '../../commands/content/get-article';
import { getCmsPage } from '../../commands/content/get-cms-page';
import { listArticles } from '../../commands/content/list-articles';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';

export const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/cms/detail-by-key',
    {
      schema: { tags: ['content'], querystring: apiQuery(), body: cmsBodySchema, response: { 200: envelopeSchema(cmsPageSchema) } },
    },
    async (req) => {
      const page = await getCmsPage(app.deps, req.body.key, req.ctx.lang);
      if (!page) throw notFound('Page not found.');
      return ok(page);
    },
  );

  app.get(
    '/help/article',
    {
      schema: { tags: ['content'], querystring: apiQuery(articleQueryShape), response: { 200: envelopeSchema(z.array(articleSummarySchema)) } },
    },
    async (req) => {
      const { all, platform, position, category } = req.query;
      return ok(await listArticles(app.deps, { all, platform, position, category }, req.ctx.lang));
    },
  );

  app.get(
    '/help/article-detail',
    {
      schema: { tags: ['content'], querystring: apiQuery(articleDetailQueryShape), response: { 200: envelopeSchema(articleDetailSchema) } },
    },
    async (req) => {
      const article = await getArticle(app.deps, req.query.id, req.ctx.lang);
      if (!article) throw notFound('Article not found.');
      return ok(article);
    },
  );
};
