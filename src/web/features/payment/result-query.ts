// The result pages' query (/pay_msg, /paypal-loading, /credit_card). Providers return with ?order=&result=&
// msg_code= (payMsgQuerySchema); the order-placed step links with ?order_id=&method= to start a payment.

interface ResultQuery {
  orderId: number | null;
  result: 'success' | 'failed' | null;
  msgCode: string | null;
  /** A payment method to start (from the order-placed step), or a wire method whose instructions to show. */
  method: number | null;
}

const positive = (v: string | null): number | null => {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 ? n : null;
};

export const readResultQuery = (search: string): ResultQuery => {
  const q = new URLSearchParams(search);
  const result = q.get('result');
  return {
    orderId: positive(q.get('order')) ?? positive(q.get('order_id')),
    result: result === 'success' || result === 'failed' ? result : null,
    msgCode: q.get('msg_code') || null,
    method: positive(q.get('method')),
  };
};

/** The bank refused the card: the four listed reasons are shown with these codes (spec platform §8). */
export const BANK_REFUSALS: readonly string[] = ['card_declined', 'insufficient_funds', 'incorrect_info', 'spending_limit'];
