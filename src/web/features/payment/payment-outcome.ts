// What the PayPal return page shows while it polls the order's payment status: still waiting, paid, or failed
// with the attempt's reason. The callback may arrive after the browser (providers call back late).
import type { PaymentStatusView } from '../../../shared/contracts/payment';

type Outcome = { kind: 'waiting' } | { kind: 'done' } | { kind: 'failed'; msgCode: string | null; method: number };

export const outcomeOf = (s: PaymentStatusView | undefined): Outcome => {
  if (!s) return { kind: 'waiting' };
  if (s.payment_status === 'done') return { kind: 'done' };
  const last = s.attempts.at(-1);
  if (last && last.status === 'failed') return { kind: 'failed', msgCode: last.msg_code, method: last.payment_id };
  return { kind: 'waiting' };
};

export const POLL_MS = 1500;
/** About a minute of polling, then the page says the payment is still being processed. */
export const MAX_POLLS = 40;
