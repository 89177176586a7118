// Cancel a paid order within 1 hour after the payment was confirmed (spec platform §4, §9): the dialog explains
// that the 3.5% payment platform fee is kept and the rest refunded, and asks for a reason.
import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PLATFORM_FEE_PPM } from '../../../shared/status/order';
import { divRound } from '../../../shared/money';
import { AppModal } from '../../shell/app-modal';
import { useCurrency } from '../../shell/currency';
import { cancelOrder } from './api';
import { useOrderAction } from './use-order-action';

interface Props {
  orderId: number;
  total: bigint;
  paid: boolean;
  until: string | null;
}

export const CancelOrder = ({ orderId, total, paid, until }: Props) => {
  const { t, i18n } = useTranslation('orders');
  const { format } = useCurrency();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const { busy, error, setError, run } = useOrderAction();
  const fee = paid ? divRound(total * PLATFORM_FEE_PPM, 1_000_000n) : 0n;

  const confirm = async () => {
    if (!reason.trim()) return setError(t('validation.required', { ns: 'common' }));
    const done = await run(async () => {
      const r = await cancelOrder(orderId, reason.trim());
      return paid ? t('cancel.doneRefund', { refund: format(BigInt(r.refund)) }) : t('cancel.done');
    });
    if (done) setOpen(false);
  };

  return (
    <>
      <Button color="red" variant="light" onClick={() => setOpen(true)}>
        {t('cancel.button')}
      </Button>
      <AppModal opened={open} onClose={() => setOpen(false)} title={t('cancel.title')} size={480}>
        <Stack gap="sm">
          {paid ? (
            <Text size="sm">
              {t('cancel.feeText', { fee: format(fee), refund: format(total - fee), until: until ? new Date(until).toLocaleTimeString(i18n.language) : '' })}
            </Text>
          ) : (
            <Text size="sm">{t('cancel.unpaidText')}</Text>
          )}
          <Textarea label={t('cancel.reason')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={300} required rows={3} />
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('actions.cancel', { ns: 'common' })}
            </Button>
            <Button color="red" onClick={() => void confirm()} loading={busy}>
              {t('cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </>
  );
};
