// (issue 8 §2, §4) In both editions: a new customer gets the welcome mail; a PCB added without its design file waits
// as "awaiting files upload" and is attached on the cart page; the cart shows its specs in words; checkout with a
// wire transfer; the order-placed mail (specs in words) and the wire-transfer instructions arrive in the account's
// language, read from the mail outbox; the order page shows tracking and the order's history.
import type { Page } from 'playwright-core';
import { assert, eventually, expectUrl, expectVisible, type JourneyContext } from '../harness';
import { arduinoZip } from '../flows';
import { readMails, type Mail } from '../outbox';
import { EN, US_ADDRESS, addPcbViaApi, checkoutWithNewAddress, shipAndPlace, signedInCustomer, type NewAddress } from './checkout.journey';

export const name = 'Order mails in both editions: welcome, awaiting files then attached, specs in words, order placed and wire instructions from the outbox, tracking';

const JA = {
  checkout: 'レジに進む', firstName: '名', lastName: '姓', country: '国・地域', street: '番地・建物名', region: '都道府県・州',
  city: '市区町村', postcode: '郵便番号', phone: '電話番号', business: '法人', save: '保存',
  toShipping: '配送方法へ進む', toPayment: 'お支払いへ進む', place: '注文を確定する',
};

interface Edition {
  lang: 'en' | 'jp';
  base: string;
  signIn: string;
  labels: typeof EN;
  address: NewAddress;
  carrier: string;
  wire: string;
  t: {
    welcome: string; awaiting: string; attach: string; attached: string; specs: string;
    placed: (no: string) => string; wireMail: (no: string) => string; mailSpecs: string; tracking: string;
  };
}

const editions = (ctx: JourneyContext): Edition[] => [
  {
    lang: 'en', base: ctx.baseUrl, signIn: 'Sign in', labels: EN, address: US_ADDRESS, carrier: 'DHL', wire: 'Wire transfer (USD)',
    t: {
      welcome: 'Welcome to Fusion', awaiting: 'Awaiting files upload', attach: 'Upload and attach', attached: 'File attached.',
      specs: 'Base material: FR-4', placed: (no) => `Order ${no} received`, wireMail: (no) => `How to pay order ${no} by wire transfer`,
      mailSpecs: 'Layers: 2-layer', tracking: 'Tracking',
    },
  },
  {
    lang: 'jp', base: ctx.jpUrl, signIn: 'ログイン', labels: JA, address: { region: '東京都', city: 'Chiyoda-ku', postcode: '100-0001' }, carrier: 'OCS',
    wire: '銀行振込（米ドル）',
    t: {
      welcome: 'Fusionへようこそ', awaiting: 'ファイルのアップロード待ち', attach: 'アップロードして添付', attached: 'ファイルを添付しました。',
      specs: '基材：FR-4', placed: (no) => `ご注文を承りました（注文番号 ${no}）`, wireMail: (no) => `お振込みのご案内（注文番号 ${no}）`,
      mailSpecs: '層数：2層', tracking: '配送状況',
    },
  },
];

/** The mail to `to` whose subject is `subject`, once the outbox has it (delivery runs after the answer). */
const mailTo = (ctx: JourneyContext, to: string, subject: string): Promise<Mail> =>
  eventually(async () => readMails(ctx.outboxDir).find((m) => m.to.includes(to) && m.subject === subject), `the mail "${subject}" to ${to}`);

const emailOf = async (page: Page): Promise<string> =>
  page.evaluate(async () => ((await (await fetch('/api/user/info')).json()) as { data: { email: string } }).data.email);

const journey = async (ctx: JourneyContext, e: Edition): Promise<void> => {
  const page = await signedInCustomer(ctx, `mails-${e.lang}`, e.base, e.signIn, e.lang);
  const email = await emailOf(page);
  const welcome = await mailTo(ctx, email, e.t.welcome);
  assert(welcome.bodies.length === 2, `the welcome mail has a text and an HTML part (${welcome.bodies.length} parts)`);

  // a board added without its Gerber files waits for them and cannot be selected for checkout
  await addPcbViaApi(page, e.base, {}, { withFile: false });
  await page.goto(`${e.base}/web/cart`);
  const item = page.getByRole('article').first();
  await expectVisible(item.getByText(e.t.awaiting, { exact: true }), `the status "${e.t.awaiting}"`);
  assert(await item.getByRole('checkbox').isDisabled(), 'an item without its file cannot be selected');
  await item.locator('input[type=file]').setInputFiles({ name: 'arduino-uno.zip', mimeType: 'application/zip', buffer: arduinoZip() });
  await item.getByRole('button', { name: e.t.attach }).click();
  await expectVisible(page.getByText(e.t.attached), 'the file attached');
  await eventually(async () => !(await item.getByRole('checkbox').isDisabled()), 'the item selectable once its file is attached', 30_000);
  await expectVisible(item.getByTestId('item-specs').getByText(e.t.specs, { exact: false }), 'the specs in words in the cart');

  await checkoutWithNewAddress(page, e.base, e.address, e.labels);
  await shipAndPlace(page, e.carrier, e.wire, e.labels);
  await expectUrl(page, (u) => u.pathname === '/pay_msg' && u.searchParams.get('method') === '8', 'the wire instructions', 20_000);
  const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
  await page.goto(`${e.base}/web/user/order/${orderId}`);
  const no = await page.evaluate(async (id) => ((await (await fetch(`/api/v1/order/detail?id=${id}`)).json()) as { data: { order_no: string } }).data.order_no, orderId);
  assert(no, 'the order number');

  const placed = await mailTo(ctx, email, e.t.placed(no));
  assert(placed.bodies.some((b) => b.includes(e.t.mailSpecs)), `the order-placed mail lists the specs in words (${e.t.mailSpecs})`);
  const wire = await mailTo(ctx, email, e.t.wireMail(no));
  assert(wire.bodies[0]?.includes(no), 'the wire instructions quote the order number');

  await expectVisible(page.getByRole('region', { name: e.t.tracking }), 'the tracking section');
  await expectVisible(page.getByTestId('line-specs').first(), "the line's specs in words on the order page");
  ctx.log(`${e.lang}: order ${no}, mails "${placed.subject}" and "${wire.subject}"`);
};

export const run = async (ctx: JourneyContext): Promise<void> => {
  for (const e of editions(ctx)) await journey(ctx, e);
};
