// Distributors and affiliates (issue 15; route map: src/shared/routes/distributor.ts): the public list, the
// applicant's application, contract and statements, and the console's decisions and payouts.
import type { FastifyPluginAsync } from 'fastify';
import { displayDistributors } from '../../commands/distributor/display';
import { acceptDistributorContract, applyAsDistributor, getOwnDistributor } from '../../commands/distributor/own-distributor';
import { getStaffDistributor, listStaffDistributors } from '../../commands/distributor/staff-distributors';
import { decideDistributor } from '../../commands/distributor/decide';
import { markPayoutPaid } from '../../commands/distributor/mark-payout-paid';
import { changeDistributorTerms } from '../../commands/distributor/change-terms';
import { suspendDistributor } from '../../commands/distributor/suspend';
import { reinstateDistributor } from '../../commands/distributor/reinstate';
import { serveOn } from '../../http/serve';

/** Applying mails the applicant: a few a minute is plenty for a person. */
const SEND_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

export const distributorRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('GET /visual/distributor/display', async () => displayDistributors(app.deps));
  serve('POST /v1/distributor/applications', async (req) => applyAsDistributor(app.deps, req.user.id, req.body), { config: { rateLimit: SEND_RATE_LIMIT } });
  serve('GET /v1/distributor/me', async (req) => getOwnDistributor(app.deps, req.user.id));
  serve('POST /v1/distributor/contract', async (req) => acceptDistributorContract(app.deps, req.user.id));

  serve('GET /v1/staff/distributors', async (req) =>
    listStaffDistributors(app.deps, { status: req.query.status, page: req.query.page, pageSize: req.query.page_size }));
  serve('GET /v1/staff/distributors/detail', async (req) => getStaffDistributor(app.deps.db, req.query.id, app.deps.clock.now()));
  serve('POST /v1/staff/distributors/decide', async (req) => {
    const b = req.body;
    return decideDistributor(app.deps, b.decision === 'approve'
      ? { staffId: req.user.id, id: b.id, note: b.note, decision: 'approve', rateBp: b.rate_bp, period: b.period }
      : { staffId: req.user.id, id: b.id, note: b.note, decision: 'reject' });
  });
  serve('POST /v1/staff/distributors/terms', async (req) =>
    changeDistributorTerms(app.deps, { staffId: req.user.id, id: req.body.id, rateBp: req.body.rate_bp, period: req.body.period, note: req.body.note }));
  serve('POST /v1/staff/distributors/suspend', async (req) => suspendDistributor(app.deps, { staffId: req.user.id, id: req.body.id, note: req.body.note }));
  serve('POST /v1/staff/distributors/reinstate', async (req) => reinstateDistributor(app.deps, { staffId: req.user.id, id: req.body.id, note: req.body.note }));
  serve('POST /v1/staff/distributors/payouts', async (req) =>
    markPayoutPaid(app.deps, { staffId: req.user.id, id: req.body.id, period: req.body.period, reference: req.body.reference }));
};
