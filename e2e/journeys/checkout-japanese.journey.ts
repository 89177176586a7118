// (issue 4 §6) The Japanese edition's checkout: cart, steps and totals in Japanese and priced in yen, paid by card.
import { assert, expectUrl, expectVisible, type JourneyContext } from '../harness';
import { addPcbViaApi, checkoutWithNewAddress, payByCard, shipAndPlace, signedInCustomer } from './checkout.journey';

export const name = 'Checkout in the Japanese edition, priced in yen';

export const JA = {
  checkout: 'レジに進む', firstName: '名', lastName: '姓', country: '国・地域', street: '番地・建物名', region: '都道府県・州',
  city: '市区町村', postcode: '郵便番号', phone: '電話番号', business: '法人', save: '保存',
  toShipping: '配送方法へ進む', toPayment: 'お支払いへ進む', place: '注文を確定する',
};

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
  await payByCard(page, '5555 5555 5555 4444');
  await expectUrl(page, (u) => u.pathname === '/pay_msg', 'back on /pay_msg', 20_000);
  await expectVisible(page.getByRole('heading', { name: 'お支払いが完了しました' }), 'the Japanese success page');
  ctx.log(`cart total ${total}`);
};
