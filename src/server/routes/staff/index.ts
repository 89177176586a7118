// The staff console's calls: who is signed in (role and permissions), a record's audit history, the order search,
// detail and fulfilment moves, and the maintenance notice. Quotes and payments live with their areas (cart/staff.ts,
// payment/staff.ts).
import type { FastifyPluginAsync } from 'fastify';
import { listAudit } from '../../commands/staff/audit';
import { serveOn } from '../../http/serve';
import { staffMe } from '../../commands/staff/staff-me';
import { searchOrders } from '../../commands/staff/orders/search-orders';
import { getStaffOrder } from '../../commands/staff/orders/get-staff-order';
import { advanceOrder } from '../../commands/staff/orders/advance-order';
import { listNotices, saveNotice } from '../../commands/staff/content/notice';
import { staffContentScreenRoutes } from './content';
import { staffPriceRoutes } from './prices';
import { authorizeAuditRead } from '../../security/policy';

export const staffRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('GET /v1/staff/me', async (req) => staffMe(req.user, req.ctx.lang));
  serve('GET /v1/staff/audit', async (req) => {
    authorizeAuditRead(req.user, req.query.record_type);
    return listAudit(app.deps.db, req.query.record_type, req.query.record_id);
  });

  serve('GET /v1/staff/orders', async (req) => {
    const q = req.query;
    return searchOrders(app.deps, { q: q.q || undefined, status: q.status, from: q.from, to: q.to, sort: q.sort, dir: q.dir, page: q.page, pageSize: q.page_size });
  });
  serve('GET /v1/staff/orders/detail', async (req) => getStaffOrder(app.deps, req.query.id));
  serve('POST /v1/staff/orders/advance', async (req) => {
    const b = req.body;
    return advanceOrder(app.deps, { staffId: req.user.id, orderId: b.order_id, to: b.to, carrier: b.carrier, trackingNumber: b.tracking_number, note: b.note });
  });

  serve('GET /v1/staff/content/notice', async () => listNotices(app.deps));
  serve('POST /v1/staff/content/notice', async (req) => saveNotice(app.deps, req.user.id, req.body));
  await app.register(staffContentScreenRoutes);
  await app.register(staffPriceRoutes);
};
