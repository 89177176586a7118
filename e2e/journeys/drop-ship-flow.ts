// (issue 15) Drop shipping, run once per edition (drop-ship.journey / drop-ship-japanese.journey): sales put goods in
// storage for a new customer in the console; the customer's account menu now has Drop Shipping; the customer uploads
// an address list with a wrong carrier, sees the problem by row, column and value, uploads the corrected row alone
// (the valid row was kept), submits the list and pays the shipping fees by card; engineering enter the tracking
// number of a package; the customer sees it on the list's page.
import { assert, expectUrl, expectVisible, field, type JourneyContext } from '../harness';
import { registerViaApi } from '../flows';
import { EDITION_EN, EDITION_JA, fill, type Edition } from './edition-texts';
import { PAYMENT, payOrderByCard, placeOrderViaApi } from './order-api';
import { staffConsole } from './staff-flows';
import { dropShip as dropShipEn } from '../../src/web/i18n/en/drop-ship';
import { dropShip as dropShipJa } from '../../src/web/i18n/ja/drop-ship';
import { shell as shellEn } from '../../src/web/i18n/en/shell';
import { shell as shellJa } from '../../src/web/i18n/ja/shell';
import { DROP_SHIP_COLUMNS } from '../../src/shared/rules/drop-ship';

export interface DropShipEdition extends Edition {
  dropShip: typeof dropShipEn;
  shell: typeof shellEn;
}
export const DROP_SHIP_EN: DropShipEdition = { ...EDITION_EN, dropShip: dropShipEn, shell: shellEn };
export const DROP_SHIP_JA: DropShipEdition = { ...EDITION_JA, dropShip: dropShipJa as typeof dropShipEn, shell: shellJa as typeof shellEn };

const HEADER = DROP_SHIP_COLUMNS.join(',');
const GOOD = 'P-1,SKU-J,2,DHL,Ann Lee,,+1 555 0100,US,CA,San Jose,1 Main St,95112,';
const WRONG_CARRIER = 'P-2,SKU-J,1,FedEx,Bo Kim,,+82 2 555 0100,KR,,Seoul,2 Jong-ro,03154,';
const FIXED = 'P-2,SKU-J,1,SZ Post,Bo Kim,,+82 2 555 0100,KR,,Seoul,2 Jong-ro,03154,';
const TRACKING = 'JD0146000062812';

const csv = (name: string, ...rows: string[]) => ({ name, mimeType: 'text/csv', buffer: Buffer.from([HEADER, ...rows].join('\n') + '\n') });

export const dropShipJourney = async (ctx: JourneyContext, e: DropShipEdition): Promise<void> => {
  const base = e.base(ctx);
  const { dropShip: d, staff: s } = e;
  const account = await registerViaApi(ctx.baseUrl, `drop-${e.lang}`, e.lang);

  // sales put 5 units in storage for the customer
  const sales = await staffConsole(ctx, 'sales', '/staff/drop-ship', base);
  await expectVisible(sales.getByRole('heading', { name: s.dropShip.title }), 'the drop-shipping screen', 30_000);
  await field(sales, s.dropShip.grant.email).fill(account.email);
  await field(sales, s.dropShip.grant.item).fill('SKU-J');
  await field(sales, s.dropShip.grant.description).fill('Journey widget');
  await field(sales, s.dropShip.grant.quantity).fill('5');
  await sales.getByRole('button', { name: s.dropShip.grant.submit }).click();
  await expectVisible(sales.getByTestId('staff-drop-ship-stock').getByText(account.email), 'the stock in the console', 30_000);

  const page = await ctx.newPage();
  await page.goto(`${base}/login`);
  await field(page, ['Email', 'メールアドレス']).fill(account.email);
  await field(page, ['Password', 'パスワード']).fill(account.password);
  await page.getByRole('button', { name: e.signIn, exact: true }).click();
  await expectUrl(page, (u) => u.pathname !== '/login', 'signed in');
  await page.goto(`${base}/web/user/personal_detail`);
  await page.getByRole('link', { name: e.shell.userMenu.dropShip }).first().click();
  await expectUrl(page, (u) => u.pathname === '/web/user/dropOrder/item', 'the drop-shipping page from the account menu', 30_000);
  await expectVisible(page.getByTestId('drop-ship-stock').getByText('SKU-J'), 'the goods in storage', 30_000);

  // a list with a wrong carrier: the problem by row, column and value; the valid row is kept
  await page.locator('input[type="file"]').setInputFiles(csv('addresses.csv', GOOD, WRONG_CARRIER));
  await page.getByRole('button', { name: d.upload.submit }).click();
  const problem = page.getByTestId('problem-3-shipping_method');
  await expectVisible(problem, 'the problem in row 3', 30_000);
  await expectVisible(problem.getByText(d.column.shipping_method), 'its column');
  await expectVisible(problem.getByText('FedEx'), 'its value');
  await expectVisible(problem.getByText(d.problem.carrier), 'its message');
  await expectVisible(page.getByTestId('package-P-1'), 'the valid row kept');

  // the corrected row alone
  await page.locator('input[type="file"]').setInputFiles(csv('fixed.csv', FIXED));
  await page.getByRole('button', { name: d.upload.submit }).click();
  await expectVisible(page.getByTestId('package-P-2'), 'the corrected row added', 30_000);
  await expectVisible(page.getByTestId('package-P-1'), 'the kept row still there');
  await page.getByRole('button', { name: d.submit }).click();
  await expectUrl(page, (u) => /^\/web\/user\/dropOrder\/\d+$/.test(u.pathname), 'the list page', 30_000);
  await expectVisible(page.getByTestId('drop-ship-status').getByText(d.status.unpaid), 'waiting for payment', 30_000);
  const listId = Number(new URL(page.url()).pathname.split('/').pop());

  // pay the fees like any order
  const cartId = await page.evaluate(async (id) => {
    const res = await fetch(`/api/v1/drop-ship/lists/detail?id=${id}`);
    return ((await res.json()) as { data: { cart_id: number } }).data.cart_id;
  }, listId);
  const placed = await placeOrderViaApi(page, base, PAYMENT.card, cartId);
  // the fees (product 1633) are money only: their order ships nothing and charges no shipping on top
  const shipped = await page.evaluate(async (id) => {
    const res = await fetch(`/api/v1/order/detail?id=${id}`);
    return ((await res.json()) as { data: { shipping: unknown[]; shipping_fee: string } }).data;
  }, placed.order_id);
  assert(shipped.shipping_fee === '0' && shipped.shipping.length === 0, `the fees' order has shipping 0 and no carrier, got ${JSON.stringify(shipped)}`);
  await payOrderByCard(page, base, placed.order_id);

  // engineering enter the tracking number
  const engineering = await staffConsole(ctx, 'engineering', '/staff/drop-ship', base);
  const card = engineering.getByTestId(`staff-drop-ship-list-${listId}`);
  await expectVisible(card, 'the list in the console', 30_000);
  await field(card, fill(s.dropShip.tracking.label, { order: 'P-1' })).fill(TRACKING);
  await card.getByRole('button', { name: s.dropShip.tracking.save }).first().click();
  await expectVisible(engineering.getByText(s.dropShip.tracking.saved), 'the tracking saved', 30_000);

  await page.goto(`${base}/web/user/dropOrder/${listId}`);
  await expectVisible(page.getByTestId('package-P-1').getByText(TRACKING), 'the tracking number for the customer', 30_000);
  await expectVisible(page.getByTestId('drop-ship-status').getByText(d.status.paid), 'paid and shipping');
};
