// The customer's mail about a payment request staff created (issue 13 "Customized payments"): the amount, what it
// is for, and a link to the customer's payment requests page where it is paid like any order. In the customer's language, queued in the
// request's transaction.
import type { DbOrTx } from '../../db/client';
import { ProductId } from '../../../shared/ids';
import { queueCustomerMail } from './enqueue-mail';
import { moneyFor, recipientOf, siteLink } from './mail-kit';

interface PaymentRequest {
  id: number;
  userId: number;
  productId: number;
  amountCents: bigint;
  description: string;
}

export const mailCustomPayment = async (tx: DbOrTx, r: PaymentRequest, now: Date): Promise<void> => {
  const to = await recipientOf(tx, r.userId);
  if (!to) return;
  const jp = to.lang === 'jp';
  const money = await moneyFor(tx, to.lang);
  const shipping = r.productId === ProductId.CustomizedShipCost;
  const what = shipping ? (jp ? '送料' : 'shipping cost') : (jp ? 'お支払い' : 'payment');
  await queueCustomerMail(tx, {
    kind: 'custom_payment_requested', to, dedupeKey: `custom_payment:${r.id}`,
    subject: jp ? `お支払いのお願い（${what}：${money(r.amountCents)}）` : `A ${what} request for ${money(r.amountCents)}`,
    heading: jp ? 'お支払いのお願い' : 'Payment request',
    blocks: [
      { p: jp ? `担当者より${what}のお支払い請求（${money(r.amountCents)}）をお送りします。` : `Our staff sent you a ${what} request for ${money(r.amountCents)}.` },
      { p: `${jp ? '内容：' : 'For: '}${r.description}` },
      { p: jp ? 'カートに追加済みです。「お支払い請求」ページからお支払いください。' : 'It is in your cart: pay it from your payment requests page.' },
      { link: { label: jp ? 'お支払い請求を開く' : 'Open your payment requests', url: siteLink(`/web/user/payment-requests?id=${r.id}`) } },
    ],
  }, now);
};
