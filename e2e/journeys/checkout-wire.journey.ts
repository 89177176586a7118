// (issue 4 §6) Checkout with a USD wire transfer: the instructions page (bank details, amount, one-month hold) →
// the order page → bank receipt upload (a PDF) → 'being confirmed' → staff confirm it in the console's wire queue
// (staff@fusion.test) → the order is paid (the steps from the order page on: staff-wire-flow.ts, shared with the
// Japanese edition's journey).
import { expectUrl, expectVisible, type JourneyContext } from '../harness';
import { addPcbViaApi, checkoutWithNewAddress, shipAndPlace, signedInCustomer } from './checkout.journey';
import { WIRE_EN, confirmWireTransfer } from './staff-wire-flow';

export const name = 'Checkout: wire transfer, receipt upload, staff confirmation in the console, paid';

export const run = async (ctx: JourneyContext): Promise<void> => {
  const page = await signedInCustomer(ctx, 'wire');
  await addPcbViaApi(page, ctx.baseUrl);
  await checkoutWithNewAddress(page, ctx.baseUrl);
  await shipAndPlace(page, 'DHL', 'Wire transfer (USD)');

  await expectUrl(page, (u) => u.pathname === '/pay_msg' && u.searchParams.get('method') === '8', 'the wire instructions', 20_000);
  await expectVisible(page.getByRole('heading', { name: 'Wire transfer instructions' }), 'the wire-transfer instructions');
  await expectVisible(page.getByText(/held for 30 days/), 'the one-month hold');
  await page.getByRole('link', { name: 'Go to the order to upload the receipt' }).click();

  const url = await expectUrl(page, (u) => /^\/web\/user\/order\/\d+$/.test(u.pathname), 'the order page');
  await confirmWireTransfer(ctx, page, Number(url.pathname.split('/').pop()), WIRE_EN, 'e2e/screenshots/staff-order-detail.png');
};
