// Mails about an ODM request (issue 13): received, quoted (the price, the lead time and where to accept it) and
// declined (why). Each is queued in the transaction of its event; the customer's edition decides the language.
import type { DbOrTx } from '../../db/client';
import type { OdmDeclineReason } from '../../../shared/contracts/odm';
import { queueCustomerMail } from './enqueue-mail';
import { moneyFor, recipientOf, siteLink } from './mail-kit';

const MY_REQUESTS = '/web/user/odm';

interface About {
  userId: number;
  requestId: number;
  number: string;
}

export const mailOdmReceived = async (tx: DbOrTx, r: About, now: Date): Promise<void> => {
  const to = await recipientOf(tx, r.userId);
  if (!to) return;
  const jp = to.lang === 'jp';
  await queueCustomerMail(tx, {
    kind: 'odm_received', to, dedupeKey: `odm_received:${r.requestId}`,
    subject: jp ? `ODMのご依頼を受け付けました（${r.number}）` : `We received your ODM request ${r.number}`,
    heading: jp ? 'ご依頼ありがとうございます' : 'Thank you for your request',
    blocks: [
      { p: jp ? `ご依頼 ${r.number} を受け付けました。担当者が内容を確認し、1営業日以内にお見積りまたはご質問をお送りします。` : `We received request ${r.number}. Our team reads it and answers with a quote or questions within 1 working day.` },
      { link: { label: jp ? 'ご依頼を確認する' : 'See your requests', url: siteLink(MY_REQUESTS) } },
    ],
  }, now);
};

export const mailOdmQuoted = async (tx: DbOrTx, r: About & { totalCents: bigint; leadDays: number; quantity: number; note: string }, now: Date): Promise<void> => {
  const to = await recipientOf(tx, r.userId);
  if (!to) return;
  const money = await moneyFor(tx, to.lang);
  const jp = to.lang === 'jp';
  await queueCustomerMail(tx, {
    // a second quote (staff changed it) is news again: one mail per quoted price
    kind: 'odm_quoted', to, dedupeKey: `odm_quoted:${r.requestId}:${r.totalCents}:${r.leadDays}:${r.quantity}`,
    subject: jp ? `ODMのお見積り（${r.number}）` : `Your ODM quote is ready: ${r.number}`,
    heading: jp ? 'お見積りをお送りします' : 'Your quote is ready',
    blocks: [
      { p: jp ? `ご依頼 ${r.number} のお見積りです。アカウントのODMページで内容をご確認のうえ、承認するとカートに追加され、通常のご注文と同じくお支払いいただけます。` : `Here is the quote for request ${r.number}. Review it on your account's ODM page; accepting it puts it in your cart, and you pay it like any order.` },
      { rows: jp
        ? [['お見積り金額', money(r.totalCents)], ['数量', `${r.quantity}個`], ['リードタイム', `${r.leadDays}営業日`]]
        : [['Quoted price', money(r.totalCents)], ['Quantity', `${r.quantity} pcs`], ['Lead time', `${r.leadDays} working days`]] },
      ...(r.note ? [{ p: `${jp ? '担当者より：' : 'A note from us: '}${r.note}` }] : []),
      { link: { label: jp ? 'お見積りを確認する' : 'Review the quote', url: siteLink(MY_REQUESTS) } },
    ],
  }, now);
};

const DECLINE_WORDS: Record<OdmDeclineReason, { en: string; jp: string }> = {
  outside_capability: { en: 'The project is outside what we can make.', jp: 'ご依頼の内容は当社の製造能力の範囲外です。' },
  volume_too_small: { en: 'The volume is too small for a custom production run.', jp: 'カスタム生産には数量が少なすぎます。' },
  information_missing: { en: 'We need more information before we can quote.', jp: 'お見積りには追加の情報が必要です。' },
  other: { en: 'We cannot offer a quote for this request.', jp: 'このご依頼にはお見積りをご提供できません。' },
};

export const mailOdmDeclined = async (tx: DbOrTx, r: About & { reason: OdmDeclineReason; note: string }, now: Date): Promise<void> => {
  const to = await recipientOf(tx, r.userId);
  if (!to) return;
  const jp = to.lang === 'jp';
  const reason = DECLINE_WORDS[r.reason];
  await queueCustomerMail(tx, {
    kind: 'odm_declined', to, dedupeKey: `odm_declined:${r.requestId}`,
    subject: jp ? `ODMのご依頼について（${r.number}）` : `About your ODM request ${r.number}`,
    heading: jp ? 'お見積りをご提供できません' : 'We cannot quote this request',
    blocks: [
      { p: jp ? `ご依頼 ${r.number} のお見積りをご提供できませんでした。理由：${reason.jp}` : `We are sorry: we cannot quote request ${r.number}. ${reason.en}` },
      { p: `${jp ? '担当者より：' : 'A note from us: '}${r.note}` },
      { link: { label: jp ? 'ご依頼を確認する' : 'See your requests', url: siteLink(MY_REQUESTS) } },
    ],
  }, now);
};
