// The cancellation mail says who cancelled and what happens to the money (issue 8 §2, §4): the customer's own
// cancellation reads as such, with the refund and the 3.5% fee when it was paid; "payment was not received" only when
// the unpaid sweep cancelled it; staff cancellations say so (a shop's cancellation refunds in full, no fee).
// Queued by transitionOrder with the move to 9 or 1005.
import type { DbOrTx } from '../../db/client';
import { OrderStatus, type OrderActorType } from '../../../shared/status/order';
import { queueCustomerMail } from './enqueue-mail';
import { orderLink, siteLink } from './mail-kit';
import { itemsBlock, loadOrderMail } from './order-mail';

export const mailOrderCancelled = async (tx: DbOrTx, p: { orderId: number; actor: OrderActorType }, now: Date): Promise<void> => {
  const d = await loadOrderMail(tx, p.orderId);
  if (!d) return;
  const { order, to, money } = d;
  const jp = to.lang === 'jp';
  const no = order.orderNo;
  const paid = order.status === OrderStatus.CancelledRefund;
  const refund = order.refundCents ?? 0n;
  const fee = order.totalCents - refund;
  const byCustomer = p.actor === 'customer';
  const unpaidSweep = p.actor === 'system' && !paid;

  const subject = unpaidSweep
    ? (jp ? `ご注文 ${no} のキャンセル（お支払いが確認できませんでした）` : `Order ${no} cancelled: payment not received`)
    : (jp ? `ご注文 ${no} のキャンセル` : `Order ${no} cancelled`);
  const why = unpaidSweep
    ? (jp ? `ご注文 ${no}（${money(order.totalCents)}）は、1か月以内にお支払いを確認できなかったためキャンセルされました。` : `Your order ${no} (${money(order.totalCents)}) was cancelled: we did not receive its payment within one month.`)
    : byCustomer
      ? (jp ? `ご依頼によりご注文 ${no} をキャンセルしました。` : `As you asked, we cancelled your order ${no}.`)
      : (jp ? `ご注文 ${no} は当社にてキャンセルいたしました。ご不明な点はこのメールにご返信ください。` : `We cancelled your order ${no}. If you have questions about it, reply to this e-mail.`);
  // a cancellation by the shop refunds everything: no fee to speak of
  const fullRefund = paid && fee === 0n;
  const moneyText = fullRefund
    ? (jp
        ? `お支払いいただいた ${money(order.totalCents)} を全額返金します。返金が完了しましたら改めてお知らせします。`
        : `We refund the full ${money(order.totalCents)} you paid. We will e-mail you again when the refund has been sent.`)
    : paid
    ? (jp
        ? `お支払い済みの ${money(order.totalCents)} から、プラットフォーム手数料3.5%（${money(fee)}）を差し引いた ${money(refund)} を返金します。返金が完了しましたら改めてお知らせします。`
        : `Of the ${money(order.totalCents)} you paid we keep the 3.5% platform fee (${money(fee)}) and refund ${money(refund)}. We will e-mail you again when the refund has been sent.`)
    : (jp ? '料金は請求されていません。商品はカートに戻っていますので、いつでも再度ご注文いただけます。' : 'Nothing was charged. The items are back in your cart, so you can order them again at any time.');
  const moneyRows: readonly (readonly [string, string])[] = fullRefund
    ? (jp ? [['お支払い額', money(order.totalCents)], ['返金額', money(refund)]] : [['Paid', money(order.totalCents)], ['Refund', money(refund)]])
    : paid
    ? (jp
        ? [['お支払い額', money(order.totalCents)], ['手数料（3.5%）', money(fee)], ['返金額', money(refund)]]
        : [['Paid', money(order.totalCents)], ['Fee (3.5%)', money(fee)], ['Refund', money(refund)]])
    : [];
  await queueCustomerMail(tx, {
    kind: 'order_cancelled', to, orderId: order.id, dedupeKey: `order_cancelled:${order.id}`,
    subject,
    heading: jp ? 'ご注文のキャンセル' : 'Order cancelled',
    blocks: [
      { p: why },
      { p: moneyText },
      ...(moneyRows.length ? [{ rows: moneyRows }] : []),
      itemsBlock(d),
      paid
        ? { link: { label: jp ? '注文ページで返金を確認する' : 'See the refund on the order page', url: orderLink(order.id) } }
        : { link: { label: jp ? 'カートを開く' : 'Open your cart', url: siteLink('/web/cart') } },
    ],
  }, now);
};
