// Account deletion (issue 15; route map: src/shared/routes/account-deletion.ts): the spec's /third/* calls. The last
// one signs the browser out: the account's sessions are revoked with the erase, the cookie goes here.
import type { FastifyPluginAsync } from 'fastify';
import { startDeletion } from '../../commands/account-deletion/deletion-request';
import { previewCancel } from '../../commands/account-deletion/preview-cancel';
import { verifyCanCancel } from '../../commands/account-deletion/verify-can-cancel';
import { confirmCancel } from '../../commands/account-deletion/confirm-cancel';
import { serveOn } from '../../http/serve';
import { clearSessionCookie } from '../user/cookies';

/** Each check runs four counts; a person re-checks a few times. */
const CHECK_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

export const accountDeletionRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('POST /third/get-token', async (req) => startDeletion(app.deps, req.user.id), { config: { rateLimit: CHECK_RATE_LIMIT } });
  serve('POST /third/preview-cancel', async (req) => previewCancel(app.deps, req.user.id, req.body.token));
  serve('POST /third/verify-can-cancel', async (req) => verifyCanCancel(app.deps, req.user.id, req.body), { config: { rateLimit: CHECK_RATE_LIMIT } });
  serve('POST /third/confirm-cancel', async (req, reply) => {
    const done = await confirmCancel(app.deps, req.user.id, req.body);
    clearSessionCookie(req, reply);
    return done;
  });
};
