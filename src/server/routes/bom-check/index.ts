// The BOM check (issue 11 "After the order"; docs/pcba.md "BOM check"): the staff queue and its actions
// (staff:bom.check) and the customer's page of a PCBA item's lines with the answer to a question.
import type { FastifyPluginAsync } from 'fastify';
import { serveOn } from '../../http/serve';
import { queueRows } from '../../commands/bom-check/bom-items';
import { getBomCheckItem } from '../../commands/bom-check/get-item';
import { askCustomer, confirmSourced, confirmWithSku } from '../../commands/bom-check/settle-line';
import { answerLine, getOwnPcbaItem } from '../../commands/bom-check/customer-item';
import { usdToMicros } from '../../../shared/contracts/bom-check';

export const bomCheckRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('GET /v1/staff/bom-check', async () => ({ items: await queueRows(app.deps.db) }));
  serve('GET /v1/staff/bom-check/item', async (req) => getBomCheckItem(app.deps.db, req.query.id));
  serve('POST /v1/staff/bom-check/confirm', async (req) =>
    confirmWithSku(app.deps, req.user.id, { cartId: req.body.cart_id, line: req.body.line, sku: req.body.sku }));
  serve('POST /v1/staff/bom-check/source', async (req) =>
    confirmSourced(app.deps, req.user.id, { cartId: req.body.cart_id, line: req.body.line, unitMicros: usdToMicros(req.body.unit_price), note: req.body.note }));
  serve('POST /v1/staff/bom-check/ask', async (req) => askCustomer(app.deps, req.user.id, { cartId: req.body.cart_id, line: req.body.line, note: req.body.note }));

  serve('GET /v1/pcba/items/:id/lines', async (req) => getOwnPcbaItem(app.deps.db, req.user.id, req.params.id));
  serve('POST /v1/pcba/items/:id/lines/:line/answer', async (req) =>
    answerLine(app.deps, req.user.id, { cartId: req.params.id, line: req.params.line, purchaseLink: req.body.purchase_link, mpn: req.body.mpn }));
};
