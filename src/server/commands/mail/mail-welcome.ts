// Welcome mail with the sign-up coupon (issue 8 §2), queued in the registration's transaction. Without the coupon
// (an address that got it before, with an account since deleted: issue 15) it says nothing about one.
import type { DbOrTx } from '../../db/client';
import { SIGNUP_COUPON } from '../../../shared/ids';
import { queueCustomerMail } from './enqueue-mail';
import { mailDate, moneyFor, recipientOf, siteLink } from './mail-kit';

export const mailWelcome = async (tx: DbOrTx, userId: number, couponExpires: Date | null, now: Date): Promise<void> => {
  const to = await recipientOf(tx, userId);
  if (!to) return;
  const money = await moneyFor(tx, to.lang);
  const value = money(SIGNUP_COUPON.valueCents);
  const jp = to.lang === 'jp';
  if (!couponExpires) {
    await queueCustomerMail(tx, {
      kind: 'welcome', to, dedupeKey: `welcome:${userId}`,
      subject: jp ? 'Fusionへようこそ' : 'Welcome to Fusion',
      heading: jp ? 'ご登録ありがとうございます' : 'Your Fusion account is ready',
      blocks: jp
        ? [{ p: 'アカウントの登録が完了しました。プリント基板、ステンシルなどのお見積りはいつでもオンラインで。' }, { link: { label: 'PCBのお見積り', url: siteLink('/fusion_pcb') } }]
        : [{ p: 'Thank you for signing up. Quote boards, stencils and more online at any time.' }, { link: { label: 'Quote a PCB', url: siteLink('/fusion_pcb') } }],
    }, now);
    return;
  }
  const until = mailDate(couponExpires, to.lang);
  await queueCustomerMail(tx, {
    kind: 'welcome', to, dedupeKey: `welcome:${userId}`,
    subject: jp ? 'Fusionへようこそ' : 'Welcome to Fusion',
    heading: jp ? 'ご登録ありがとうございます' : 'Your Fusion account is ready',
    blocks: jp
      ? [
          { p: `アカウントの登録が完了しました。${value}分の新規登録クーポンをお付けしました（${until}まで有効）。ご注文の際にチェックアウトでお使いいただけます。` },
          { link: { label: 'クーポンを見る', url: siteLink('/web/user/coupon') } },
          { p: 'プリント基板、ステンシルなどのお見積りはいつでもオンラインで。' },
          { link: { label: 'PCBのお見積り', url: siteLink('/fusion_pcb') } },
        ]
      : [
          { p: `Thank you for signing up. A ${value} sign-up coupon is waiting in your account, valid until ${until}; use it at checkout.` },
          { link: { label: 'See your coupons', url: siteLink('/web/user/coupon') } },
          { p: 'Quote boards, stencils and more online at any time.' },
          { link: { label: 'Quote a PCB', url: siteLink('/fusion_pcb') } },
        ],
  }, now);
};
