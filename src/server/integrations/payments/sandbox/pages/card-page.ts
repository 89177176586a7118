// The sandbox's hosted card page (/sandbox-pay/card/:ref). Posts back to itself; the sandbox then calls our
// server back (signed) and redirects the browser to the shop's result page.
import { amountText, esc, page } from './layout';

export interface CardPageModel {
  action: string;
  cancelUrl: string;
  amountCents: bigint;
  currency: string;
  /** The merchant's reference shown to the buyer. */
  reference: string;
  unionPay: boolean;
  values?: { number?: string; expiry?: string; name?: string };
  error?: { field: 'number' | 'expiry' | 'cvc'; message: string };
}

const fieldError = (m: CardPageModel, field: 'number' | 'expiry' | 'cvc'): string =>
  m.error?.field === field ? `<div class="error" role="alert">${esc(m.error.message)}</div>` : '';

export const cardPage = (m: CardPageModel): string => {
  const v = m.values ?? {};
  const title = m.unionPay ? 'China UnionPay' : 'Card payment';
  return page(
    `${title} · Sandbox`,
    `<span class="badge">SANDBOX</span>
<h1>${esc(title)}</h1>
<div>Merchant reference ${esc(m.reference)}</div>
<div class="amount">${esc(amountText(m.amountCents, m.currency))}</div>
<form method="post" action="${esc(m.action)}" autocomplete="off">
<label for="name">Name on card</label><input id="name" name="name" value="${esc(v.name ?? '')}" maxlength="100">
<label for="number">Card number${m.unionPay ? '' : ' (Visa or Mastercard)'}</label>
<input id="number" name="number" inputmode="numeric" required maxlength="23" value="${esc(v.number ?? '')}" aria-invalid="${m.error?.field === 'number'}">
${fieldError(m, 'number')}
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" required maxlength="7" placeholder="MM/YY" value="${esc(v.expiry ?? '')}">${fieldError(m, 'expiry')}</div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" required maxlength="3">${fieldError(m, 'cvc')}</div></div>
<button type="submit">Pay ${esc(amountText(m.amountCents, m.currency))}</button>
</form>
<form method="post" action="${esc(m.action)}/cancel"><button type="submit" class="secondary">Cancel and return to the shop</button></form>`,
  );
};
