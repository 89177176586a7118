// Wire transfers to confirm (issue 9): orders whose customer reports a bank transfer, oldest first, with the
// receipt's time and the one-month hold's countdown. Finance confirms: the order is paid in one transaction
// (POST /v1/staff/payment/confirm) and the customer sees it paid; or views the receipt and rejects it with a reason.
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { StaffPendingItem } from '../../../shared/contracts/payment';
import { call, href } from '../../api/client';
import { RejectReceipt } from './RejectReceipt';
import { openDialog } from '../../shell/dialog';
import { showError, showSuccess } from '../../shell/toast';
import { STAFF_KEY, usePendingWire } from './api';
import { DueBadge } from './DueBadge';
import { dateTime, usd, WIRE_HOLD_MS } from './format';
import { StaffTable, type StaffColumn } from './StaffTable';

export const WirePage = ({ canDecide }: { canDecide: boolean }) => {
  const { t } = useTranslation('staff');
  const qc = useQueryClient();
  const list = usePendingWire();
  const [busy, setBusy] = useState<number | null>(null);
  const confirm = async (w: StaffPendingItem) => {
    const sure = await openDialog({ title: t('wire.confirm'), body: t('wire.confirmQuestion', { no: w.order_no, amount: usd(w.amount) }), withCancel: true });
    if (!sure) return;
    setBusy(w.order_id);
    try {
      await call('POST /v1/staff/payment/confirm', { body: { order_id: w.order_id } });
      showSuccess(t('wire.confirmed', { no: w.order_no }));
      await qc.invalidateQueries({ queryKey: STAFF_KEY });
    } catch (err) {
      showError(err);
    } finally {
      setBusy(null);
    }
  };
  const columns: StaffColumn<StaffPendingItem>[] = [
    { label: t('common.order'), render: (w) => <Anchor component={Link} to={`/staff/orders/${w.order_id}`}>{w.order_no}</Anchor> },
    { label: t('wire.amount'), render: (w) => usd(w.amount) },
    {
      label: t('wire.receipt'),
      render: (w) => (w.receipt_uploaded_at ? (
        <Stack gap={0}>
          <Text size="sm">{t('wire.receiptAt', { date: dateTime(w.receipt_uploaded_at) })}</Text>
          <Anchor size="sm" href={href('GET /v1/staff/payment/receipt', { query: { order_id: w.order_id } })} target="_blank" rel="noopener">{t('wire.viewReceipt')}</Anchor>
        </Stack>
      ) : t('wire.noReceipt')),
    },
    { label: t('common.created'), render: (w) => dateTime(w.created_at) },
    { label: t('wire.hold'), render: (w) => <DueBadge since={w.created_at} promiseMs={WIRE_HOLD_MS} /> },
    {
      label: '',
      render: (w) => canDecide && (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" loading={busy === w.order_id} onClick={() => void confirm(w)}>{t('wire.confirm')}</Button>
          {w.receipt_uploaded_at && w.order_status === 1008 && (
            <RejectReceipt orderId={w.order_id} orderNo={w.order_no} onDone={() => qc.invalidateQueries({ queryKey: STAFF_KEY })} />
          )}
        </Group>
      ),
    },
  ];
  return (
    <Stack>
      <Title order={2}>{t('wire.title')}</Title>
      <Text c="dimmed" size="sm">{t('wire.intro')}</Text>
      <StaffTable
        columns={columns} rows={list.data} rowKey={(w) => w.order_id} rowTestId={(w) => `wire-${w.order_no}`}
        pending={list.isPending} error={list.isError} onRetry={() => void list.refetch()}
      />
    </Stack>
  );
};
