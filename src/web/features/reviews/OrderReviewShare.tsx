// The order page's "Review and share" panel (issue 14): once the order shipped, a link per item to the review form
// with the order number and sku filled in; and a form that mails a re-order link of the order's design (valid 7
// days, one purchase).
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../shared/contracts/order';
import { OrderStatus } from '../../../shared/status/order';
import { ApiError } from '../../api/client';
import { useErrorText } from '../../forms/error-text';
import { useSendSharedLink } from './api';
import { shortDate } from './dates';

/** The server's rule too (commands/reviews/delivered.ts): shipped or finished orders may be reviewed. */
const DELIVERED: readonly number[] = [OrderStatus.Shipped, OrderStatus.Finished];

const ShareForm = ({ orderId }: { orderId: number }) => {
  const { t, i18n } = useTranslation('reviews');
  const [email, setEmail] = useState('');
  const send = useSendSharedLink();
  const errorText = useErrorText();
  const err = send.error instanceof ApiError ? send.error : undefined;
  const failure = send.error ? (err ? errorText(err.fields?.email ?? err.key, err.message) : errorText('errors.generic')) : undefined;
  return (
    <Stack gap="xs" component="form" onSubmit={(e: React.FormEvent) => {
      e.preventDefault();
      send.mutate({ order_id: orderId, email });
    }}>
      <Text fw={600} size="sm">{t('order.share')}</Text>
      <Text size="sm" c="dimmed">{t('order.shareHint')}</Text>
      <Group align="flex-end">
        <TextInput type="email" label={t('order.email')} required value={email} onChange={(e) => setEmail(e.currentTarget.value)} w={320} />
        <Button type="submit" variant="light" loading={send.isPending}>{t('order.send')}</Button>
      </Group>
      {send.data && <Alert color="green" role="status">{t('order.sent', { date: shortDate(send.data.expires_at, i18n.language) })}</Alert>}
      {failure && <Alert color="red" role="alert">{failure}</Alert>}
    </Stack>
  );
};

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
        <ShareForm orderId={o.id} />
      </Stack>
    </Paper>
  );
};
