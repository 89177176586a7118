// Shown by every payment result page opened without an order id: a dead end, so it keeps the shop's header and
// offers the way back to the orders and home (issue 8 §7).
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../forms';
import { DeadEnd } from '../../shell/DeadEnd';

export const NoOrder = () => {
  const { t } = useTranslation('checkout');
  usePageTitle(t('result.noOrderTitle'));
  return <DeadEnd title={t('result.noOrderTitle')} text={t('result.noOrder')} toOrders />;
};
