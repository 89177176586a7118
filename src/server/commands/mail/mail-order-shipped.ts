// "Your order is on its way" with the carrier, the tracking number and its link (issue 8 §2), queued with the move
// to shipped (1000) by transitionOrder; the staff console may also call it directly (deduplicated per order).
import type { DbOrTx } from '../../db/client';
import { carrierName, trackingUrl } from '../../../shared/tracking';
import { queueCustomerMail } from './enqueue-mail';
import { orderLink } from './mail-kit';
import { itemsBlock, loadOrderMail } from './order-mail';

type ShippingSnap = { carrier: string };

export const mailOrderShipped = async (tx: DbOrTx, orderId: number, now: Date): Promise<void> => {
  const d = await loadOrderMail(tx, orderId);
  if (!d) return;
  const { order, to } = d;
  const jp = to.lang === 'jp';
  const carrier = (order.shipping as ShippingSnap[])[0]?.carrier ?? '';
  const name = carrierName(carrier, to.lang);
  const number = order.trackingNumber;
  await queueCustomerMail(tx, {
    kind: 'order_shipped', to, orderId, dedupeKey: `order_shipped:${orderId}`,
    subject: jp ? `ご注文を発送しました（注文番号 ${order.orderNo}）` : `Order ${order.orderNo} has shipped`,
    heading: jp ? 'ご注文の商品を発送しました' : 'Your order is on its way',
    blocks: [
      { p: jp ? `ご注文 ${order.orderNo} を ${name} で発送しました。` : `We shipped order ${order.orderNo} with ${name}.` },
      { rows: jp ? [['配送業者', name], ['追跡番号', number ?? '—']] : [['Carrier', name], ['Tracking number', number ?? '—']] },
      ...(number ? [{ link: { label: jp ? '荷物を追跡する' : 'Track the parcel', url: trackingUrl(carrier, number) } }] : []),
      itemsBlock(d),
      { link: { label: jp ? 'ご注文の詳細を見る' : 'View your order', url: orderLink(orderId) } },
    ],
  }, now);
};
