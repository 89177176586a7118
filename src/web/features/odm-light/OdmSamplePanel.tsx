// The sample of an ODM light order on the order page (issue 13): the $100 sample is made once the order is paid and
// the customer confirms it before mass production (POST /order/get-odm-eq, /order/confirmed-sample). Shown only on
// orders with an ODM light line or an accepted ODM quote with a sample.
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ProductId } from '../../../shared/ids';
import { call } from '../../api/client';
import { useCurrency } from '../../shell/currency';
import { errorMessage } from '../../shell/toast';

export const OdmSamplePanel = ({ orderId, productIds }: { orderId: number; productIds: number[] }) => {
  const { t, i18n } = useTranslation('odmLight');
  const { format } = useCurrency();
  const qc = useQueryClient();
  // an ODM light order, or an accepted ODM quote (the server answers 404 when the quote had no sample line)
  const has = productIds.includes(ProductId.OdmV1) || productIds.includes(ProductId.Odm);
  const key = ['odm-light', 'sample', orderId];
  const sample = useQuery({ queryKey: key, queryFn: () => call('POST /order/get-odm-eq', { body: { order_id: orderId } }), enabled: has, retry: false });
  const confirm = useMutation({
    mutationFn: () => call('POST /order/confirmed-sample', { body: { order_id: orderId } }),
    onSuccess: (data) => qc.setQueryData(key, data),
  });
  if (!has || !sample.data) return null;
  const s = sample.data;
  return (
    <Paper withBorder p="md" radius="md" data-testid="odm-sample">
      <Stack gap="xs">
        <Title order={2} fz="lg">{t('sample.title')}</Title>
        <Text size="sm">{t('sample.fee', { fee: format(BigInt(s.sample_fee)) })}</Text>
        {s.sample_confirmed_at ? (
          <Alert color="green">{t('sample.confirmed', { date: new Date(s.sample_confirmed_at).toLocaleDateString(i18n.language) })}</Alert>
        ) : s.can_confirm ? (
          <>
            <Text size="sm">{t('sample.ready')}</Text>
            <Button onClick={() => confirm.mutate()} loading={confirm.isPending} w="fit-content">{t('sample.confirm')}</Button>
          </>
        ) : (
          <Text size="sm" c="dimmed">{t('sample.waiting')}</Text>
        )}
        {confirm.isError && <Text size="sm" c="red.7" role="alert">{errorMessage(confirm.error)}</Text>}
      </Stack>
    </Paper>
  );
};
