// The account deletion's confirmation (issue 15): queued in the erase's transaction, before the address is erased,
// so it still reaches the customer; it names what was kept and why.
import type { DbOrTx } from '../../db/client';
import { queueCustomerMail } from './enqueue-mail';
import { recipientOf } from './mail-kit';

export const mailAccountDeleted = async (tx: DbOrTx, userId: number, now: Date): Promise<void> => {
  const to = await recipientOf(tx, userId);
  if (!to) return;
  const jp = to.lang === 'jp';
  await queueCustomerMail(tx, {
    kind: 'account_deleted', to, dedupeKey: `account_deleted:${userId}`,
    subject: jp ? 'アカウントの削除が完了しました' : 'Your account has been deleted',
    heading: jp ? 'アカウントを削除しました' : 'Your account is deleted',
    blocks: [
      { p: jp
        ? 'ご依頼のとおりアカウントを削除し、ご住所、プロフィール、サポートのやり取り、アップロードされたファイルを消去しました。'
        : 'As you asked, we deleted your account and erased your addresses, profile, support conversations and uploaded files.' },
      { p: jp
        ? 'ご注文、請求書、お支払いの記録は法令で定められた期間保管します。これらには請求書に必要な情報のみが残ります。'
        : 'Orders, invoices and payment records are kept for the period the law requires, with only what an invoice needs.' },
      { p: jp
        ? '同じメールアドレスでいつでも新しいアカウントを登録できます。'
        : 'You can register a new account with the same e-mail address at any time.' },
    ],
  }, now);
};
