// /paypal-loading (spec platform §2): the PayPal return page. It polls the order's payment status until the
// payment is done or failed, then shows the result. With ?order_id=&method= it starts the payment instead.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../forms';
import { RequireAuth } from '../../session/RequireAuth';
import { call } from '../../api/client';
import { paymentStatusKey } from './api';
import { FailureView } from './FailureView';
import { PayChrome } from './PayChrome';
import { MAX_POLLS, POLL_MS, outcomeOf } from './payment-outcome';
import { readResultQuery } from './result-query';
import { StartView } from './StartView';
import { SuccessView } from './SuccessView';
import { NoOrder } from './NoOrder';

const Polling = ({ orderId, queryFailed, msgCode }: { orderId: number; queryFailed: boolean; msgCode: string | null }) => {
  const { t } = useTranslation('checkout');
  const [startedAt] = useState(() => Date.now());
  const status = useQuery({
    queryKey: paymentStatusKey(orderId),
    queryFn: ({ signal }) => call('GET /v1/payment/status', { query: { order_id: orderId } }, { signal }),
    // Until the payment is decided, for about a minute.
    refetchInterval: (query) => (outcomeOf(query.state.data).kind === 'waiting' && query.state.dataUpdateCount < MAX_POLLS ? POLL_MS : false),
  });
  const gaveUp = status.dataUpdatedAt - startedAt > MAX_POLLS * POLL_MS;
  const outcome = outcomeOf(status.data);

  if (outcome.kind === 'done') return <SuccessView orderId={orderId} orderNo={status.data?.order_no} />;
  if (outcome.kind === 'failed') return <FailureView orderId={orderId} msgCode={outcome.msgCode} method={outcome.method} />;
  if (queryFailed) return <FailureView orderId={orderId} msgCode={msgCode} method={1} />;
  if (gaveUp || status.isError) {
    return (
      <Alert color="yellow" variant="light">
        <Stack gap="xs">
          <Text>{t('result.stillProcessing')}</Text>
          <Button component={Link} to={`/web/user/order/${orderId}`} variant="light" w="fit-content">
            {t('result.viewOrder')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Center py="xl">
      <Stack align="center" gap="sm">
        <Loader aria-label={t('result.checking')} />
        <Text>{t('result.checking')}</Text>
      </Stack>
    </Center>
  );
};

const PaypalLoading = () => {
  const { t } = useTranslation('checkout');
  usePageTitle(t('result.checking'));
  const q = readResultQuery(useLocation().search);
  if (q.orderId === null) return null; // the page shows NoOrder instead
  if (q.method !== null && q.result === null) return <StartView orderId={q.orderId} method={q.method} />;
  return <Polling orderId={q.orderId} queryFailed={q.result === 'failed'} msgCode={q.msgCode} />;
};

export default function PaypalLoadingPage() {
  // without an order there is nothing to pay: a dead end with the shop's header, not the bare payment frame
  if (readResultQuery(useLocation().search).orderId === null) return <NoOrder />;
  return (
    <PayChrome>
      <RequireAuth>
        <PaypalLoading />
      </RequireAuth>
    </PayChrome>
  );
}
