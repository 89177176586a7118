// (issue 8 §6, §7) Japanese edition on a phone: the order form's bottom bar, the order detail at 390 px, dead
// ends with the shop header. See e2e/phone-flow.ts.
import type { JourneyContext } from '../harness';
import { phoneJourney } from '../phone-flow';

export const name = 'Phone (Japanese): order form bar, order detail at 390 px, dead ends keep the header';

const JA = {
  checkout: 'レジに進む', firstName: '名', lastName: '姓', country: '国・地域', street: '番地・建物名', region: '都道府県・州',
  city: '市区町村', postcode: '郵便番号', phone: '電話番号', business: '法人', save: '保存',
  toShipping: '配送方法へ進む', toPayment: 'お支払いへ進む', place: '注文を確定する',
};

export const run = (ctx: JourneyContext): Promise<void> =>
  phoneJourney(ctx, ctx.jpUrl, {
    edition: 'jp', signIn: 'ログイン', add: 'カートに追加', checkoutLabels: JA, address: { region: '東京都', city: '千代田区', postcode: '100-0001' },
    carrier: 'OCS', wire: '銀行振込（米ドル）', items: '商品', orders: '注文履歴',
  });
