// /credit_card (spec platform §2): the card payment's retry page. The card provider sends the customer here when
// the card page was left without paying; 'Retry' opens a new card attempt, or another method can be chosen.
// With ?order_id=&method= (the order-placed step) it starts the card payment.
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../forms';
import { RequireAuth } from '../../session/RequireAuth';
import { FailureView } from './FailureView';
import { PayChrome } from './PayChrome';
import { readResultQuery } from './result-query';
import { StartView } from './StartView';
import { NoOrder } from './NoOrder';

const CreditCard = () => {
  const { t } = useTranslation('checkout');
  usePageTitle(t('result.cardTitle'));
  const q = readResultQuery(useLocation().search);
  if (q.orderId === null) return null; // the page shows NoOrder instead
  if (q.method !== null && q.result === null) return <StartView orderId={q.orderId} method={q.method} />;
  return <FailureView orderId={q.orderId} msgCode={q.msgCode ?? 'cancelled'} method={q.method ?? 2} title={t('result.cardTitle')} />;
};

export default function CreditCardPage() {
  // without an order there is nothing to pay: a dead end with the shop's header, not the bare payment frame
  if (readResultQuery(useLocation().search).orderId === null) return <NoOrder />;
  return (
    <PayChrome>
      <RequireAuth>
        <CreditCard />
      </RequireAuth>
    </PayChrome>
  );
}
