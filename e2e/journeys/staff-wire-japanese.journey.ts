// (issue 9) Japanese edition: a customer orders with a wire transfer (placed the short way: the checkout pages have
// their own journeys), reads the Japanese transfer instructions from the order page, uploads the bank receipt;
// finance confirm it in the Japanese console; the customer sees it paid and gets the mail in Japanese
// (staff-wire-flow.ts, shared with checkout-wire.journey.ts).
import { expectUrl, expectVisible, type JourneyContext } from '../harness';
import { signedInCustomer } from './checkout.journey';
import { fill } from './edition-texts';
import { PAYMENT, placeOrderViaApi } from './order-api';
import { WIRE_JA, confirmWireTransfer } from './staff-wire-flow';

export const name = 'Staff console (Japanese): finance confirm a wire transfer, the customer sees it paid and gets the mail in Japanese';

export const run = async (ctx: JourneyContext): Promise<void> => {
  const e = WIRE_JA;
  const base = e.base(ctx);
  const page = await signedInCustomer(ctx, 'wire-ja', base, e.signIn, e.lang);
  const order = await placeOrderViaApi(page, base, PAYMENT.wireUsd);

  // the order page leads to the instructions (in Japanese) and they lead back to it
  await page.goto(`${base}/web/user/order/${order.order_id}`);
  await page.getByRole('link', { name: e.orders.detail.wireInstructions }).click();
  await expectUrl(page, (u) => u.pathname === '/pay_msg' && u.searchParams.get('method') === String(PAYMENT.wireUsd), 'the wire instructions');
  await expectVisible(page.getByRole('heading', { name: e.checkout.wire.title }), 'the Japanese transfer instructions');
  await expectVisible(page.getByText(fill(e.checkout.wire.lead, { no: order.order_no })), 'the order named in the instructions');
  await page.getByRole('link', { name: e.checkout.wire.toOrder }).click();
  await expectUrl(page, (u) => u.pathname === `/web/user/order/${order.order_id}`, 'back on the order page');

  await confirmWireTransfer(ctx, page, order.order_id, e);
};
