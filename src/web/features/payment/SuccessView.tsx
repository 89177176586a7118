// Payment successful (or nothing to pay): the order number and a link to the order.
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export const SuccessView = ({ orderId, orderNo }: { orderId: number; orderNo?: string }) => {
  const { t } = useTranslation('checkout');
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack gap="md">
        <Title order={1} size="h2" c="green.8">
          {t('result.successTitle')}
        </Title>
        <Text>{orderNo ? t('result.successText', { no: orderNo }) : t('result.successTextNoNumber')}</Text>
        <Group>
          <Button component={Link} to={`/web/user/order/${orderId}`}>
            {t('result.viewOrder')}
          </Button>
          <Button component={Link} to="/web/user/order/all" variant="light">
            {t('result.allOrders')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
};
