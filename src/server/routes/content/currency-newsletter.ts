// POST /currency/trans and POST /newsletter/subscribe (spec platform §1 footer, §7).
import type { FastifyPluginAsync } from 'fastify';
import { getCurrencyRate } from '../../commands/content/get-currency-rate';
import { subscribeNewsletter } from '../../commands/content/subscribe-newsletter';
import { conflict, notFound } from '../../http/errors';
import { serveOn } from '../../http/serve';

/** Per client IP: the sign-up box is public, so it must not become a way to flood the table. */
const NEWSLETTER_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

export const currencyNewsletterRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('POST /currency/trans', async (req) => {
    const rate = await getCurrencyRate(app.deps, req.body.from, req.body.to);
    if (!rate) throw notFound('No rate for this currency.');
    return rate;
  });

  serve(
    'POST /newsletter/subscribe',
    async (req) => {
      const result = await subscribeNewsletter(app.deps, { email: req.body.email, lang: req.ctx.lang });
      if (result.status === 'already_subscribed') throw conflict('errors.alreadySubscribed', 'Already subscribed.');
      // the address is pending until the mailed link is opened (POST /newsletter/confirm)
      return { email: result.email };
    },
    { config: { rateLimit: NEWSLETTER_RATE_LIMIT } },
  );
};
