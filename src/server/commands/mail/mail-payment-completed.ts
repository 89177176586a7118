// "Your payment has been completed": what a money-only order (payment 455 / shipping cost 1633, issues 13/15) sends
// when staff finish it, in place of the shipment mail goods get (there is no carrier or tracking number to tell).
// Queued with the move to finished (1009) by transitionOrder, once per order.
import type { DbOrTx } from '../../db/client';
import { queueCustomerMail } from './enqueue-mail';
import { loadOrderMail } from './order-mail';
import { paidOrderBlocks } from './mail-payment';

export const mailPaymentCompleted = async (tx: DbOrTx, orderId: number, now: Date): Promise<void> => {
  const d = await loadOrderMail(tx, orderId);
  if (!d) return;
  const { order, to } = d;
  const jp = to.lang === 'jp';
  await queueCustomerMail(tx, {
    kind: 'payment_completed', to, orderId, dedupeKey: `payment_completed:${orderId}`,
    subject: jp ? `お支払いが完了しました（注文番号 ${order.orderNo}）` : `Your payment for order ${order.orderNo} has been completed`,
    heading: jp ? 'お支払いが完了しました' : 'Your payment has been completed',
    blocks: [
      { p: jp ? `ご注文 ${order.orderNo} のお支払いを受領し、手続きが完了しました。発送するものはありません。` : `We received the payment for order ${order.orderNo} and it is now completed. There is nothing to ship for this order.` },
      ...paidOrderBlocks(d, now),
    ],
  }, now);
};
