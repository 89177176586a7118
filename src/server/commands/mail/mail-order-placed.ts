// "We received your order" with the summary and each item's specs in words (issue 8 §2), queued in the order's
// placement transaction.
import type { DbOrTx } from '../../db/client';
import { isWireMethod } from '../../../shared/ids';
import { queueCustomerMail } from './enqueue-mail';
import { orderLink } from './mail-kit';
import { itemsBlock, loadOrderMail, totalsBlock } from './order-mail';
import { paymentMethodName } from './payment-words';

export const mailOrderPlaced = async (tx: DbOrTx, orderId: number, now: Date): Promise<void> => {
  const d = await loadOrderMail(tx, orderId);
  if (!d) return;
  const { order, to } = d;
  const jp = to.lang === 'jp';
  const wire = isWireMethod(order.paymentMethod);
  const paid = order.paymentStatus === 'done';
  const next = paid
    ? (jp ? 'お支払いは確認済みです。製造の準備に入ります。' : 'Your payment is confirmed; we are preparing production.')
    : wire
      ? (jp ? 'お振込み先は別のメールでお送りしました。ご入金の確認後に製造を開始します。' : 'The bank details for your transfer are in a separate e-mail. Production starts once the payment is confirmed.')
      : (jp ? 'お支払いが確認され次第、製造を開始します。' : 'Production starts as soon as your payment is confirmed.');
  await queueCustomerMail(tx, {
    kind: 'order_placed', to, orderId, dedupeKey: `order_placed:${orderId}`,
    subject: jp ? `ご注文を承りました（注文番号 ${order.orderNo}）` : `Order ${order.orderNo} received`,
    heading: jp ? 'ご注文ありがとうございます' : 'Thank you for your order',
    blocks: [
      { p: jp ? `ご注文 ${order.orderNo} を承りました。お支払い方法：${paymentMethodName(order.paymentMethod, 'jp')}。${next}` : `We received order ${order.orderNo}. Payment method: ${paymentMethodName(order.paymentMethod, 'en')}. ${next}` },
      itemsBlock(d),
      totalsBlock(d),
      { link: { label: jp ? 'ご注文の詳細を見る' : 'View your order', url: orderLink(orderId) } },
    ],
  }, now);
};
