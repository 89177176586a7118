// Newsletter mails (issue 15): the double opt-in's confirmation link, and the welcome with the unsubscribe link.
// The address may belong to no account, so these are written here rather than through queueCustomerMail.
import type { DbOrTx } from '../../db/client';
import type { Lang } from '../../../shared/ids';
import { enqueueMail } from './enqueue-mail';
import { siteLink } from './mail-kit';
import { renderMail } from './render';

const FOOTER: Record<Lang, string> = {
  en: 'Fusion — custom manufacturing online. You receive this e-mail because this address was entered in our newsletter sign-up.',
  jp: 'Fusion — カスタム製造のオンラインストア。このメールは、ニュースレターの登録フォームにこのアドレスが入力されたためお送りしています。',
};

const queue = (tx: DbOrTx, kind: string, dedupeKey: string, to: { email: string; lang: Lang }, m: { subject: string; heading: string; text: string; link: { label: string; url: string } }, now: Date) =>
  enqueueMail(tx, {
    ...renderMail({ subject: m.subject, heading: m.heading, blocks: [{ p: m.text }, { link: m.link }], footer: FOOTER[to.lang], lang: to.lang }),
    kind, dedupeKey, to: to.email, lang: to.lang,
  }, now);

/** The confirmation link of a sign-up: nothing is sent to the list before it is opened. */
export const mailNewsletterConfirm = (tx: DbOrTx, to: { email: string; lang: Lang }, token: string, tokenHash: string, now: Date) =>
  queue(tx, 'newsletter_confirm', `newsletter_confirm:${tokenHash}`, to, to.lang === 'jp'
    ? {
        subject: 'ニュースレター登録の確認',
        heading: 'ご登録を確定してください',
        text: 'Fusionニュースレターへのご登録ありがとうございます。下のリンクを開くと登録が確定します（7日間有効）。お心当たりがない場合はこのメールを破棄してください。',
        link: { label: '登録を確定する', url: siteLink(`/subscribe?token=${token}`) },
      }
    : {
        subject: 'Confirm your newsletter subscription',
        heading: 'Please confirm your subscription',
        text: 'Thank you for signing up for the Fusion newsletter. Open the link below to confirm it (valid for 7 days). If you did not sign up, ignore this e-mail.',
        link: { label: 'Confirm my subscription', url: siteLink(`/subscribe?token=${token}`) },
      }, now);

/** After the confirmation: the address is on the list, and this is how it leaves it. */
export const mailNewsletterWelcome = (tx: DbOrTx, to: { email: string; lang: Lang }, unsubscribeToken: string, tokenHash: string, now: Date) =>
  queue(tx, 'newsletter_welcome', `newsletter_welcome:${tokenHash}`, to, to.lang === 'jp'
    ? {
        subject: 'ニュースレターの登録が完了しました',
        heading: 'ご登録ありがとうございます',
        text: 'Fusionニュースレターの登録が完了しました。配信を停止するには、いつでも下のリンクを開いてください。',
        link: { label: '配信を停止する', url: siteLink(`/unsubscribe?token=${unsubscribeToken}`) },
      }
    : {
        subject: 'You are subscribed to the Fusion newsletter',
        heading: 'Welcome to the Fusion newsletter',
        text: 'Your subscription is confirmed. To stop receiving the newsletter, open the link below at any time.',
        link: { label: 'Unsubscribe', url: siteLink(`/unsubscribe?token=${unsubscribeToken}`) },
      }, now);
