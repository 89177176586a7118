// The offline sandbox provider's hosted pages, mounted at /api/sandbox-pay/... (this area lives under the API
// prefix). Plain HTML and form posts, no script; they stand for the provider's website, not for our SPA.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  sandboxCancel, sandboxCharge, sandboxPayByCard, sandboxPaypalDecision,
} from '../../commands/payment/sandbox-checkout';
import { closedMessage, type PageOutcome, type SandboxCharge } from '../../integrations/payments/sandbox/sandbox-provider';
import { SANDBOX_PAGES_BASE } from '../../integrations/payments/index';
import { cardPage, type CardPageModel } from '../../integrations/payments/sandbox/pages/card-page';
import { paypalPage } from '../../integrations/payments/sandbox/pages/paypal-page';
import { messagePage } from '../../integrations/payments/sandbox/pages/layout';
import { serveOn } from '../../http/serve';

const html = (reply: FastifyReply, body: string, status = 200) =>
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

const cardModel = (c: SandboxCharge, extra: Partial<CardPageModel> = {}): CardPageModel => ({
  action: `${SANDBOX_PAGES_BASE}/card/${c.ref}`, cancelUrl: c.cancelUrl, amountCents: c.amountCents, currency: c.currency,
  reference: String(c.merchantOrderId), unionPay: c.kind === 'unionpay', ...extra,
});

const follow = (reply: FastifyReply, outcome: PageOutcome) => {
  if (outcome.kind === 'redirect') return reply.redirect(outcome.url, 303);
  if (outcome.kind === 'closed') return html(reply, messagePage('Payment closed', outcome.message), 409);
  return html(reply, cardPage(cardModel(outcome.charge, { error: { field: outcome.field, message: outcome.message } })), 422);
};

export const sandboxPageRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const serve = serveOn(app);
  const missing = (reply: FastifyReply) => html(reply, messagePage('Payment not found', 'This payment does not exist.'), 404);

  serve('GET /sandbox-pay/card/:ref', async (req, reply) => {
    const charge = await sandboxCharge(app.deps, req.params.ref);
    if (!charge || charge.kind === 'paypal') return missing(reply);
    if (charge.status !== 'open') return html(reply, messagePage('Payment closed', closedMessage(charge)), 409);
    return html(reply, cardPage(cardModel(charge)));
  });
  serve('POST /sandbox-pay/card/:ref', async (req, reply) => {
    const outcome = await sandboxPayByCard(app.deps, req.params.ref, req.body);
    if (outcome.kind === 'form-error') {
      // Keep what the buyer typed (never the CVC) so a typo is quick to fix.
      return html(reply, cardPage(cardModel(outcome.charge, {
        values: { number: req.body.number, expiry: req.body.expiry, name: req.body.name },
        error: { field: outcome.field, message: outcome.message },
      })), 422);
    }
    return follow(reply, outcome);
  });
  serve('POST /sandbox-pay/card/:ref/cancel', async (req, reply) => follow(reply, await sandboxCancel(app.deps, req.params.ref)));

  serve('GET /sandbox-pay/paypal/:ref', async (req, reply) => {
    const charge = await sandboxCharge(app.deps, req.params.ref);
    if (!charge || charge.kind !== 'paypal') return missing(reply);
    if (charge.status !== 'open') return html(reply, messagePage('Payment closed', closedMessage(charge)), 409);
    return html(reply, paypalPage({ action: `${SANDBOX_PAGES_BASE}/paypal/${charge.ref}`, amountCents: charge.amountCents, currency: charge.currency, reference: String(charge.merchantOrderId) }));
  });
  serve('POST /sandbox-pay/paypal/:ref', async (req, reply) =>
    follow(reply, await sandboxPaypalDecision(app.deps, req.params.ref, req.body.decision === 'approve')));
};
