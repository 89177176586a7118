// Payments and refunds (issue 9): every refund, filtered by status; a failed (or stuck) one is sent again.
import { Anchor, Badge, Button, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { showError, showSuccess } from '../../shell/toast';
import { STAFF_KEY, useRefunds, type RefundStatus } from './api';
import { dateTime, usd } from './format';
import { ListState } from './ListState';

const STATUSES: RefundStatus[] = ['failed', 'pending', 'processing', 'manual', 'done'];

export const RefundsPage = ({ canRetry }: { canRetry: boolean }) => {
  const { t } = useTranslation('staff');
  const qc = useQueryClient();
  const [status, setStatus] = useState<RefundStatus | 'all'>('failed');
  const list = useRefunds(status === 'all' ? undefined : status);
  const [busy, setBusy] = useState<number | null>(null);
  const rows = list.data ?? [];
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
  return (
    <Stack>
      <Title order={2}>{t('refunds.title')}</Title>
      <SegmentedControl
        value={status} onChange={(v) => setStatus(v as RefundStatus | 'all')} style={{ alignSelf: 'flex-start' }}
        data={[...STATUSES.map((s) => ({ value: s, label: t(`refunds.statusName.${s}`) })), { value: 'all', label: t('refunds.all') }]}
      />
      <ListState pending={list.isPending} error={list.isError} empty={rows.length === 0} onRetry={() => void list.refetch()} />
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('common.order')}</Table.Th>
                <Table.Th>{t('wire.amount')}</Table.Th>
                <Table.Th>{t('refunds.kind')}</Table.Th>
                <Table.Th>{t('common.status')}</Table.Th>
                <Table.Th>{t('refunds.attempts')}</Table.Th>
                <Table.Th>{t('refunds.reason')}</Table.Th>
                <Table.Th>{t('common.created')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.refund_id}>
                  <Table.Td><Anchor component={Link} to={`/staff/orders/${r.order_id}`}>{r.order_no}</Anchor></Table.Td>
                  <Table.Td>{usd(r.amount)}</Table.Td>
                  <Table.Td>{t(`refunds.kindName.${r.kind}`)}</Table.Td>
                  <Table.Td><Badge color={r.status === 'failed' ? 'red' : r.status === 'done' ? 'green' : 'gray'} variant="light">{t(`refunds.statusName.${r.status}`)}</Badge></Table.Td>
                  <Table.Td>{r.attempts}{r.msg_code ? ` (${r.msg_code})` : ''}</Table.Td>
                  <Table.Td><Text size="sm" lineClamp={2}>{r.reason}</Text></Table.Td>
                  <Table.Td>{dateTime(r.created_at)}</Table.Td>
                  <Table.Td>
                    {canRetry && (r.status === 'failed' || r.status === 'pending') && (
                      <Button size="xs" loading={busy === r.refund_id} onClick={() => void retry(r.refund_id)}>{t('refunds.retry')}</Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
};
