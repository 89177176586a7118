// The staff order page's two decisions besides fulfilment (issue 9): engineering hold the order for a file problem
// (the lines with the problem and a message the customer receives), finance cancel it (a paid order is refunded in
// full). The server decides again with the state machine and the role; these forms only show when both allow.
import { Button, Checkbox, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { StaffOrderDetail } from '../../../shared/contracts/staff';
import { call } from '../../api/client';
import { STAFF_KEY } from './api';
import { usd } from './format';
import { useStaffCall } from './use-staff-call';

type Order = StaffOrderDetail['order'];

const useRefresh = () => {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: STAFF_KEY });
};

export const HoldForm = ({ order }: { order: Order }) => {
  const { t } = useTranslation('staff');
  const refresh = useRefresh();
  const [lines, setLines] = useState<string[]>(order.items.length === 1 ? [String(order.items[0]?.line_id)] : []);
  const [message, setMessage] = useState('');
  const { busy, run } = useStaffCall();
  const send = () =>
    run(() => call('POST /v1/staff/orders/hold', { body: { order_id: order.id, line_ids: lines.map(Number), message } }), t('hold.done'), () => {
      setMessage('');
      return refresh();
    });
  return (
    <Stack gap="xs" data-testid="hold-form">
      <Text size="sm" c="dimmed">{t('hold.intro')}</Text>
      <Checkbox.Group label={t('hold.lines')} value={lines} onChange={setLines}>
        <Stack gap={4} mt={4}>
          {order.items.map((i) => (
            <Checkbox key={i.line_id} value={String(i.line_id)} label={`${i.name}${i.file_name ? ` — ${i.file_name}` : ''}`} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Textarea label={t('hold.message')} value={message} onChange={(e) => setMessage(e.currentTarget.value)} rows={3} maxLength={2000} />
      <Button color="orange" onClick={() => void send()} loading={busy} disabled={!lines.length || !message.trim()}>{t('hold.send')}</Button>
    </Stack>
  );
};

export const CancelForm = ({ order }: { order: Order }) => {
  const { t } = useTranslation('staff');
  const refresh = useRefresh();
  const [reason, setReason] = useState('');
  const { busy, run } = useStaffCall();
  // a second click confirms: cancelling cannot be undone
  const [confirming, setConfirming] = useState(false);
  const paid = order.payment_status === 'done';
  const send = async () => {
    await run(
      () => call('POST /v1/staff/orders/cancel', { body: { order_id: order.id, reason } }),
      (res) => (res.refund_status === 'failed' ? t('cancelOrder.refundFailed') : t('cancelOrder.done')),
      refresh,
    );
    setConfirming(false);
  };
  return (
    <Stack gap="xs" data-testid="cancel-form">
      <Text size="sm" c="dimmed">{paid ? t('cancelOrder.paidHint', { amount: usd(order.total) }) : t('cancelOrder.unpaidHint')}</Text>
      <Textarea label={t('cancelOrder.reason')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} rows={2} maxLength={500} />
      {confirming ? (
        <>
          <Text size="sm" fw={600}>{t('cancelOrder.confirm', { no: order.order_no })}</Text>
          <Group grow>
            <Button variant="default" onClick={() => setConfirming(false)} disabled={busy}>{t('cancelOrder.back')}</Button>
            <Button color="red" onClick={() => void send()} loading={busy}>{t('cancelOrder.send')}</Button>
          </Group>
        </>
      ) : (
        <Button color="red" variant="light" onClick={() => setConfirming(true)} disabled={!reason.trim()}>{t('cancelOrder.send')}</Button>
      )}
    </Stack>
  );
};
