// The order's progress (spec platform §4 list labels): Ordered → Confirmed → Processing → Shipped → Finished,
// from the server's step; a cancelled order shows where it stopped.
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ORDER_LABELS } from '../../../shared/status/order';

export const OrderProgress = ({ step, cancelled, compact }: { step: number; cancelled: boolean; compact?: boolean }) => {
  const { t } = useTranslation('orders');
  return (
    <Group gap={compact ? 4 : 6} wrap="wrap" component="ol" aria-label={t('progress.label')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {ORDER_LABELS.map((label, i) => {
        const reached = i <= step;
        const current = i === step;
        return (
          <Group key={label} gap={4} component="li" wrap="nowrap" aria-current={current ? 'step' : undefined}>
            {i > 0 && (
              <Text c={reached ? 'blue.7' : 'gray.4'} size="sm" aria-hidden>
                →
              </Text>
            )}
            <Badge
              variant={current ? 'filled' : reached ? 'light' : 'outline'}
              color={current && cancelled ? 'red' : reached ? 'blue' : 'gray'}
              size={compact ? 'sm' : 'md'}
            >
              {t(`labels.${label}`)}
            </Badge>
          </Group>
        );
      })}
      {cancelled && (
        <Badge color="red" variant="filled" size={compact ? 'sm' : 'md'}>
          {t('cancelled')}
        </Badge>
      )}
    </Group>
  );
};
