// The licensed-products program (issue 15; route map: src/shared/routes/licensed.ts): the partner's application
// and records, and the console's queue and stage moves.
import type { FastifyPluginAsync } from 'fastify';
import { applyForLicensedProgram } from '../../commands/licensed/apply';
import { listOwnLicensedPrograms } from '../../commands/licensed/own-programs';
import { getStaffLicensedProgram, listStaffLicensedPrograms } from '../../commands/licensed/staff-programs';
import { moveLicensedStage } from '../../commands/licensed/move-stage';
import { serveOn } from '../../http/serve';

/** Applying mails the partner: a few a minute is plenty for a person. */
const SEND_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

export const licensedRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('POST /v1/licensed/applications', async (req) => applyForLicensedProgram(app.deps, req.user.id, req.body), { config: { rateLimit: SEND_RATE_LIMIT } });
  serve('GET /v1/licensed/programs', async (req) => listOwnLicensedPrograms(app.deps, req.user.id));

  serve('GET /v1/staff/licensed', async (req) =>
    listStaffLicensedPrograms(app.deps, { stage: req.query.stage, page: req.query.page, pageSize: req.query.page_size }));
  serve('GET /v1/staff/licensed/detail', async (req) => getStaffLicensedProgram(app.deps.db, req.query.id));
  serve('POST /v1/staff/licensed/stage', async (req) => {
    const b = req.body;
    return moveLicensedStage(app.deps, {
      staffId: req.user.id, id: b.id, to: b.to, note: b.note, deposit: b.deposit, bazaarSku: b.bazaar_sku, remainingStock: b.remaining_stock, batch: b.batch,
    });
  });
};
