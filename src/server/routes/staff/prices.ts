// The console's price tables (issue 11 "Price"). Thin: the route map checked the role ('staff:prices.manage') and
// the body; the commands parse, store and audit.
import type { FastifyPluginAsync } from 'fastify';
import { serveOn } from '../../http/serve';
import { getPcbaTable } from '../../commands/staff/prices/get-pcba-table';
import { savePcbaTable } from '../../commands/staff/prices/save-pcba-table';

export const staffPriceRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('GET /v1/staff/prices/pcba', async () => getPcbaTable(app.deps.db));
  serve('POST /v1/staff/prices/pcba', async (req) => savePcbaTable(app.deps, req.user.id, req.body.text));
};
