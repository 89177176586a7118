// (issue 4 §6) The same checkout paid with a card the bank refuses (4000 0000 0000 0002): the result page shows the
// bank's code and the advice; 'Choose another method' → PayPal → the sandbox's approval page → /paypal-loading
// polls until the payment is done → 'Payment successful'.
import { expectUrl, expectVisible, type JourneyContext } from '../harness';
import { addPcbViaApi, checkoutWithNewAddress, payByCard, shipAndPlace, signedInCustomer } from './checkout.journey';

export const name = 'Checkout: a refused card, then PayPal approved';

export const run = async (ctx: JourneyContext): Promise<void> => {
  const page = await signedInCustomer(ctx, 'refused');
  await addPcbViaApi(page, ctx.baseUrl);
  await checkoutWithNewAddress(page, ctx.baseUrl);
  await shipAndPlace(page, 'DHL', 'Credit card');
  await payByCard(page, '4000 0000 0000 0002');

  await expectUrl(page, (u) => u.pathname === '/pay_msg' && u.searchParams.get('result') === 'failed', 'the failure page', 20_000);
  await expectVisible(page.getByRole('heading', { name: 'Payment failed' }), "'Payment failed'");
  await expectVisible(
    page.getByText('Your card was refused by the bank (error code: card_declined). Please try another card or pay with PayPal.'),
    'the bank refusal with its code',
  );
  await expectVisible(page.getByText('Insufficient funds'), 'the listed failure reasons');

  await page.getByRole('button', { name: 'Choose another method' }).click();
  await page.getByRole('radio', { name: 'PayPal', exact: true }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expectUrl(page, (u) => u.pathname.startsWith('/api/sandbox-pay/paypal/'), "the sandbox's PayPal page", 20_000);
  await page.getByRole('button', { name: 'Approve payment' }).click();

  await expectUrl(page, (u) => u.pathname === '/paypal-loading', 'back on /paypal-loading', 20_000);
  await expectVisible(page.getByRole('heading', { name: 'Payment successful' }), "'Payment successful' after PayPal", 30_000);
  ctx.log('card refused (card_declined), PayPal approved');
};
