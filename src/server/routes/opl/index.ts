// Open Parts Library (spec services §3 "Component library (OPL) entry"; issue 10): GET /opl/search, GET /opl/part,
// GET /opl/library (entries in src/shared/routes/opl.ts).
import type { FastifyPluginAsync } from 'fastify';
import { downloadLibrary } from '../../commands/opl/download-library';
import { getPart } from '../../commands/opl/get-part';
import { searchParts } from '../../commands/opl/search-parts';
import { notFound } from '../../http/errors';
import { serveOn } from '../../http/serve';

export const oplRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('GET /opl/search', async (req) => searchParts(app.deps, { ...req.query, facets: req.query.facets !== '0' }));
  serve('GET /opl/part', async (req) => {
    const part = await getPart(app.deps, req.query.sku);
    if (!part) throw notFound('Part not found.');
    return part;
  });
  serve('GET /opl/library', async (req, reply) => {
    const file = await downloadLibrary(app.deps, req.query);
    if (!file) throw notFound('No parts to download.');
    return reply
      .type(file.type)
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .header('cache-control', 'no-store')
      .send(file.body);
  });
};
