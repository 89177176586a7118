// (issue 4 §6) The Japanese edition's checkout: cart, steps and totals in Japanese and priced in yen, paid by card.
import { assert, expectUrl, expectVisible, type JourneyContext } from '../harness';
import { checkout as checkoutJa } from '../../src/web/i18n/ja/checkout';
import { SANDBOX_TEXT } from '../../src/server/integrations/payments/sandbox/pages/layout';
import { shot } from '../phone-flow';
import { addPcbViaApi, checkoutWithNewAddress, payByCard, shipAndPlace, signedInCustomer } from './checkout.journey';

export const name = 'Checkout in the Japanese edition, priced in yen';

export const JA = {
  checkout: 'レジに進む', firstName: '名', lastName: '姓', country: '国・地域', street: '番地・建物名', region: '都道府県・州',
  city: '市区町村', postcode: '郵便番号', phone: '電話番号', business: '法人', save: '保存',
  toShipping: '配送方法へ進む', toPayment: 'お支払いへ進む', place: '注文を確定する',
};

const CARD_EXPIRED_JA = SANDBOX_TEXT.jp.refusals.expired;

const yen = /[¥￥]\s?\d[\d,]*(?![.,\d])/;

export const run = async (ctx: JourneyContext): Promise<void> => {
  const page = await signedInCustomer(ctx, 'japan', ctx.jpUrl, 'ログイン');
  await addPcbViaApi(page, ctx.jpUrl);
  await page.goto(`${ctx.jpUrl}/web/cart`);
  await expectVisible(page.getByRole('heading', { name: 'ショッピングカート' }), 'the Japanese cart');
  const total = (await page.getByTestId('selected-total').textContent())?.trim() ?? '';
  assert(yen.test(total), `expected the cart total in yen, got ${total}`);

  // Japan is preselected on the Japanese edition's address form.
  await checkoutWithNewAddress(page, ctx.jpUrl, { region: '東京都', city: 'Chiyoda-ku', postcode: '100-0001' }, JA);
  await expectVisible(page.getByRole('radio', { name: /^OCS\b/ }), 'OCS, the carrier for Japan');
  await expectVisible(page.getByText(yen).first(), 'a shipping cost in yen');
  await shipAndPlace(page, 'OCS', 'クレジットカード', JA);
  // (issue 8 §6) the card page speaks Japanese: the amount in yen, with the dollar charge stated
  await expectUrl(page, (u) => u.pathname.startsWith('/api/sandbox-pay/card/'), "the sandbox's card page", 20_000);
  await expectVisible(page.getByTestId('amount').getByText(yen), 'the amount in yen on the card page');
  await expectVisible(page.getByTestId('charged-as').getByText(/USD \d+\.\d\dとして請求されます/), 'the dollar charge stated');
  // (issue 8 §6) the card page's refusals are Japanese too: an expired card is refused on the page itself
  await payByCard(page, '5555 5555 5555 4444', '12/20');
  await expectVisible(page.getByRole('alert').getByText(CARD_EXPIRED_JA), 'the Japanese refusal of an expired card', 20_000);
  await shot(page, 'ja-card-refused-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'ja-card-refused-phone');
  await page.setViewportSize({ width: 1366, height: 900 });
  // a card the bank refuses: the shop's failure page in Japanese, with the bank's code; then pay by card again
  await payByCard(page, '4000 0000 0000 0002');
  await expectUrl(page, (u) => u.pathname === '/pay_msg' && u.searchParams.get('result') === 'failed', 'the failure page', 20_000);
  await expectVisible(page.getByRole('heading', { name: checkoutJa.result.failedTitle }), 'the Japanese failure page');
  await expectVisible(page.getByText(checkoutJa.result.bankRefused.replace('{{code}}', 'card_declined')), 'the bank refusal in Japanese');
  await page.getByRole('button', { name: checkoutJa.result.another }).click();
  await page.getByRole('radio', { name: checkoutJa.methods.card, exact: true }).check();
  await page.getByRole('button', { name: checkoutJa.result.payNow, exact: true }).click();
  await payByCard(page, '5555 5555 5555 4444');
  await expectUrl(page, (u) => u.pathname === '/pay_msg' && u.searchParams.get('result') === 'success', 'back on /pay_msg', 20_000);
  await expectVisible(page.getByRole('heading', { name: 'お支払いが完了しました' }), 'the Japanese success page');
  // (issue 8 §6) the order's address names its country in Japanese
  await page.getByRole('link', { name: checkoutJa.result.viewOrder }).click();
  await expectVisible(page.getByText('日本', { exact: true }), 'the country in Japanese on the order page', 20_000);
  await shot(page, 'ja-order-desktop');
  ctx.log(`cart total ${total}`);
};
