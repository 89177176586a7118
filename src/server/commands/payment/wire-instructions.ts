// GET /v1/payment/wire-instructions?order_id: the bank details, the amount and the reference for a wire transfer
// (USD 8, or CNY 9 converted at the stored rate). The order stays pending and is held for one month.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { currencyRates } from '../../db/schema/index';
import { paymentsFor } from '../../integrations/payments/index';
import { convert, usd } from '../../../shared/money';
import { UNPAID_HOLD_MS } from '../../../shared/status/order';
import type { WireInstructions } from '../../../shared/contracts/payment';
import { payableOrder } from './start-payment';
import { AppError } from '../../http/errors';
import { ApiCode } from '../../../shared/api';

const HOLD_DAYS = Math.round(UNPAID_HOLD_MS / 86_400_000);

export const getWireInstructions = async (deps: Deps, userId: number, orderId: number, method?: 8 | 9): Promise<WireInstructions> => {
  const order = await payableOrder(deps, userId, orderId);
  const paymentId = method ?? (order.paymentMethod === 9 ? 9 : 8);
  const wire = paymentsFor(deps).config.wire;
  let amount = order.amountDueCents;
  if (paymentId === 9) {
    // currency_rates holds one USD in each currency × 1e6.
    const [rate] = await deps.db.select().from(currencyRates).where(eq(currencyRates.currency, 'CNY'));
    if (!rate) throw new AppError(ApiCode.failed, 503, 'errors.rateUnavailable', 'The CNY rate is not available. Please pay in USD.');
    amount = convert(usd(order.amountDueCents), 'CNY', BigInt(rate.ratePpm)).amount;
  }
  return {
    order_id: order.orderId,
    order_no: order.orderNo,
    payment_id: paymentId,
    beneficiary: wire.beneficiary,
    bank: wire.bank,
    bank_address: wire.bankAddress,
    swift: wire.swift,
    account: paymentId === 9 ? wire.accountCny : wire.accountUsd,
    amount: amount.toString(),
    currency: paymentId === 9 ? 'CNY' : 'USD',
    amount_usd: order.amountDueCents.toString(),
    reference: order.orderNo,
    hold_days: HOLD_DAYS,
    hold_until: new Date(order.createdAt.getTime() + UNPAID_HOLD_MS).toISOString(),
  };
};
