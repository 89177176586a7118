// The e-mail that tells a customer money is coming back: English, with the Japanese text first for orders shipped
// to Japan (accounts carry no language; the order's destination is the best hint we have).
import { formatPrice } from '../../../../shared/currency';
import type { MailMessage } from '../../../integrations/mail/mailer';
import type { RefundKind } from './claim-refund';

interface RefundMailInput {
  to: string;
  orderNo: string;
  amountCents: bigint;
  kind: RefundKind;
  /** A wire transfer: our staff send the money back by bank transfer. */
  manual: boolean;
  japanese: boolean;
}

const usd = (cents: bigint): string => formatPrice(cents, 'USD');

const english = (m: RefundMailInput): string => {
  const why: Record<RefundKind, string> = {
    cancellation: `Your order ${m.orderNo} was cancelled. We keep the 3.5% platform fee and refund the rest.`,
    extra_capture: `We received a payment for order ${m.orderNo} that we must not keep: the order had already been paid, or it had been cancelled. We refund it in full.`,
    mismatch: `A payment for order ${m.orderNo} did not match the order's amount or currency. We refund it in full; the order is still waiting for its payment.`,
  };
  const how = m.manual
    ? `Our staff will send ${usd(m.amountCents)} back to you by bank transfer within 5 business days.`
    : `${usd(m.amountCents)} has been refunded to the card or PayPal account you paid with. Your bank may take 5–10 business days to show it.`;
  return [why[m.kind], '', how, '', `You can see the refund on the order page: My Account → Orders → ${m.orderNo}.`].join('\n');
};

const japanese = (m: RefundMailInput): string => {
  const why: Record<RefundKind, string> = {
    cancellation: `ご注文 ${m.orderNo} はキャンセルされました。プラットフォーム手数料3.5%を差し引いた金額を返金いたします。`,
    extra_capture: `ご注文 ${m.orderNo} について、すでにお支払い済み、またはキャンセル済みのご注文への入金がありました。全額を返金いたします。`,
    mismatch: `ご注文 ${m.orderNo} へのお支払いの金額または通貨がご注文と一致しませんでした。全額を返金いたします。ご注文は引き続きお支払い待ちです。`,
  };
  const how = m.manual
    ? `返金額 ${usd(m.amountCents)} は、5営業日以内に当社スタッフが銀行振込にてお返しします。`
    : `返金額 ${usd(m.amountCents)} を、お支払いに使われたカードまたはPayPalアカウントへ返金しました。明細への反映には5～10営業日かかる場合があります。`;
  return [why[m.kind], '', how, '', `返金は注文ページでご確認いただけます（マイアカウント → 注文履歴 → ${m.orderNo}）。`].join('\n');
};

export const refundMail = (m: RefundMailInput): MailMessage =>
  m.japanese
    ? { to: m.to, subject: `返金のお知らせ（注文 ${m.orderNo}） / Refund for order ${m.orderNo}`, text: `${japanese(m)}\n\n----\n\n${english(m)}\n` }
    : { to: m.to, subject: `Refund for order ${m.orderNo}`, text: `${english(m)}\n` };
