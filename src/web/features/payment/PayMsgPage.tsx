// /pay_msg (spec platform §2, §8): where the providers send the customer back. ?result=success: 'Payment
// successful' with the order link; ?result=failed&msg_code=: the failure with retry and other methods. Without a
// result: the wire-transfer instructions (?method=8|9) or a payment to start (?method=7, China Union Pay).
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isWireMethod } from '../../../shared/contracts/payment';
import { usePageTitle } from '../../forms';
import { RequireAuth } from '../../session/RequireAuth';
import { usePaymentStatus } from './api';
import { FailureView } from './FailureView';
import { PayChrome } from './PayChrome';
import { readResultQuery } from './result-query';
import { StartView } from './StartView';
import { SuccessView } from './SuccessView';
import { WireView } from './WireView';
import { NoOrder } from './NoOrder';

/** The method of the latest attempt, else the order's method: what 'Retry' uses. */
export const useLastMethod = (orderId: number | null, fallback: number | null) => {
  const status = usePaymentStatus(orderId);
  const last = status.data?.attempts.at(-1);
  return { method: last?.payment_id ?? status.data?.payment_method ?? fallback ?? 2, status };
};

const PayMsg = () => {
  const { t } = useTranslation('checkout');
  const q = readResultQuery(useLocation().search);
  const { method, status } = useLastMethod(q.orderId, q.method);
  usePageTitle(q.result === 'success' ? t('result.successTitle') : q.result === 'failed' ? t('result.failedTitle') : t('wire.title'));

  if (q.orderId === null) return null; // the page shows NoOrder instead
  if (q.result === 'success') return <SuccessView orderId={q.orderId} orderNo={status.data?.order_no} />;
  if (q.result === 'failed') return <FailureView orderId={q.orderId} msgCode={q.msgCode} method={method} />;
  if (q.method !== null && isWireMethod(q.method)) return <WireView orderId={q.orderId} method={q.method} />;
  if (q.method !== null) return <StartView orderId={q.orderId} method={q.method} />;
  // Only the order: show where its payment stands.
  const s = status.data;
  if (!s) return null;
  if (s.payment_status === 'done') return <SuccessView orderId={q.orderId} orderNo={s.order_no} />;
  if (isWireMethod(s.payment_method)) return <WireView orderId={q.orderId} method={s.payment_method} />;
  return <FailureView orderId={q.orderId} msgCode={s.attempts.at(-1)?.msg_code ?? null} method={method} />;
};

export default function PayMsgPage() {
  // without an order there is nothing to pay: a dead end with the shop's header, not the bare payment frame
  if (readResultQuery(useLocation().search).orderId === null) return <NoOrder />;
  return (
    <PayChrome>
      <RequireAuth>
        <PayMsg />
      </RequireAuth>
    </PayChrome>
  );
}
