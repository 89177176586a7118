// Functional-test plans (issue 11; route map: src/shared/routes/function-test.ts): the customer's upload and binding
// (the spec's paths outside /v1), the plan of a cart item, and the engineering console's queue, file and decision.
import type { FastifyPluginAsync } from 'fastify';
import { testPlanFieldsSchema } from '../../../shared/contracts/function-test';
import { uploadTestPlan } from '../../commands/function-test/upload-plan';
import { bindTestPlan } from '../../commands/function-test/bind-plan';
import { testPlanOfItem } from '../../commands/function-test/plan-of-item';
import { getStaffTestPlan, listStaffTestPlans } from '../../commands/function-test/staff-plans';
import { decideTestPlan } from '../../commands/function-test/decide-plan';
import { testPlanFile } from '../../commands/function-test/plan-file';
import { testPlanMissing, testPlanTooLarge } from '../../commands/function-test/errors';
import { kindOfContentType } from '../../commands/function-test/present-plan';
import { readOneFile } from '../../http/multipart';
import { serveOn } from '../../http/serve';

/** Per client address, like the other uploads. */
const PLAN_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

const EXTENSIONS: Record<string, string> = { text: 'txt', markdown: 'md' };

export const functionTestRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve(
    'POST /fusion-test/upfile',
    async (req) => {
      const { file } = await readOneFile(req, testPlanFieldsSchema, { missing: testPlanMissing, tooMany: testPlanTooLarge });
      return uploadTestPlan(app.deps, { ownerId: req.user.id, fileName: file.name, bytes: file.bytes });
    },
    { config: { rateLimit: PLAN_RATE_LIMIT } },
  );
  serve('GET /fusion-test/bind-pcba-test-to-cart', async (req) =>
    bindTestPlan(app.deps, { userId: req.user.id, planId: req.query.plan_id, cartId: req.query.cart_id }));
  serve('GET /v1/pcba/test-plan', async (req) => testPlanOfItem(app.deps, req.user.id, req.query.cart_id));

  serve('GET /v1/staff/function-tests', async (req) => {
    const q = req.query;
    return listStaffTestPlans(app.deps, { status: q.status, q: q.q || undefined, page: q.page, pageSize: q.page_size });
  });
  serve('GET /v1/staff/function-tests/detail', async (req) => getStaffTestPlan(app.deps.db, req.query.id));
  serve('GET /v1/staff/function-tests/file', async (req, reply) => {
    const f = await testPlanFile(app.deps, req.query.id);
    const kind = kindOfContentType(f.contentType.startsWith('text/') ? 'text/plain; charset=utf-8' : f.contentType);
    const ascii = `test-plan-${req.query.id}.${EXTENSIONS[kind] ?? kind}`;
    const inline = f.inline && req.query.download !== '1';
    // a customer's file: never sniffed, never cached, never framed by another site
    return reply
      .type(f.contentType)
      .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(f.name)}`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('x-frame-options', 'SAMEORIGIN')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(f.bytes);
  });
  serve('POST /v1/staff/function-tests/decide', async (req) =>
    decideTestPlan(app.deps, { staffId: req.user.id, planId: req.body.plan_id, decision: req.body.decision, note: req.body.note }));
};
