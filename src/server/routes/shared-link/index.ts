// Shared re-order links (issue 14; route map: src/shared/routes/reviews.ts): the owner mails one, the recipient
// looks and buys once.
import type { FastifyPluginAsync } from 'fastify';
import { serveOn } from '../../http/serve';
import { sendSharedLink } from '../../commands/shared-link/send-link';
import { viewSharedLink } from '../../commands/shared-link/open-link';
import { useSharedLink } from '../../commands/shared-link/use-link';
import type { LinkSource } from '../../commands/shared-link/sources';
import type { SharedLinkSendBody } from '../../../shared/contracts/shared-link';

/** The schema lets exactly one of the two ids through. */
const sourceOfBody = (b: SharedLinkSendBody): LinkSource =>
  b.project_id !== undefined ? { kind: 'project', id: b.project_id } : { kind: 'order', id: b.order_id! };

/** Each call mails someone outside the shop: a few a minute is plenty for a person. */
const SEND_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

export const sharedLinkRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('POST /v1/shared-link/send', async (req) => sendSharedLink(app.deps, { userId: req.user.id, source: sourceOfBody(req.body), email: req.body.email }),
    { config: { rateLimit: SEND_RATE_LIMIT } });
  serve('GET /v1/shared-link/view', async (req) => viewSharedLink(app.deps, req.query.link));
  serve('POST /v1/shared-link/use', async (req) => useSharedLink(app.deps, { userId: req.user.id, token: req.body.link }));
};
