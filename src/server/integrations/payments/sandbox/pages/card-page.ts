// The sandbox's hosted card page (/sandbox-pay/card/:ref). Posts back to itself; the sandbox then calls our
// server back (signed) and redirects the browser to the shop's result page.
import type { CardRefusal } from '../cards';
import { amountBlock, esc, page, SANDBOX_TEXT, type SandboxLang, type ShownAmount } from './layout';

export interface CardPageModel {
  action: string;
  cancelUrl: string;
  amountCents: bigint;
  currency: string;
  /** The merchant's reference shown to the buyer. */
  reference: string;
  unionPay: boolean;
  values?: { number?: string; expiry?: string; name?: string };
  error?: { field: 'number' | 'expiry' | 'cvc'; refusal: CardRefusal };
  /** The buyer's language and the amount as they read it (yen with the dollar charge for the Japanese edition). */
  lang: SandboxLang;
  shown: ShownAmount;
}

const fieldError = (m: CardPageModel, field: 'number' | 'expiry' | 'cvc'): string =>
  m.error?.field === field ? `<div class="error" role="alert">${esc(SANDBOX_TEXT[m.lang].refusals[m.error.refusal])}</div>` : '';

export const cardPage = (m: CardPageModel): string => {
  const v = m.values ?? {};
  const x = SANDBOX_TEXT[m.lang];
  const title = m.unionPay ? x.unionPay : x.card;
  return page(
    `${title} · Sandbox`,
    `<span class="badge">SANDBOX</span>
<h1>${esc(title)}</h1>
<div>${esc(x.reference)} ${esc(m.reference)}</div>
${amountBlock(m.shown)}
<form method="post" action="${esc(m.action)}" autocomplete="off">
<label for="name">${esc(x.nameOnCard)}</label><input id="name" name="name" value="${esc(v.name ?? '')}" maxlength="100">
<label for="number">${esc(x.number)}${m.unionPay ? '' : esc(x.visaMc)}</label>
<input id="number" name="number" inputmode="numeric" required maxlength="23" value="${esc(v.number ?? '')}" aria-invalid="${m.error?.field === 'number'}">
${fieldError(m, 'number')}
<div class="row"><div><label for="expiry">${esc(x.expiry)}</label><input id="expiry" name="expiry" required maxlength="7" placeholder="MM/YY" value="${esc(v.expiry ?? '')}">${fieldError(m, 'expiry')}</div>
<div><label for="cvc">${esc(x.cvc)}</label><input id="cvc" name="cvc" inputmode="numeric" required maxlength="3">${fieldError(m, 'cvc')}</div></div>
<button type="submit">${esc(x.pay.replace('{amount}', m.shown.main))}</button>
</form>
<form method="post" action="${esc(m.action)}/cancel"><button type="submit" class="secondary">${esc(x.cancel)}</button></form>`,
    m.lang,
  );
};
