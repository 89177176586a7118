// POST /currency/trans and POST /newsletter/subscribe (spec platform §1 footer, §7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiQuery, envelopeSchema } from '../../../shared/api';
import {
  currencyRateSchema,
  currencyTransBodySchema,
  newsletterBodySchema,
  newsletterResultSchema,
} from '../../../shared/contracts/content';
import { getCurrencyRate } from '../../commands/content/get-currency-rate';
import { subscribeNewsletter } from '../../commands/content/subscribe-newsletter';
import { ok } from '../../http/envelope';
import { conflict, notFound } from '../../http/errors';

/** Per client IP: the sign-up box is public, so it must not become a way to flood the table. */
const NEWSLETTER_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

export const currencyNewsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/currency/trans',
    {
      schema: {
        tags: ['content'],
        querystring: apiQuery(),
        body: currencyTransBodySchema,
        response: { 200: envelopeSchema(currencyRateSchema) },
      },
    },
    async (req) => {
      const rate = await getCurrencyRate(app.deps, req.body.from, req.body.to);
      if (!rate) throw notFound('No rate for this currency.');
      return ok(rate);
    },
  );

  app.post(
    '/newsletter/subscribe',
    {
      config: { rateLimit: NEWSLETTER_RATE_LIMIT },
      schema: {
        tags: ['content'],
        querystring: apiQuery(),
        body: newsletterBodySchema,
        response: { 200: envelopeSchema(newsletterResultSchema) },
      },
    },
    async (req) => {
      const result = await subscribeNewsletter(app.deps, { email: req.body.email, lang: req.ctx.lang });
      if (result.status === 'already_subscribed') throw conflict('errors.alreadySubscribed', 'Already subscribed.');
      return ok({ email: result.email });
    },
  );
};
