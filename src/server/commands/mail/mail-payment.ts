// The payment mails (issue 8 §2): the wire receipt arrived and is being checked; the payment is confirmed. Queued
// in the transactions that record those events (upload-receipt, markOrderPaid).
import type { DbOrTx } from '../../db/client';
import { queueCustomerMail } from './enqueue-mail';
import { mailDate, orderLink } from './mail-kit';
import { itemsBlock, loadOrderMail, totalsBlock, type OrderMailData } from './order-mail';
import { paymentMethodName } from './payment-words';
import type { MailBlock } from './render';
import { shipsNothing } from '../../../shared/rules/needs-shipping';

/** Method, date and amount paid, the items and totals, and the receipt link: the body of every "paid" mail. */
export const paidOrderBlocks = (d: OrderMailData, now: Date): MailBlock[] => {
  const { order, to } = d;
  const jp = to.lang === 'jp';
  const method = paymentMethodName(order.paymentMethod, to.lang);
  const when = mailDate(order.paidAt ?? now, to.lang);
  return [
    { rows: jp ? [['お支払い方法', method], ['お支払い日', when], ['金額', d.money(order.totalCents)]] : [['Payment method', method], ['Paid on', when], ['Amount', d.money(order.totalCents)]] },
    itemsBlock(d),
    totalsBlock(d),
    { link: { label: jp ? '領収書と注文の詳細' : 'Receipt and order details', url: orderLink(order.id) } },
  ];
};

export const mailReceiptReceived = async (tx: DbOrTx, orderId: number, now: Date): Promise<void> => {
  const d = await loadOrderMail(tx, orderId);
  if (!d) return;
  const { order, to } = d;
  const jp = to.lang === 'jp';
  await queueCustomerMail(tx, {
    // one per receipt upload is too many if the customer replaces it: one per order and day
    kind: 'receipt_received', to, orderId, dedupeKey: `receipt_received:${orderId}:${now.toISOString().slice(0, 10)}`,
    subject: jp ? `振込明細を受け付けました（注文番号 ${order.orderNo}）` : `We received your transfer receipt for order ${order.orderNo}`,
    heading: jp ? '振込明細を受け付けました' : 'Transfer receipt received',
    blocks: [
      { p: jp ? `ご注文 ${order.orderNo}（${d.money(order.totalCents)}）の振込明細を受け付けました。担当者が入金を確認し、確認が済みましたらメールでお知らせします（通常1～2営業日）。` : `Thank you: we received the receipt of your transfer for order ${order.orderNo} (${d.money(order.totalCents)}). Our staff will match it with the bank credit, usually within 1–2 business days, and e-mail you when the payment is confirmed.` },
      { link: { label: jp ? '注文ページを開く' : 'Open the order page', url: orderLink(orderId) } },
    ],
  }, now);
};

/**
 * What happens next: goods go to production; a payment or shipping-cost order (455 / 1633) has nothing to make or
 * send, so staff only complete it (mail-payment-completed.ts). Either may still be cancelled within the hour.
 */
const confirmedText = (orderNo: string, moneyOnly: boolean, jp: boolean): string => {
  const cancel = jp
    ? 'お支払いの確認から1時間以内であれば、注文ページからキャンセルできます（手数料3.5%を差し引いて返金）。'
    : 'Within one hour of this confirmation you can still cancel on the order page (the 3.5% fee is kept, the rest refunded).';
  if (moneyOnly) {
    return jp
      ? `ご注文 ${orderNo} のお支払いを確認しました。製造・発送するものはありません。手続きが完了しましたらメールでお知らせします。${cancel}`
      : `We confirmed the payment for order ${orderNo}. There is nothing to produce or ship for this order: we will e-mail you when it is completed. ${cancel}`;
  }
  return jp
    ? `ご注文 ${orderNo} のお支払いを確認しました。製造の準備に入ります。${cancel}`
    : `We confirmed the payment for order ${orderNo} and are preparing production. ${cancel}`;
};

export const mailPaymentConfirmed = async (tx: DbOrTx, orderId: number, now: Date): Promise<void> => {
  const d = await loadOrderMail(tx, orderId);
  if (!d) return;
  const { order, to } = d;
  const jp = to.lang === 'jp';
  await queueCustomerMail(tx, {
    kind: 'payment_confirmed', to, orderId, dedupeKey: `payment_confirmed:${orderId}`,
    subject: jp ? `お支払いを確認しました（注文番号 ${order.orderNo}）` : `Payment confirmed for order ${order.orderNo}`,
    heading: jp ? 'お支払いを確認しました' : 'Payment confirmed',
    blocks: [
      { p: confirmedText(order.orderNo, shipsNothing(d.lines), jp) },
      ...paidOrderBlocks(d, now),
    ],
  }, now);
};
