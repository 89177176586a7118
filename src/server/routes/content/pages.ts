// Written content: POST /cms/detail-by-key, GET /help/article, GET /help/article-detail (spec platform §7).
// The language is the request's (lang parameter, else the edition from the host); English is the fallback.
import type { FastifyPluginAsync } from 'fastify';
import { getArticle } from '../../commands/content/get-article';
import { getCmsPage } from '../../commands/content/get-cms-page';
import { listArticles } from '../../commands/content/list-articles';
import { notFound } from '../../http/errors';
import { serveOn } from '../../http/serve';

export const pageRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('POST /cms/detail-by-key', async (req) => {
    const page = await getCmsPage(app.deps, req.body.key, req.ctx.lang);
    if (!page) throw notFound('Page not found.');
    return page;
  });

  serve('GET /help/article', async (req) => {
    const { all, platform, position, category } = req.query;
    return listArticles(app.deps, { all, platform, position, category }, req.ctx.lang);
  });

  serve('GET /help/article-detail', async (req) => {
    const article = await getArticle(app.deps, req.query.id, req.ctx.lang);
    if (!article) throw notFound('Article not found.');
    return article;
  });
};
