// (issue 8 §5, §6, §7) Forms and numbers in the Japanese edition: see e2e/forms-flow.ts.
import type { JourneyContext } from '../harness';
import { formsJourney } from '../forms-flow';

export const name = 'Forms and numbers (Japanese): register first click, counts, estimate with OCS, cart quantities, unit × qty in yen, header name';

export const run = (ctx: JourneyContext): Promise<void> =>
  formsJourney(ctx, ctx.jpUrl, {
    first: '名', last: '姓', email: 'メールアドレス', emailConfirm: 'メールアドレス（確認）', password: 'パスワード', passwordConfirm: 'パスワード（確認）',
    create: 'アカウントを作成', mismatch: 'パスワードが一致しません', welcome: 'Fusionへようこそ！',
    designs: 'デザイン数', country: '配送先の国', brazil: 'ブラジル', carrier: '配送業者', defaultCarrier: 'OCS（日本）',
    stepNote: /37個では製造できないため、次の数量50個にしました。/, maxNote: /100000個は上限を超えるため/,
    pricedFor: /表示価格は\d+個分です。/, nameHeading: '氏名', save: '保存', accountMenu: 'アカウントメニュー',
  });
