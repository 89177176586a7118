// The order page's "Review and share" panel (issue 14): once the order shipped, a link per item to the review form
// with the order number and sku filled in; and a form that mails a re-order link of the order's design (valid 7
// days, one purchase).
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../shared/contracts/order';
import { OrderStatus } from '../../../shared/status/order';
import { ShareForm } from './ShareForm';

/** The server's rule too (commands/reviews/delivered.ts): shipped or finished orders may be reviewed. */
const DELIVERED: readonly number[] = [OrderStatus.Shipped, OrderStatus.Finished];

export const OrderReviewShare = ({ o }: { o: OrderDetail }) => {
  const { t } = useTranslation('reviews');
  const delivered = DELIVERED.includes(o.status);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">{t('order.title')}</Title>
        {delivered && (
          <Stack gap="xs">
            <Text size="sm">{t('order.reviewHint')}</Text>
            <Group gap="xs">
              {o.items.map((i) => (
                <Button key={i.line_id} size="xs" variant="default" component={Link} to={`/review?order_no=${encodeURIComponent(o.order_no)}&sku=${encodeURIComponent(i.sku)}`}>
                  {t('order.review', { sku: i.sku })}
                </Button>
              ))}
            </Group>
          </Stack>
        )}
        <ShareForm source={{ order_id: o.id }} hint={t('order.shareHint')} />
      </Stack>
    </Paper>
  );
};
