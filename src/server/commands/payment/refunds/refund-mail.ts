// The e-mail that tells a customer money is coming back, in their language (issue 8 §2), queued in the transaction
// that records the refund as sent (or as a bank transfer our staff will make).
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orders } from '../../../db/schema/index';
import { queueCustomerMail } from '../../mail/enqueue-mail';
import { moneyFor, orderLink, recipientOf } from '../../mail/mail-kit';
import type { RefundKind } from './claim-refund';

interface RefundMailInput {
  refundId: number;
  orderId: number;
  amountCents: bigint;
  kind: RefundKind;
  /** A wire transfer: our staff send the money back by bank transfer. */
  manual: boolean;
}

export const mailRefundSent = async (tx: DbOrTx, m: RefundMailInput, now: Date): Promise<void> => {
  const [order] = await tx.select({ orderNo: orders.orderNo, userId: orders.userId }).from(orders).where(eq(orders.id, m.orderId));
  const to = order ? await recipientOf(tx, order.userId) : null;
  if (!order || !to) return;
  const money = await moneyFor(tx, to.lang);
  const amount = money(m.amountCents);
  const no = order.orderNo;
  const jp = to.lang === 'jp';
  const why: Record<RefundKind, string> = jp
    ? {
        cancellation: `ご注文 ${no} はキャンセルされました。プラットフォーム手数料3.5%を差し引いた金額を返金いたします。`,
        extra_capture: `ご注文 ${no} について、すでにお支払い済み、またはキャンセル済みのご注文への入金がありました。全額を返金いたします。`,
        mismatch: `ご注文 ${no} へのお支払いの金額または通貨がご注文と一致しませんでした。全額を返金いたします。ご注文は引き続きお支払い待ちです。`,
      }
    : {
        cancellation: `Your order ${no} was cancelled. We keep the 3.5% platform fee and refund the rest.`,
        extra_capture: `We received a payment for order ${no} that we must not keep: the order had already been paid, or it had been cancelled. We refund it in full.`,
        mismatch: `A payment for order ${no} did not match the order's amount or currency. We refund it in full; the order is still waiting for its payment.`,
      };
  const how = m.manual
    ? (jp ? `返金額 ${amount} は、5営業日以内に当社スタッフが銀行振込にてお返しします。` : `Our staff will send ${amount} back to you by bank transfer within 5 business days.`)
    : (jp
        ? `返金額 ${amount} を、お支払いに使われたカードまたはPayPalアカウントへ返金しました。明細への反映には5～10営業日かかる場合があります。`
        : `${amount} has been refunded to the card or PayPal account you paid with. Your bank may take 5–10 business days to show it.`);
  await queueCustomerMail(tx, {
    kind: 'refund', to, orderId: m.orderId, dedupeKey: `refund:${m.refundId}`,
    subject: jp ? `返金のお知らせ（注文 ${no}）` : `Refund for order ${no}`,
    heading: jp ? '返金のお知らせ' : 'Your refund',
    blocks: [
      { p: why[m.kind] },
      { p: how },
      { link: { label: jp ? '注文ページで返金を確認する' : 'See the refund on the order page', url: orderLink(m.orderId) } },
    ],
  }, now);
};
