// (issue 9) A premium board waits for a manual quote: the console lists it with its 24-hour badge, sales answer it
// with price lines and build days, and the customer's cart shows the quote to confirm, then confirms it.
import { expectHidden, expectUrl, expectVisible, field, type JourneyContext } from '../harness';
import { addPcbViaApi, signedInCustomer } from './checkout.journey';
import { staffConsole } from './staff-flows';

export const name = 'Staff console: sales answer a premium quotation, the customer sees and confirms it';

export const run = async (ctx: JourneyContext): Promise<void> => {
  const page = await signedInCustomer(ctx, 'quote');
  await page.goto(`${ctx.baseUrl}/web/cart`);
  // the premium tier (5) with 20 layers: no price, a manual quote
  const cartId = await addPcbViaApi(page, ctx.baseUrl, { layers: 20, thickness: 2.4 }, { tier: 5 });

  const staff = await staffConsole(ctx, '/staff');
  await expectUrl(staff, (u) => u.pathname === '/staff/quotes', 'the quotations queue first');
  const row = staff.getByTestId(`quote-${cartId}`);
  await expectVisible(row, 'the waiting item');
  await expectVisible(row.getByTestId('due-badge').getByText(/left/), 'the 24-hour badge');
  await row.getByRole('button', { name: 'Answer' }).click();
  const dialog = staff.getByRole('dialog');
  await field(dialog, 'Amount (USD)').fill('450');
  await field(dialog, 'Build days').fill('12');
  await expectVisible(dialog.getByText('The customer pays $450.00'), 'the total');
  await dialog.getByRole('button', { name: 'Send the quote' }).click();
  await expectVisible(staff.getByText('Quote sent: the customer can now confirm it.'), 'the quote sent');
  await expectHidden(row, 'the item gone from the queue');

  await page.reload();
  await expectVisible(page.getByText('Our engineers quoted this item. Please confirm the quote.'), 'the quote to confirm');
  await expectVisible(page.getByText('$450.00').first(), 'the quoted price in the cart');
  await page.getByRole('button', { name: 'Accept quote' }).click();
  await expectVisible(page.getByRole('heading', { name: 'Finished quotation (1)' }), 'the confirmed item ready for checkout');
  ctx.log(`cart item ${cartId}: quoted $450.00 in the console and confirmed by the customer`);
};
