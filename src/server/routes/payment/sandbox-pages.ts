// The offline sandbox provider's hosted pages, mounted at /api/sandbox-pay/... (this area lives under the API
// prefix). Plain HTML and form posts, no script; they stand for the provider's website, not for our SPA.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  sandboxCancel, sandboxCharge, sandboxPayByCard, sandboxPaypalDecision,
} from '../../commands/payment/sandbox-checkout';
import { closedReason, type PageOutcome, type SandboxCharge } from '../../integrations/payments/sandbox/sandbox-provider';
import { SANDBOX_PAGES_BASE } from '../../integrations/payments/index';
import { cardPage, type CardPageModel } from '../../integrations/payments/sandbox/pages/card-page';
import { paypalPage } from '../../integrations/payments/sandbox/pages/paypal-page';
import { amountText, closedPage, SANDBOX_TEXT, type SandboxLang, type ShownAmount } from '../../integrations/payments/sandbox/pages/layout';
import { getCurrencyRate } from '../../commands/content/get-currency-rate';
import { formatPrice } from '../../../shared/currency';
import type { Lang } from '../../../shared/ids';
import { serveOn } from '../../http/serve';

const html = (reply: FastifyReply, body: string, status = 200) =>
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

type Page = { lang: SandboxLang; shown: ShownAmount };

const cardModel = (c: SandboxCharge, p: Page, extra: Partial<CardPageModel> = {}): CardPageModel => ({
  action: `${SANDBOX_PAGES_BASE}/card/${c.ref}`, cancelUrl: c.cancelUrl, amountCents: c.amountCents, currency: c.currency,
  reference: String(c.merchantOrderId), unionPay: c.kind === 'unionpay', ...p, ...extra,
});

export const sandboxPageRoutes: FastifyPluginAsync = async (app) => {
  /**
   * The buyer's language (the edition's host they came from) and the amount as they read it: the Japanese edition
   * shows yen with the dollar charge stated ('¥4,035' / 'USD 26.90として請求されます'), since the charge is in dollars.
   */
  const pageFor = async (lang: Lang, c: Pick<SandboxCharge, 'amountCents' | 'currency'>): Promise<Page> => {
    const plain = { main: amountText(c.amountCents, c.currency), note: null };
    if (lang !== 'jp' || c.currency !== 'USD') return { lang: lang === 'jp' ? 'jp' : 'en', shown: plain };
    const rate = await getCurrencyRate(app.deps, 'USD', 'JPY');
    if (!rate) return { lang: 'jp', shown: plain };
    const usd = `USD ${plain.main.replace(/^\$/, '')}`;
    return { lang: 'jp', shown: { main: formatPrice(c.amountCents, 'JPY', BigInt(rate.rate_ppm)), note: SANDBOX_TEXT.jp.chargedAs.replace('{usd}', usd) } };
  };
  const pageLang = (lang: Lang): SandboxLang => (lang === 'jp' ? 'jp' : 'en');
  const closed = (reply: FastifyReply, reason: 'notFound' | 'expired' | 'completed', lang: Lang) =>
    html(reply, closedPage(reason, pageLang(lang)), reason === 'notFound' ? 404 : 409);
  const follow = async (reply: FastifyReply, outcome: PageOutcome, lang: Lang) => {
    if (outcome.kind === 'redirect') return reply.redirect(outcome.url, 303);
    if (outcome.kind === 'closed') return closed(reply, outcome.reason, lang);
    const p = await pageFor(lang, outcome.charge);
    return html(reply, cardPage(cardModel(outcome.charge, p, { error: { field: outcome.field, refusal: outcome.refusal } })), 422);
  };

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const serve = serveOn(app);

  serve('GET /sandbox-pay/card/:ref', async (req, reply) => {
    const charge = await sandboxCharge(app.deps, req.params.ref);
    if (!charge || charge.kind === 'paypal') return closed(reply, 'notFound', req.ctx.lang);
    if (charge.status !== 'open') return closed(reply, closedReason(charge), req.ctx.lang);
    return html(reply, cardPage(cardModel(charge, await pageFor(req.ctx.lang, charge))));
  });
  serve('POST /sandbox-pay/card/:ref', async (req, reply) => {
    const outcome = await sandboxPayByCard(app.deps, req.params.ref, req.body);
    if (outcome.kind === 'form-error') {
      // Keep what the buyer typed (never the CVC) so a typo is quick to fix.
      return html(reply, cardPage(cardModel(outcome.charge, await pageFor(req.ctx.lang, outcome.charge), {
        values: { number: req.body.number, expiry: req.body.expiry, name: req.body.name },
        error: { field: outcome.field, refusal: outcome.refusal },
      })), 422);
    }
    return follow(reply, outcome, req.ctx.lang);
  });
  serve('POST /sandbox-pay/card/:ref/cancel', async (req, reply) => follow(reply, await sandboxCancel(app.deps, req.params.ref), req.ctx.lang));

  serve('GET /sandbox-pay/paypal/:ref', async (req, reply) => {
    const charge = await sandboxCharge(app.deps, req.params.ref);
    if (!charge || charge.kind !== 'paypal') return closed(reply, 'notFound', req.ctx.lang);
    if (charge.status !== 'open') return closed(reply, closedReason(charge), req.ctx.lang);
    const p = await pageFor(req.ctx.lang, charge);
    return html(reply, paypalPage({ action: `${SANDBOX_PAGES_BASE}/paypal/${charge.ref}`, reference: String(charge.merchantOrderId), ...p }));
  });
  serve('POST /sandbox-pay/paypal/:ref', async (req, reply) =>
    follow(reply, await sandboxPaypalDecision(app.deps, req.params.ref, req.body.decision === 'approve'), req.ctx.lang));
};
