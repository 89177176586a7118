// Late captures that were refunded (issue 9): payments that arrived after the order was cancelled or paid another
// way; the payment code refunds them at once (refund kind 'extra_capture'). Finance sees each with its refund.
import { Anchor, Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StaffLateCapture } from '../../../shared/contracts/staff-payments';
import { pagedParams, useLateCaptures, type LateSearch } from './money-api';
import { dateTime, usd } from './format';
import { StaffTable, useListParams, type StaffColumn } from './StaffTable';

const PAGE_SIZE = 20;

export const LateCapturesPage = () => {
  const { t } = useTranslation('staff');
  const { params, update, page, sortState, toggleSort } = useListParams();
  const search: LateSearch = { q: params.get('q') || undefined, ...pagedParams(params, ['created_at'] as const, PAGE_SIZE) };
  const [q, setQ] = useState(search.q ?? '');
  const list = useLateCaptures({ q: search.q, dir: search.dir, page: search.page, page_size: PAGE_SIZE });
  const columns: StaffColumn<StaffLateCapture>[] = [
    { label: t('common.order'), render: (r) => <Anchor component={Link} to={`/staff/orders/${r.order_id}`}>{r.order_no}</Anchor> },
    { label: t('common.customer'), render: (r) => r.customer_email },
    { label: t('payments.provider'), render: (r) => t(`payments.providerName.${r.provider}`, { defaultValue: r.provider }) },
    { label: t('wire.amount'), render: (r) => usd(r.amount) },
    { label: t('late.captured'), sort: 'created_at', render: (r) => dateTime(r.captured_at) },
    {
      label: t('late.refund'),
      render: (r) => <Badge variant="light" color={r.refund_status === 'failed' ? 'red' : r.refund_status === 'done' ? 'green' : 'gray'}>{t(`refunds.statusName.${r.refund_status}`)}</Badge>,
    },
    { label: t('late.refunded'), render: (r) => dateTime(r.refunded_at) },
    { label: t('refunds.reason'), render: (r) => <Text size="sm" lineClamp={2}>{r.reason}</Text> },
  ];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('late.title')}</Title>
        <Anchor component={Link} to="/staff/payments">{t('payments.title')}</Anchor>
      </Group>
      <Text c="dimmed" size="sm">{t('late.intro')}</Text>
      <form onSubmit={(e) => { e.preventDefault(); update({ q: q.trim() || undefined }); }}>
        <Group align="end">
          <TextInput label={t('payments.search')} value={q} onChange={(e) => setQ(e.currentTarget.value)} w={280} />
          <Button type="submit">{t('orders.searchButton')}</Button>
        </Group>
      </form>
      <StaffTable
        columns={columns} rows={list.data?.list} rowKey={(r) => r.refund_id} minWidth={860}
        pending={list.isPending} error={list.isError} onRetry={() => void list.refetch()}
        sort={sortState('created_at')} onSort={toggleSort('created_at')}
        paging={list.data ? { page, pageSize: PAGE_SIZE, total: list.data.total } : undefined} onPage={(n) => update({ page: String(n) })}
      />
    </Stack>
  );
};
