// Wire-transfer instructions (issue 8 §2): the bank details, the amount and the reference to quote, and how long the
// order is held. Queued when an order is placed with a wire transfer, or when the customer switches to one.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { currencyRates } from '../../db/schema/index';
import type { WireConfig } from '../../integrations/payments/config';
import { formatMoney } from '../../../shared/currency';
import { convert, usd } from '../../../shared/money';
import { UNPAID_HOLD_MS } from '../../../shared/status/order';
import { queueCustomerMail } from './enqueue-mail';
import { mailDate, orderLink } from './mail-kit';
import { loadOrderMail } from './order-mail';

export const mailWireInstructions = async (tx: DbOrTx, p: { orderId: number; method: 8 | 9; wire: WireConfig }, now: Date): Promise<void> => {
  const d = await loadOrderMail(tx, p.orderId);
  if (!d) return;
  const { order, to } = d;
  let amount = formatMoney(usd(order.totalCents));
  if (p.method === 9) {
    const [rate] = await tx.select().from(currencyRates).where(eq(currencyRates.currency, 'CNY'));
    if (!rate) return; // no CNY rate: the page says to pay in USD; no mail with a wrong amount
    amount = formatMoney(convert(usd(order.totalCents), 'CNY', rate.ratePpm));
  }
  const jp = to.lang === 'jp';
  const until = mailDate(new Date(order.createdAt.getTime() + UNPAID_HOLD_MS), to.lang);
  const account = p.method === 9 ? p.wire.accountCny : p.wire.accountUsd;
  await queueCustomerMail(tx, {
    kind: 'wire_instructions', to, orderId: order.id, dedupeKey: `wire_instructions:${order.id}:${p.method}`,
    subject: jp ? `お振込みのご案内（注文番号 ${order.orderNo}）` : `How to pay order ${order.orderNo} by wire transfer`,
    heading: jp ? 'お振込みのご案内' : 'Wire transfer instructions',
    blocks: [
      { p: jp ? `以下の口座へ ${amount} をお振込みください。振込名義の後に注文番号 ${order.orderNo} を必ずご記入ください。` : `Please transfer ${amount} to the account below and quote the order number ${order.orderNo} as the reference.` },
      {
        rows: jp
          ? [['受取人', p.wire.beneficiary], ['銀行', p.wire.bank], ['銀行住所', p.wire.bankAddress], ['SWIFT', p.wire.swift], ['口座番号', account], ['金額', amount], ['振込参照番号', order.orderNo]]
          : [['Beneficiary', p.wire.beneficiary], ['Bank', p.wire.bank], ['Bank address', p.wire.bankAddress], ['SWIFT', p.wire.swift], ['Account', account], ['Amount', amount], ['Reference', order.orderNo]],
      },
      { p: jp ? `ご注文は ${until} までお取り置きします。期限までにご入金が確認できない場合、ご注文は自動的にキャンセルされます。お振込み後、注文ページから振込明細（PDF）をアップロードしていただくと確認が早くなります。` : `We hold the order until ${until}; if no payment arrives by then it is cancelled. Uploading the bank's receipt (PDF) on the order page after you pay makes the confirmation faster.` },
      { link: { label: jp ? '注文ページを開く' : 'Open the order page', url: orderLink(order.id) } },
    ],
  }, now);
};
