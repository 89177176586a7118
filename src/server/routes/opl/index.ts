// Open Parts Library (spec services §3 "Component library (OPL) entry"; issue 10): GET /opl/search, GET /opl/part,
// GET /opl/library. Public: the catalogue is browsed before signing in.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiQuery, envelopeSchema } from '../../../shared/api';
import {
  oplDownloadQueryShape,
  oplPartDetailSchema,
  oplPartQueryShape,
  oplSearchQueryShape,
  oplSearchResultSchema,
} from '../../../shared/contracts/opl';
import { downloadLibrary } from '../../commands/opl/download-library';
import { getPart } from '../../commands/opl/get-part';
import { searchParts } from '../../commands/opl/search-parts';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';

const tags = ['opl'];

export const oplRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/opl/search',
    { schema: { tags, querystring: apiQuery(oplSearchQueryShape), response: { 200: envelopeSchema(oplSearchResultSchema) } } },
    async (req) => ok(await searchParts(app.deps, req.query)),
  );

  app.get(
    '/opl/part',
    { schema: { tags, querystring: apiQuery(oplPartQueryShape), response: { 200: envelopeSchema(oplPartDetailSchema) } } },
    async (req) => {
      const part = await getPart(app.deps, req.query.sku);
      if (!part) throw notFound('Part not found.');
      return ok(part);
    },
  );

  app.get('/opl/library', { schema: { tags, querystring: apiQuery(oplDownloadQueryShape) } }, async (req, reply) => {
    const file = await downloadLibrary(app.deps, req.query);
    if (!file) throw notFound('No parts to download.');
    return reply
      .type(file.type)
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .header('cache-control', 'no-store')
      .send(file.body);
  });
};
