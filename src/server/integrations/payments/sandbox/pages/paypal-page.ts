// The sandbox's PayPal-style approval page (/sandbox-pay/paypal/:ref): Approve or Cancel, as a buyer would.
import { amountText, esc, page } from './layout';

interface PaypalPageModel {
  action: string;
  amountCents: bigint;
  currency: string;
  reference: string;
}

export const paypalPage = (m: PaypalPageModel): string =>
  page(
    'PayPal approval · Sandbox',
    `<span class="badge">SANDBOX</span>
<h1>Pay with PayPal</h1>
<div>Merchant reference ${esc(m.reference)}</div>
<div class="amount">${esc(amountText(m.amountCents, m.currency))}</div>
<p>Signed in as sandbox-buyer@example.com</p>
<form method="post" action="${esc(m.action)}"><input type="hidden" name="decision" value="approve"><button type="submit">Approve payment</button></form>
<form method="post" action="${esc(m.action)}"><input type="hidden" name="decision" value="cancel"><button type="submit" class="secondary">Cancel and return to the shop</button></form>`,
  );
