// GET /v1/payment/status?order_id: the order's payment status and attempts, for the result pages (/pay_msg,
// /paypal-loading) and the order detail. Owner only.
import type { Deps } from '../../deps';
import { getOrderForPayment } from '../order/transition-order';
import type { PaymentStatusView } from '../../../shared/contracts/payment';
import { attemptsOf, presentAttempt } from './attempts';
import { orderNotFound } from './payment-errors';

export const getPaymentStatus = async (deps: Pick<Deps, 'db'>, userId: number, orderId: number): Promise<PaymentStatusView> => {
  const order = await getOrderForPayment(deps.db, { orderId, userId });
  if (!order) throw orderNotFound();
  const attempts = await attemptsOf(deps.db, orderId);
  return {
    order_id: order.orderId,
    order_no: order.orderNo,
    order_status: order.status,
    payment_status: order.paymentStatus,
    payment_method: order.paymentMethod,
    amount: order.amountDueCents.toString(),
    payable: order.payable,
    attempts: attempts.map(presentAttempt),
  };
};
