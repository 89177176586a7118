// Support answered the customer (issue 8 §3): the reply itself and a link to the conversation in their account,
// in the customer's language, queued in the reply's transaction (one mail per reply).
import type { DbOrTx } from '../../db/client';
import { queueCustomerMail } from './enqueue-mail';
import { recipientOf, siteLink } from './mail-kit';

interface SupportReply {
  conversationId: number;
  userId: number;
  subject: string;
  messageId: number;
  body: string;
}

export const mailSupportReply = async (tx: DbOrTx, r: SupportReply, now: Date): Promise<void> => {
  const to = await recipientOf(tx, r.userId);
  if (!to) return;
  const jp = to.lang === 'jp';
  await queueCustomerMail(tx, {
    kind: 'support_reply', to, dedupeKey: `support_reply:${r.messageId}`,
    subject: jp ? `サポートからの返信：${r.subject}` : `Support replied: ${r.subject}`,
    heading: jp ? 'サポートから返信がありました' : 'Our support team replied',
    blocks: [
      { p: jp ? `お問い合わせ「${r.subject}」について、サポートから次のとおり返信しました。` : `We answered your question "${r.subject}":` },
      { p: r.body },
      { p: jp ? '続けてご質問がある場合は、アカウントのお問い合わせページからご返信ください。' : 'To answer or add something, open the conversation in your account.' },
      { link: { label: jp ? 'お問い合わせを開く' : 'Open the conversation', url: siteLink(`/web/user/support/${r.conversationId}`) } },
    ],
  }, now);
};
