// Payments and refunds (issue 9): every refund, filtered by status (kept in the address, so a filter is a deep
// link); a failed (or stuck) one is sent again.
import { Anchor, Badge, Button, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { showError, showSuccess } from '../../shell/toast';
import { STAFF_KEY, useRefunds, type RefundStatus } from './api';
import { dateTime, usd } from './format';
import { StaffTable, useListParams, type StaffColumn } from './StaffTable';
import type { StaffRefund } from '../../../shared/contracts/payment';

const STATUSES: RefundStatus[] = ['failed', 'pending', 'processing', 'manual', 'done'];

export const RefundsPage = ({ canRetry }: { canRetry: boolean }) => {
  const { t } = useTranslation('staff');
  const qc = useQueryClient();
  const { params, update } = useListParams();
  const asked = params.get('status');
  const status: RefundStatus | 'all' = asked === 'all' || STATUSES.includes(asked as RefundStatus) ? (asked as RefundStatus | 'all') : 'failed';
  const setStatus = (v: RefundStatus | 'all') => update({ status: v === 'failed' ? undefined : v });
  const list = useRefunds(status === 'all' ? undefined : status);
  const [busy, setBusy] = useState<number | null>(null);
  const retry = async (id: number) => {
    setBusy(id);
    try {
      await call('POST /v1/staff/payment/refunds/retry', { body: { refund_id: id } });
      showSuccess(t('refunds.retried', { id }));
      await qc.invalidateQueries({ queryKey: [...STAFF_KEY, 'refunds'] });
    } catch (err) {
      showError(err);
    } finally {
      setBusy(null);
    }
  };
  const columns: StaffColumn<StaffRefund>[] = [
    { label: t('common.order'), render: (r) => <Anchor component={Link} to={`/staff/orders/${r.order_id}`}>{r.order_no}</Anchor> },
    { label: t('wire.amount'), render: (r) => usd(r.amount) },
    { label: t('refunds.kind'), render: (r) => t(`refunds.kindName.${r.kind}`) },
    {
      label: t('common.status'),
      render: (r) => <Badge color={r.status === 'failed' ? 'red' : r.status === 'done' ? 'green' : 'gray'} variant="light">{t(`refunds.statusName.${r.status}`)}</Badge>,
    },
    { label: t('refunds.attempts'), render: (r) => `${r.attempts}${r.msg_code ? ` (${r.msg_code})` : ''}` },
    { label: t('refunds.reason'), render: (r) => <Text size="sm" lineClamp={2}>{r.reason}</Text> },
    { label: t('common.created'), render: (r) => dateTime(r.created_at) },
    {
      label: '',
      render: (r) => canRetry && (r.status === 'failed' || r.status === 'pending') && (
        <Button size="xs" loading={busy === r.refund_id} onClick={() => void retry(r.refund_id)}>{t('refunds.retry')}</Button>
      ),
    },
  ];
  return (
    <Stack>
      <Title order={2}>{t('refunds.title')}</Title>
      <SegmentedControl
        value={status} onChange={(v) => setStatus(v as RefundStatus | 'all')} style={{ alignSelf: 'flex-start' }}
        data={[...STATUSES.map((s) => ({ value: s, label: t(`refunds.statusName.${s}`) })), { value: 'all', label: t('refunds.all') }]}
      />
      <StaffTable
        columns={columns} rows={list.data} rowKey={(r) => r.refund_id} minWidth={760}
        pending={list.isPending} error={list.isError} onRetry={() => void list.refetch()}
      />
    </Stack>
  );
};
