// The wire receipt was rejected by finance (issue 9): the reason, and a request for the correct receipt. Queued in
// the rejection's transaction; one per rejected attempt (a new upload that is rejected again mails again).
import type { DbOrTx } from '../../db/client';
import { queueCustomerMail } from './enqueue-mail';
import { orderLink } from './mail-kit';
import { loadOrderMail } from './order-mail';

export const mailReceiptRejected = async (tx: DbOrTx, orderId: number, reason: string, now: Date): Promise<void> => {
  const d = await loadOrderMail(tx, orderId);
  if (!d) return;
  const { order, to } = d;
  const jp = to.lang === 'jp';
  await queueCustomerMail(tx, {
    kind: 'receipt_rejected', to, orderId, dedupeKey: `receipt_rejected:${orderId}:${now.toISOString()}`,
    subject: jp ? `振込明細をご確認ください（注文番号 ${order.orderNo}）` : `Please upload the correct transfer receipt for order ${order.orderNo}`,
    heading: jp ? '振込明細を確認できませんでした' : 'We could not accept your transfer receipt',
    blocks: [
      { p: jp ? `ご注文 ${order.orderNo}（${d.money(order.totalCents)}）の振込明細を確認できませんでした。理由は次のとおりです。` : `We could not match the receipt you uploaded for order ${order.orderNo} (${d.money(order.totalCents)}) with a bank credit, for this reason:` },
      { p: reason },
      { p: jp ? 'ご注文はお支払い待ちのままです。注文ページから正しい振込明細（PDF）をアップロードしてください。' : 'Your order is still waiting for its payment. Please upload the correct transfer receipt (PDF) from the order page.' },
      { link: { label: jp ? '注文ページを開く' : 'Open the order page', url: orderLink(orderId) } },
    ],
  }, now);
};
