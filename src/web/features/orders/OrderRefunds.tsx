// The money paid back on an order: a cancellation refund, or a payment the order did not need (a second payment, a
// payment after the order was cancelled, a wrong amount), refunded automatically. Shown on the order detail page
// whenever there is one, with its state: sent back, being sent (failed attempts are retried), or a bank transfer
// our staff make (wire payments).
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderRefund } from '../../../shared/contracts/payment';
import { useCurrency } from '../../shell/currency';

const STATUS_COLOR: Record<OrderRefund['status'], string> = {
  done: 'green', manual: 'blue', pending: 'yellow', processing: 'yellow', failed: 'yellow',
};

export const OrderRefunds = ({ refunds }: { refunds: readonly OrderRefund[] }) => {
  const { t, i18n } = useTranslation('orders');
  const { format } = useCurrency();
  if (refunds.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" aria-labelledby="order-refunds-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="order-refunds-title">
          {t('refunds.title')}
        </Title>
        {refunds.map((r) => (
          <Stack key={r.created_at} gap={2} data-testid="order-refund">
            <Group gap="xs" wrap="wrap">
              <Text fw={600}>{format(BigInt(r.amount))}</Text>
              <Badge color={STATUS_COLOR[r.status]} variant="light">
                {t(`refunds.status.${r.status}`)}
              </Badge>
            </Group>
            <Text size="sm">{t(`refunds.kind.${r.kind}`)}</Text>
            <Text size="xs" c="dimmed">
              {r.completed_at
                ? t('refunds.completedOn', { date: new Date(r.completed_at).toLocaleDateString(i18n.language) })
                : t('refunds.startedOn', { date: new Date(r.created_at).toLocaleDateString(i18n.language) })}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
};
