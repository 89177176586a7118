// The customer's DFA review mails (issue 11): an engineer raised an issue (the order is on hold until it is answered),
// asked again about an answer, or accepted every answer (the order goes on). Each links to the reply page
// /web/user/dfa/:orderId and is queued in the staff action's transaction, in the customer's edition.
import type { DbOrTx } from '../../db/client';
import { queueCustomerMail, type CustomerMail } from './enqueue-mail';
import { recipientOf, siteLink } from './mail-kit';

interface DfaMail {
  orderId: number;
  userId: number;
  orderNo: string;
}

type Written = Pick<CustomerMail, 'subject' | 'heading' | 'blocks'>;

/** Queues one DFA mail to the order's customer, written in their edition's language; one per event (time). */
const queueDfaMail = async (tx: DbOrTx, kind: string, p: DfaMail, now: Date, write: (jp: boolean) => Written): Promise<void> => {
  const to = await recipientOf(tx, p.userId);
  if (!to) return;
  await queueCustomerMail(tx, { kind, to, orderId: p.orderId, dedupeKey: `${kind}:${p.orderId}:${now.toISOString()}`, ...write(to.lang === 'jp') }, now);
};

const replyLink = (orderId: number, jp: boolean) => ({
  link: { label: jp ? 'DFA レビューに回答する' : 'Answer the DFA review', url: siteLink(`/web/user/dfa/${orderId}`) },
});

export const mailDfaRaised = async (tx: DbOrTx, p: DfaMail & { title: string; description: string }, now: Date): Promise<void> => {
  await queueDfaMail(tx, 'dfa_raised', p, now, (jp) => ({
    subject: jp ? `ご注文 ${p.orderNo}：DFA レビューのご確認のお願い` : `Order ${p.orderNo}: please answer our DFA review`,
    heading: jp ? 'DFA レビューでご確認いただきたい点があります' : 'Our DFA review has a question for you',
    blocks: [
      { p: jp ? `ご注文 ${p.orderNo} の組立性（DFA）レビューで、ご確認いただきたい点が見つかりました。ご回答いただくまで、ご注文は保留となります。` : `Our design-for-assembly (DFA) review of order ${p.orderNo} found a point we need you to answer. The order is on hold until you do.` },
      { p: p.title },
      { p: p.description },
      replyLink(p.orderId, jp),
    ],
  }));
};

export const mailDfaAskedAgain = async (tx: DbOrTx, p: DfaMail & { title: string; note: string }, now: Date): Promise<void> => {
  await queueDfaMail(tx, 'dfa_asked_again', p, now, (jp) => ({
    subject: jp ? `ご注文 ${p.orderNo}：DFA レビューの再確認のお願い` : `Order ${p.orderNo}: our engineer asks again about the DFA review`,
    heading: jp ? 'エンジニアから再度のご確認のお願いです' : 'Our engineer needs a little more',
    blocks: [
      { p: jp ? `「${p.title}」へのご回答を拝見しました。次の点について、もう一度ご回答をお願いします。` : `We read your answer to "${p.title}". Please answer again with this in mind:` },
      { p: p.note },
      { p: jp ? 'ご回答の編集ができるようになっています。ご注文は引き続き保留となります。' : 'Your reply is open for editing again; the order stays on hold until then.' },
      replyLink(p.orderId, jp),
    ],
  }));
};

export const mailDfaAccepted = async (tx: DbOrTx, p: DfaMail, now: Date): Promise<void> => {
  await queueDfaMail(tx, 'dfa_accepted', p, now, (jp) => ({
    subject: jp ? `ご注文 ${p.orderNo}：DFA レビューが完了しました` : `Order ${p.orderNo}: DFA review complete`,
    heading: jp ? 'DFA レビューが完了しました' : 'Your DFA review is complete',
    blocks: [
      { p: jp ? `ご回答ありがとうございました。ご注文 ${p.orderNo} のすべての確認事項が承認され、保留が解除されました。製造を進めます。` : `Thank you for your answers. Every point of order ${p.orderNo} is accepted and the hold is released: we go on with your order.` },
      replyLink(p.orderId, jp),
    ],
  }));
};
