// Rejecting a wire receipt (issue 9): finance gives the reason, which is e-mailed to the customer with a request for
// the correct receipt; the order stays awaiting payment.
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { AppModal } from '../../shell/app-modal';
import { useStaffCall } from './use-staff-call';

export const RejectReceipt = ({ orderId, orderNo, onDone }: { orderId: number; orderNo: string; onDone: () => Promise<unknown> }) => {
  const { t } = useTranslation('staff');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const { busy, run } = useStaffCall();
  const submit = () =>
    run(() => call('POST /v1/staff/payment/reject', { body: { order_id: orderId, reason: reason.trim() } }), t('wire.rejected', { no: orderNo }), () => {
      setOpen(false);
      setReason('');
      return onDone();
    });
  return (
    <>
      <Button size="xs" color="red" variant="light" onClick={() => setOpen(true)}>{t('wire.reject')}</Button>
      <AppModal opened={open} onClose={() => setOpen(false)} title={t('wire.rejectTitle', { no: orderNo })} size={480}>
        <form onSubmit={(e) => { e.preventDefault(); void submit(); }}>
          <Stack>
            <Text size="sm">{t('wire.rejectIntro')}</Text>
            <Textarea label={t('wire.rejectReason')} required autosize minRows={3} maxLength={1000} value={reason} onChange={(e) => setReason(e.currentTarget.value)} data-autofocus />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
              <Button type="submit" color="red" loading={busy} disabled={!reason.trim()}>{t('wire.rejectSend')}</Button>
            </Group>
          </Stack>
        </form>
      </AppModal>
    </>
  );
};
