// Mails about one cart item (issue 8 §2): staff answered its quotation, or its design file has a problem and it waits
// for a new one. For the staff console's events (quote answers, file checks); each queued in the caller's transaction.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartItems } from '../../db/schema/index';
import { specLine, specWords } from '../../../shared/params/spec-words';
import type { DeclineReason } from '../../../shared/contracts/staff-orders';
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
      ...(item.staffNote ? [{ p: `${jp ? '担当者より：' : 'A note from us: '}${item.staffNote}` }] : []),
      { link: { label: jp ? 'カートで確認する' : 'Review it in your cart', url: siteLink('/web/cart') } },
    ],
  }, now);
};

const DECLINE_WORDS: Record<DeclineReason, { en: string; jp: string }> = {
  cannot_manufacture: { en: 'We cannot manufacture this design as specified.', jp: 'ご指定の仕様では製造できません。' },
  file_incomplete: { en: 'The design files are incomplete, so we cannot price the board.', jp: 'データファイルが不足しているため、お見積りができません。' },
  outside_capability: { en: 'The design is outside our manufacturing capabilities.', jp: '当社の製造能力の範囲外です。' },
  quantity_too_large: { en: 'The quantity is more than we can make for this order.', jp: 'ご指定の数量は、このご注文では製造できません。' },
  other: { en: 'We cannot offer a quotation for this item.', jp: 'この商品はお見積りをご提供できません。' },
};

/** Staff declined to quote an item: the reason and their note; the item stays in the cart, closed, for removal. */
export const mailQuoteDeclined = async (tx: DbOrTx, cartItemId: number, now: Date): Promise<void> => {
  const d = await loadItem(tx, cartItemId);
  if (!d) return;
  const { item, to } = d;
  const jp = to.lang === 'jp';
  const reason = DECLINE_WORDS[(item.declineReason ?? 'other') as DeclineReason] ?? DECLINE_WORDS.other;
  await queueCustomerMail(tx, {
    kind: 'quote_declined', to, dedupeKey: `quote_declined:${cartItemId}`,
    subject: jp ? `お見積りについて（${item.name}）` : `About your quotation request: ${item.name}`,
    heading: jp ? 'お見積りをご提供できません' : 'We cannot quote this item',
    blocks: [
      { p: jp ? `「${item.name}」のお見積りをご提供できませんでした。理由：${reason.jp}` : `We are sorry: we cannot quote "${item.name}". ${reason.en}` },
      ...(item.staffNote ? [{ p: `${jp ? '担当者より：' : 'A note from us: '}${item.staffNote}` }] : []),
      { p: jp ? '仕様やデータを変更して改めてご依頼いただくか、このメールにご返信ください。' : 'You may change the design or its specifications and ask again, or reply to this e-mail.' },
      { link: { label: jp ? 'カートを開く' : 'Open your cart', url: siteLink('/web/cart') } },
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
