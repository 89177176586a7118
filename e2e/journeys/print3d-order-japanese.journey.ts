// (issue 12) 3D printing in the Japanese edition: the same order in Japanese, priced in yen.
import type { JourneyContext } from '../harness';
import { print3dJourney } from './print3d-flow';

export const name = '3D printing in the Japanese edition: upload an STL, 3D preview, change the material, add to cart';

export const run = (ctx: JourneyContext): Promise<void> =>
  print3dJourney(ctx, {
    base: (c) => c.jpUrl, tag: 'ja', email: 'メールアドレス', password: 'パスワード', signIn: 'ログイン', title: '3Dプリント',
    material: '材料', tough: 'タフレジン', quantity: '数量', addToCart: 'カートに追加', added: 'カートに追加しました', viewCart: 'カートを見る',
    cartSpecs: /造形方式：SLA（光造形・レジン） ／ 材料：タフレジン/,
    phone: false,
  });
