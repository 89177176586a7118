// The pending-order badge (spec platform §2, §9): the number of orders waiting for payment, capped for display
// at Limits.pendingBadgeMax ("1000+" above it), hidden when there are none. Links to the pending orders list.
import { Badge } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Limits } from '../../../shared/ids';

export const pendingBadgeText = (count: number): string | null => {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > Limits.pendingBadgeMax ? `${Limits.pendingBadgeMax}+` : String(Math.floor(count));
};

export const PendingBadge = ({ count }: { count: number }) => {
  const { t } = useTranslation('shell');
  const text = pendingBadgeText(count);
  if (!text) return null;
  return (
    <Badge
      component={Link}
      to="/web/user/order/all?status=1"
      color="red"
      variant="filled"
      size="sm"
      aria-label={t('header.pendingOrders', { count: text })}
      style={{ cursor: 'pointer' }}
    >
      {text}
    </Badge>
  );
};
