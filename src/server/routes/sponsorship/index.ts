// PCBA sponsorship (issue 15; route map: src/shared/routes/sponsorship.ts): the applicant's applications, and the
// console's queue and decision.
import type { FastifyPluginAsync } from 'fastify';
import { applyForSponsorship, listOwnSponsorships } from '../../commands/sponsorship/apply';
import { decideSponsorship, getStaffSponsorship, listStaffSponsorships } from '../../commands/sponsorship/staff-sponsorships';
import { serveOn } from '../../http/serve';

/** Applying mails the applicant: a few a minute is plenty for a person. */
const APPLY_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

export const sponsorshipRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('POST /v1/sponsorship/applications', async (req) => applyForSponsorship(app.deps, req.user.id, req.body), { config: { rateLimit: APPLY_RATE_LIMIT } });
  serve('GET /v1/sponsorship/applications', async (req) => listOwnSponsorships(app.deps, req.user.id));

  serve('GET /v1/staff/sponsorship', async (req) =>
    listStaffSponsorships(app.deps, { status: req.query.status, page: req.query.page, pageSize: req.query.page_size }));
  serve('GET /v1/staff/sponsorship/detail', async (req) => getStaffSponsorship(app.deps.db, req.query.id));
  serve('POST /v1/staff/sponsorship/decide', async (req) =>
    decideSponsorship(app.deps, { staffId: req.user.id, id: req.body.id, decision: req.body.decision, note: req.body.note }));
};
