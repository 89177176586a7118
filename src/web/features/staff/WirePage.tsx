// Wire transfers to confirm (issue 9): orders whose customer reports a bank transfer, oldest first, with the
// receipt's time and the one-month hold's countdown. Finance confirms: the order is paid in one transaction
// (POST /v1/staff/payment/confirm) and the customer sees it paid.
import { Anchor, Button, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { StaffPendingItem } from '../../../shared/contracts/payment';
import { call } from '../../api/client';
import { openDialog } from '../../shell/dialog';
import { showError, showSuccess } from '../../shell/toast';
import { STAFF_KEY, usePendingWire } from './api';
import { DueBadge } from './DueBadge';
import { dateTime, usd, WIRE_HOLD_MS } from './format';
import { ListState } from './ListState';

export const WirePage = ({ canDecide }: { canDecide: boolean }) => {
  const { t } = useTranslation('staff');
  const qc = useQueryClient();
  const list = usePendingWire();
  const [busy, setBusy] = useState<number | null>(null);
  const rows = list.data ?? [];
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
  return (
    <Stack>
      <Title order={2}>{t('wire.title')}</Title>
      <Text c="dimmed" size="sm">{t('wire.intro')}</Text>
      <ListState pending={list.isPending} error={list.isError} empty={rows.length === 0} onRetry={() => void list.refetch()} />
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('common.order')}</Table.Th>
                <Table.Th>{t('wire.amount')}</Table.Th>
                <Table.Th>{t('wire.receipt')}</Table.Th>
                <Table.Th>{t('common.created')}</Table.Th>
                <Table.Th>{t('wire.hold')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((w) => (
                <Table.Tr key={w.order_id} data-testid={`wire-${w.order_no}`}>
                  <Table.Td><Anchor component={Link} to={`/staff/orders/${w.order_id}`}>{w.order_no}</Anchor></Table.Td>
                  <Table.Td>{usd(w.amount)}</Table.Td>
                  <Table.Td>{w.receipt_uploaded_at ? t('wire.receiptAt', { date: dateTime(w.receipt_uploaded_at) }) : t('wire.noReceipt')}</Table.Td>
                  <Table.Td>{dateTime(w.created_at)}</Table.Td>
                  <Table.Td><DueBadge since={w.created_at} promiseMs={WIRE_HOLD_MS} /></Table.Td>
                  <Table.Td>
                    {canDecide && <Button size="xs" loading={busy === w.order_id} onClick={() => void confirm(w)}>{t('wire.confirm')}</Button>}
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
