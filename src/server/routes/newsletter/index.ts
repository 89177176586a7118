// Newsletter double opt-in and unsubscribe, /fusion-questionnaire, and the staff's reading and export of its answers
// (issue 15; route map: src/shared/routes/newsletter.ts). The sign-up itself is in routes/content/currency-newsletter.ts.
import type { FastifyPluginAsync } from 'fastify';
import { confirmSubscription } from '../../commands/newsletter/confirm-subscription';
import { unsubscribeNewsletter } from '../../commands/newsletter/unsubscribe';
import { submitQuestionnaire } from '../../commands/newsletter/submit-questionnaire';
import { listQuestionnaireAnswers, questionnaireCsv } from '../../commands/newsletter/staff-questionnaire';
import { serveOn } from '../../http/serve';

/** Per client address: links are guessed at no faster than a person clicks them, and answers are not flooded in. */
const PUBLIC_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

export const newsletterRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('POST /newsletter/confirm', async (req) => confirmSubscription(app.deps, req.body.token), { config: { rateLimit: PUBLIC_RATE_LIMIT } });
  serve('POST /newsletter/unsubscribe', async (req) => unsubscribeNewsletter(app.deps, req.body.token), { config: { rateLimit: PUBLIC_RATE_LIMIT } });
  serve(
    'POST /questionnaire',
    async (req) => {
      const session = await req.session();
      const userId = session.state === 'valid' ? session.user.id : null;
      return submitQuestionnaire(app.deps, { answers: req.body, userId, lang: req.ctx.lang });
    },
    { config: { rateLimit: PUBLIC_RATE_LIMIT } },
  );

  serve('GET /v1/staff/questionnaire', async (req) => listQuestionnaireAnswers(app.deps, { page: req.query.page, pageSize: req.query.page_size }));
  serve('GET /v1/staff/questionnaire/export', async (_req, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="questionnaire.csv"')
      .header('cache-control', 'private, no-store')
      .send(await questionnaireCsv(app.deps)));
};
