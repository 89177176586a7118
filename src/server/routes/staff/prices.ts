// The console's price tables (issue 11 "Price", issue 12). Thin: the route map checked the role
// ('staff:prices.manage') and the body; the commands parse, store and audit.
import type { FastifyPluginAsync } from 'fastify';
import { serveOn } from '../../http/serve';
import { getPriceTable } from '../../commands/staff/prices/get-price-table';
import { savePriceTable } from '../../commands/staff/prices/save-price-table';

export const staffPriceRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('GET /v1/staff/prices/pcba', async () => getPriceTable(app.deps.db, 'pcba'));
  serve('POST /v1/staff/prices/pcba', async (req) => savePriceTable(app.deps, req.user.id, 'pcba', req.body.text));
  serve('GET /v1/staff/prices/print3d', async () => getPriceTable(app.deps.db, 'print3d'));
  serve('POST /v1/staff/prices/print3d', async (req) => savePriceTable(app.deps, req.user.id, 'print3d', req.body.text));
  serve('GET /v1/staff/prices/cable', async () => getPriceTable(app.deps.db, 'cable'));
  serve('POST /v1/staff/prices/cable', async (req) => savePriceTable(app.deps, req.user.id, 'cable', req.body.text));
  serve('GET /v1/staff/prices/kitting', async () => getPriceTable(app.deps.db, 'kitting'));
  serve('POST /v1/staff/prices/kitting', async (req) => savePriceTable(app.deps, req.user.id, 'kitting', req.body.text));
  serve('GET /v1/staff/prices/odm_light', async () => getPriceTable(app.deps.db, 'odm_light'));
  serve('POST /v1/staff/prices/odm_light', async (req) => savePriceTable(app.deps, req.user.id, 'odm_light', req.body.text));
};
