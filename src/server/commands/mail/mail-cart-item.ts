// Mails about one cart item (issue 8 §2): staff answered its quotation, or its design file has a problem and it waits
// for a new one. For the staff console's events (quote answers, file checks); each queued in the caller's transaction.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartItems } from '../../db/schema/index';
import { specLine, specWords } from '../../../shared/params/spec-words';
import { queueCustomerMail } from './enqueue-mail';
import { moneyFor, recipientOf, siteLink } from './mail-kit';

const loadItem = async (tx: DbOrTx, cartItemId: number) => {
  const [item] = await tx.select().from(cartItems).where(eq(cartItems.id, cartItemId));
  const to = item?.userId ? await recipientOf(tx, item.userId) : null;
  return item && to ? { item, to, money: await moneyFor(tx, to.lang) } : null;
};

/** Staff priced an item waiting for a quotation: the price, the build time, and where to confirm it. */
export const mailQuoteAnswered = async (tx: DbOrTx, cartItemId: number, now: Date): Promise<void> => {
  const d = await loadItem(tx, cartItemId);
  const total = d?.item.totalCents;
  if (!d || total === null || total === undefined) return;
  const { item, to, money } = d;
  const jp = to.lang === 'jp';
  const specs = specLine(specWords(item.productId, item.params, to.lang, item.quantity), to.lang);
  await queueCustomerMail(tx, {
    // a new quote after a quantity change is news again: one mail per quoted price
    kind: 'quote_answered', to, dedupeKey: `quote_answered:${cartItemId}:${total}`,
    subject: jp ? `お見積りのご回答（${item.name}）` : `Your quotation is ready: ${item.name}`,
    heading: jp ? 'お見積りをお送りします' : 'Your quotation is ready',
    blocks: [
      { p: jp ? 'ご依頼いただいたお見積りが完了しました。カートで内容をご確認のうえ、承認または辞退してください。承認後にチェックアウトできます。' : 'We priced the item you asked us to quote. Please confirm or decline the quote in your cart; once confirmed you can check it out.' },
      { list: [{ title: item.name, lines: specs ? [specs] : [] }] },
      { rows: jp ? [['お見積り金額', money(total)], ['製造日数', `${item.buildDays}日`]] : [['Quoted price', money(total)], ['Build time', `${item.buildDays} days`]] },
      { link: { label: jp ? 'カートで確認する' : 'Review it in your cart', url: siteLink('/web/cart') } },
    ],
  }, now);
};

/** The design file cannot be made as it is: the item waits for a new file (or the order is on hold until then). */
export const mailFileProblem = async (tx: DbOrTx, p: { cartItemId: number; problem: string; orderNo?: string }, now: Date): Promise<void> => {
  const d = await loadItem(tx, p.cartItemId);
  if (!d) return;
  const { item, to } = d;
  const jp = to.lang === 'jp';
  const held = p.orderNo
    ? (jp ? `ご注文 ${p.orderNo} は新しいファイルをいただくまで保留となります。` : `Order ${p.orderNo} is on hold until we have a corrected file.`)
    : (jp ? '新しいファイルをアップロードするまで、この商品はチェックアウトできません。' : 'The item cannot be checked out until a corrected file is uploaded.');
  await queueCustomerMail(tx, {
    kind: 'file_problem', to, dedupeKey: `file_problem:${p.cartItemId}:${now.toISOString()}`,
    subject: jp ? `データファイルについてのご確認（${item.name}）` : `A problem with your design file: ${item.name}`,
    heading: jp ? 'データファイルをご確認ください' : 'Please check your design file',
    blocks: [
      { p: jp ? `「${item.name}」のデータファイルに、このままでは製造できない点が見つかりました。` : `We found a problem with the design file of "${item.name}" that keeps us from making it as it is.` },
      { p: p.problem },
      { p: held },
      { link: { label: jp ? 'ファイルをアップロードする' : 'Upload a corrected file', url: siteLink('/web/cart') } },
    ],
  }, now);
};

/** An order stopped in production for a reason staff give (a file problem found at the factory, a question). */
export const mailOrderOnHold = async (tx: DbOrTx, p: { orderId: number; userId: number; orderNo: string; reason: string }, now: Date): Promise<void> => {
  const to = await recipientOf(tx, p.userId);
  if (!to) return;
  const jp = to.lang === 'jp';
  await queueCustomerMail(tx, {
    kind: 'order_on_hold', to, orderId: p.orderId, dedupeKey: `order_on_hold:${p.orderId}:${now.toISOString()}`,
    subject: jp ? `ご注文 ${p.orderNo} を保留しています` : `Order ${p.orderNo} is on hold`,
    heading: jp ? 'ご注文を保留しています' : 'Your order is on hold',
    blocks: [
      { p: jp ? `ご注文 ${p.orderNo} の製造を一時停止しています。理由：` : `We paused order ${p.orderNo}. The reason:` },
      { p: p.reason },
      { p: jp ? 'このメールにご返信いただくか、注文ページから新しいファイルをお送りください。確認が取れ次第、製造を再開します。' : 'Reply to this e-mail, or send a corrected file from the order page; production resumes as soon as it is sorted out.' },
      { link: { label: jp ? '注文ページを開く' : 'Open the order page', url: siteLink(`/web/user/order/${p.orderId}`) } },
    ],
  }, now);
};
