// Arriving with ?order_id=&method= (the order-placed step's link): start the payment at once and leave for the
// provider's page; if that fails, offer the retry and the other methods.
import { useEffect, useRef } from 'react';
import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FailureView } from './FailureView';
import { usePayNow } from './use-pay-now';

export const StartView = ({ orderId, method }: { orderId: number; method: number }) => {
  const { t } = useTranslation('checkout');
  const { pay, error } = usePayNow(orderId);
  const started = useRef(false);
  useEffect(() => {
    // Once per visit (React's development double effects must not open two attempts).
    if (started.current) return;
    started.current = true;
    void pay(method);
  }, [pay, method]);

  if (error) {
    return (
      <Stack>
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
        <FailureView orderId={orderId} msgCode="processor_network" method={method} />
      </Stack>
    );
  }
  return (
    <Center py="xl">
      <Stack align="center" gap="sm">
        <Loader aria-label={t('placed.redirecting')} />
        <Text>{t('placed.redirecting')}</Text>
        <Text size="sm" c="dimmed">
          {t('errors.doNotRefresh', { ns: 'common' })}
        </Text>
      </Stack>
    </Center>
  );
};
