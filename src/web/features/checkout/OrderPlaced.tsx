// The order-placed page (spec platform §2): the order number, then on to the payment: the provider's page for
// card, PayPal and Union Pay, the wire-transfer instructions, or the success page when nothing is left to pay.
import { useEffect } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderMade } from '../../../shared/contracts/checkout';
import { useCurrency } from '../../shell/currency';
import { StartView } from '../payment/StartView';
import { wirePath } from '../payment/use-pay-now';

export const OrderPlaced = ({ order }: { order: OrderMade }) => {
  const { t } = useTranslation('checkout');
  const { format } = useCurrency();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  if (order.next.action === 'wire') return <Navigate to={wirePath(order.order_id, order.payment_id)} replace />;
  if (order.next.action === 'none') return <Navigate to={`/pay_msg?order=${order.order_id}&result=success`} replace />;
  return (
    <Stack gap="md">
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h3">
          {t('placed.title')}
        </Title>
        <Text mt="xs">{t('placed.text', { no: order.order_no, total: format(BigInt(order.total)) })}</Text>
        {order.price_changed && (
          <Text size="sm" c="orange.8" mt="xs">
            {t('placed.priceChanged')}
          </Text>
        )}
      </Paper>
      <StartView orderId={order.order_id} method={order.payment_id} />
    </Stack>
  );
};
