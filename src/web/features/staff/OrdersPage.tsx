// Orders (issue 9): every customer's orders, searched, filtered, sorted and paged on the server. The filters live
// in the address (?q=&status=&page=...), so a search is a deep link too.
import { Anchor, Badge, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_CODES, OrderStatus } from '../../../shared/status/order';
import { useOrderSearch, type OrderSearch } from './api';
import { dateTime, usd } from './format';
import { StaffTable, useListParams, type StaffColumn } from './StaffTable';
import type { StaffOrderList } from '../../../shared/contracts/staff';

type StaffOrderRow = StaffOrderList['list'][number];

const PAGE_SIZE = 20;
type Sort = 'created_at' | 'total' | 'order_no';

const readSearch = (p: URLSearchParams): OrderSearch => ({
  q: p.get('q') || undefined,
  status: p.get('status') ? Number(p.get('status')) : undefined,
  from: p.get('from') || undefined,
  to: p.get('to') || undefined,
  sort: (p.get('sort') as Sort | null) ?? 'created_at',
  dir: p.get('dir') === 'asc' ? 'asc' : 'desc',
  page: Number(p.get('page')) || 1,
  page_size: PAGE_SIZE,
});

export const OrdersPage = () => {
  const { t } = useTranslation('staff');
  const { params, update, page, sortState, toggleSort } = useListParams();
  const search = readSearch(params);
  const [q, setQ] = useState(search.q ?? '');
  const list = useOrderSearch(search);
  const columns: StaffColumn<StaffOrderRow>[] = [
    { label: t('orders.number'), sort: 'order_no', render: (o) => <Anchor component={Link} to={`/staff/orders/${o.id}`}>{o.order_no}</Anchor> },
    { label: t('common.customer'), render: (o) => o.customer_email },
    { label: t('orders.items'), render: (o) => <Text size="sm" lineClamp={2}>{o.items.map((i) => i.file_name ?? i.name).join(', ')}</Text> },
    {
      label: t('common.status'),
      render: (o) => <Badge variant="light" color={o.cancelled ? 'gray' : o.on_hold ? 'red' : o.pending ? 'orange' : 'blue'}>{t(`status.${o.status}`, { defaultValue: String(o.status) })}</Badge>,
    },
    { label: t('common.total'), sort: 'total', render: (o) => usd(o.total) },
    { label: t('common.created'), sort: 'created_at', render: (o) => dateTime(o.created_at) },
  ];
  return (
    <Stack>
      <Title order={2}>{t('orders.title')}</Title>
      {/* the file-problem queues: new files to check again, and orders still waiting for one */}
      <Group gap="md">
        <Anchor component={Link} to={`?status=${OrderStatus.FileReuploaded}`} size="sm" data-testid="filter-reuploaded">{t('orders.checkAgain')}</Anchor>
        <Anchor component={Link} to={`?status=${OrderStatus.OnHoldFileProblem}`} size="sm">{t('orders.onHold')}</Anchor>
      </Group>
      <form onSubmit={(e) => { e.preventDefault(); update({ q: q.trim() || undefined }); }}>
        <Group align="end" wrap="wrap">
          <TextInput label={t('orders.search')} value={q} onChange={(e) => setQ(e.currentTarget.value)} w={300} />
          <Select
            label={t('common.status')} placeholder={t('orders.anyStatus')} clearable w={220} value={search.status ? String(search.status) : null}
            data={ORDER_STATUS_CODES.map((c) => ({ value: String(c), label: t(`status.${c}`, { defaultValue: String(c) }) }))} onChange={(v) => update({ status: v ?? undefined })}
          />
          <TextInput type="date" label={t('orders.from')} value={search.from ?? ''} onChange={(e) => update({ from: e.currentTarget.value || undefined })} w={160} />
          <TextInput type="date" label={t('orders.to')} value={search.to ?? ''} onChange={(e) => update({ to: e.currentTarget.value || undefined })} w={160} />
          <Button type="submit">{t('orders.searchButton')}</Button>
        </Group>
      </form>
      <StaffTable
        columns={columns} rows={list.data?.list} rowKey={(o) => o.id} minWidth={760}
        pending={list.isPending} error={list.isError} onRetry={() => void list.refetch()}
        sort={sortState('created_at')} onSort={toggleSort('created_at')}
        paging={list.data ? { page, pageSize: PAGE_SIZE, total: list.data.total } : undefined} onPage={(n) => update({ page: String(n) })}
      />
    </Stack>
  );
};
