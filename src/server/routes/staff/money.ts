// Staff calls for money and customers (issue 9): wire receipts (view, reject), payments and late captures,
// customers, coupon campaigns. Route map: src/shared/routes/staff-money.ts.
import type { FastifyPluginAsync } from 'fastify';
import { serveOn } from '../../http/serve';
import { rejectReceipt } from '../../commands/staff/payments/reject-receipt';
import { receiptFile } from '../../commands/staff/payments/receipt-file';
import { listPayments } from '../../commands/staff/payments/list-payments';
import { listLateCaptures } from '../../commands/staff/payments/list-late-captures';
import { searchCustomers } from '../../commands/staff/customers/search-customers';
import { getCustomer } from '../../commands/staff/customers/get-customer';
import { setCustomerFlags } from '../../commands/staff/customers/set-customer-flags';
import { createCampaign } from '../../commands/staff/coupons/create-campaign';
import { deactivateCampaign } from '../../commands/staff/coupons/deactivate-campaign';
import { getCampaign, listCampaigns } from '../../commands/staff/coupons/list-campaigns';

export const staffMoneyRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('GET /v1/staff/payment/receipt', async (req, reply) => {
    const { orderNo, bytes, pdf } = await receiptFile(app.deps, req.query.order_id);
    // a customer's file: never sniffed, never cached, never framed by another site; a non-PDF only as a download
    const inline = pdf && req.query.download !== '1';
    return reply
      .type(pdf ? 'application/pdf' : 'application/octet-stream')
      .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="receipt-${orderNo}.pdf"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('x-frame-options', 'SAMEORIGIN')
      .send(bytes);
  });
  serve('POST /v1/staff/payment/reject', async (req) => rejectReceipt(app.deps, { staffId: req.user.id, orderId: req.body.order_id, reason: req.body.reason }));
  serve('GET /v1/staff/payment/list', async (req) => {
    const q = req.query;
    return listPayments(app.deps, { q: q.q || undefined, provider: q.provider, status: q.status, sort: q.sort, dir: q.dir, page: q.page, pageSize: q.page_size });
  });
  serve('GET /v1/staff/payment/late-captures', async (req) => {
    const q = req.query;
    return listLateCaptures(app.deps, { q: q.q || undefined, dir: q.dir, page: q.page, pageSize: q.page_size });
  });

  serve('GET /v1/staff/customers', async (req) => {
    const q = req.query;
    return searchCustomers(app.deps, { q: q.q || undefined, sort: q.sort, dir: q.dir, page: q.page, pageSize: q.page_size });
  });
  serve('GET /v1/staff/customers/detail', async (req) => getCustomer(app.deps, req.query.id));
  serve('POST /v1/staff/customers/flags', async (req) => setCustomerFlags(app.deps, req.user.id, req.body));

  serve('GET /v1/staff/coupons', async (req) => {
    const q = req.query;
    return listCampaigns(app.deps, { q: q.q || undefined, active: q.active, sort: q.sort, dir: q.dir, page: q.page, pageSize: q.page_size });
  });
  serve('GET /v1/staff/coupons/detail', async (req) => getCampaign(app.deps, req.query.id));
  serve('POST /v1/staff/coupons', async (req) => createCampaign(app.deps, req.user.id, req.body));
  serve('POST /v1/staff/coupons/deactivate', async (req) => deactivateCampaign(app.deps, req.user.id, req.body.id));
};
