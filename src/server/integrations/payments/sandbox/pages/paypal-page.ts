// The sandbox's PayPal-style approval page (/sandbox-pay/paypal/:ref): Approve or Cancel, as a buyer would.
import { amountBlock, esc, page, SANDBOX_TEXT, type SandboxLang, type ShownAmount } from './layout';

interface PaypalPageModel {
  action: string;
  reference: string;
  lang: SandboxLang;
  shown: ShownAmount;
}

export const paypalPage = (m: PaypalPageModel): string => {
  const x = SANDBOX_TEXT[m.lang];
  return page(
    'PayPal · Sandbox',
    `<span class="badge">SANDBOX</span>
<h1>${esc(x.paypalTitle)}</h1>
<div>${esc(x.reference)} ${esc(m.reference)}</div>
${amountBlock(m.shown)}
<p>${esc(x.signedInAs)} sandbox-buyer@example.com</p>
<form method="post" action="${esc(m.action)}"><input type="hidden" name="decision" value="approve"><button type="submit">${esc(x.approve)}</button></form>
<form method="post" action="${esc(m.action)}"><input type="hidden" name="decision" value="cancel"><button type="submit" class="secondary">${esc(x.cancel)}</button></form>`,
    m.lang,
  );
};
