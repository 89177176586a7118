// The DFA review on the customer's order page (issue 11): while the order is on hold for DFA, a notice with the way
// to the reply page; afterwards a link to the review's record. Nothing when the order has no DFA points.
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../shared/contracts/order';
import { OrderStatus } from '../../../shared/status/order';
import { useDfaReview } from '../dfa/api';

export const OrderDfa = ({ o }: { o: OrderDetail }) => {
  const { t } = useTranslation('orders');
  const review = useDfaReview(o.id);
  const to = `/web/user/dfa/${o.id}`;
  if (o.status === OrderStatus.OnHoldDfa) {
    return (
      <Alert color="orange" variant="light" title={t('dfa.holdTitle')} data-testid="order-dfa-hold">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('dfa.holdIntro')}</Text>
          <Button component={Link} to={to} color="orange">{t('dfa.open')}</Button>
        </Stack>
      </Alert>
    );
  }
  if (!review.data?.issues.length) return null;
  return <Anchor component={Link} to={to} size="sm" data-testid="order-dfa-link">{t('dfa.view')}</Anchor>;
};
