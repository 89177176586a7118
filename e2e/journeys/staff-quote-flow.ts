// (issue 9) A premium quotation from request to payment, run once per edition (staff-quote.journey.ts,
// staff-quote-japanese.journey.ts), each within the runner's 60 s: a premium board waits for a manual quote; sales
// (signed in as the sales role, in the edition's language) find it in the console's queue with its 24-hour badge and
// answer it with a price and build days; the customer's cart shows the quote to confirm, the customer accepts it,
// orders that item and pays it on the sandbox's card page; the order shows paid.
// The order is placed the short way (order-api.ts): the checkout pages have their own journeys.
import { expectHidden, expectUrl, expectVisible, field, type JourneyContext } from '../harness';
import { addPcbViaApi, signedInCustomer } from './checkout.journey';
import { EDITION_EN, EDITION_JA, fill, type Edition } from './edition-texts';
import { PAYMENT, payOrderByCard, placeOrderViaApi } from './order-api';
import { staffConsole } from './staff-flows';

export interface QuoteEdition extends Edition {
  /** The quoted price as the edition's cart shows it (dollars, or yen at the day's rate). */
  cartPrice: RegExp;
}

export const QUOTE_EN: QuoteEdition = { ...EDITION_EN, cartPrice: /^\$450\.00$/ };
export const QUOTE_JA: QuoteEdition = { ...EDITION_JA, cartPrice: /^[¥￥]\s?\d[\d,]*$/ };

/** What sales quote: one price line in dollars (the console works in USD in both editions) and the build days. */
const QUOTE = { dollars: '450', total: '$450.00', buildDays: '12' };

export const quoteJourney = async (ctx: JourneyContext, e: QuoteEdition): Promise<void> => {
  const base = e.base(ctx);
  const t = e.staff;
  const page = await signedInCustomer(ctx, `quote-${e.lang}`, base, e.signIn, e.lang);
  await page.goto(`${base}/web/cart`);
  // the premium tier (5) with 20 layers: no price, a manual quote
  const cartId = await addPcbViaApi(page, base, { layers: 20, thickness: 2.4 }, { tier: 5 });

  // sales: the console opens on the quotations queue, the first queue of the role
  const staff = await staffConsole(ctx, 'sales', '/staff', base);
  await expectUrl(staff, (u) => u.pathname === '/staff/quotes', 'the quotations queue first');
  await expectVisible(staff.getByRole('heading', { name: t.quotes.title }), "the queue in the edition's language");
  const row = staff.getByTestId(`quote-${cartId}`);
  await expectVisible(row, 'the waiting item');
  await expectVisible(row.getByTestId('due-badge').getByText(fill(t.due.left, { time: '' }).trim(), { exact: false }), 'the 24-hour badge');
  await row.getByRole('button', { name: t.quotes.answer }).click();
  const dialog = staff.getByRole('dialog');
  await field(dialog, t.quotes.amount).fill(QUOTE.dollars);
  await field(dialog, t.quotes.buildDays).fill(QUOTE.buildDays);
  await expectVisible(dialog.getByText(fill(t.quotes.sum, { total: QUOTE.total })), 'the total');
  await dialog.getByRole('button', { name: t.quotes.send }).click();
  await expectVisible(staff.getByText(t.quotes.sent), 'the quote sent');
  await expectHidden(row, 'the item gone from the queue');

  // the customer confirms the quote in the cart, then orders and pays that item
  await page.reload();
  await expectVisible(page.getByText(e.cart.item.quoteReady), 'the quote to confirm');
  await expectVisible(page.getByText(e.cartPrice).first(), 'the quoted price in the cart');
  await page.getByRole('button', { name: e.cart.item.acceptQuote }).click();
  await expectVisible(page.getByRole('heading', { name: fill(e.cart.sections.finished, { count: 1 }) }), 'the confirmed item ready for checkout');
  const { order_id: orderId, order_no: orderNo } = await placeOrderViaApi(page, base, PAYMENT.card, cartId);
  await payOrderByCard(page, base, orderId);
  await page.goto(`${base}/web/user/order/${orderId}`);
  await expectVisible(page.getByTestId('order-status').getByText(e.orders.status[1003]), 'the quoted order paid');
  ctx.log(`${e.lang}: cart item ${cartId} quoted ${QUOTE.total} by sales, confirmed, ordered as ${orderNo} and paid by card`);
};
