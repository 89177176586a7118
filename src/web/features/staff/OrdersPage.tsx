// Orders (issue 9): every customer's orders, searched, filtered, sorted and paged on the server. The filters live
// in the address (?q=&status=&page=...), so a search is a deep link too.
import { Anchor, Badge, Button, Group, Pagination, Select, Stack, Table, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_CODES } from '../../../shared/status/order';
import { useOrderSearch, type OrderSearch } from './api';
import { dateTime, usd } from './format';
import { ListState } from './ListState';

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
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const [q, setQ] = useState(search.q ?? '');
  const list = useOrderSearch(search);
  const update = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) if (v) next.set(k, v); else next.delete(k);
    if (!('page' in patch)) next.delete('page');
    setParams(next);
  };
  const sortBy = (col: Sort) => update({ sort: col, dir: search.sort === col && search.dir === 'desc' ? 'asc' : 'desc' });
  const arrow = (col: Sort) => (search.sort === col ? (search.dir === 'desc' ? ' ↓' : ' ↑') : '');
  const rows = list.data?.list ?? [];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
  return (
    <Stack>
      <Title order={2}>{t('orders.title')}</Title>
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
      <ListState pending={list.isPending} error={list.isError} empty={rows.length === 0} onRetry={() => void list.refetch()} />
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th><UnstyledButton onClick={() => sortBy('order_no')} fw={700}>{t('orders.number')}{arrow('order_no')}</UnstyledButton></Table.Th>
                <Table.Th>{t('common.customer')}</Table.Th>
                <Table.Th>{t('orders.items')}</Table.Th>
                <Table.Th>{t('common.status')}</Table.Th>
                <Table.Th><UnstyledButton onClick={() => sortBy('total')} fw={700}>{t('common.total')}{arrow('total')}</UnstyledButton></Table.Th>
                <Table.Th><UnstyledButton onClick={() => sortBy('created_at')} fw={700}>{t('common.created')}{arrow('created_at')}</UnstyledButton></Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((o) => (
                <Table.Tr key={o.id}>
                  <Table.Td><Anchor component={Link} to={`/staff/orders/${o.id}`}>{o.order_no}</Anchor></Table.Td>
                  <Table.Td>{o.customer_email}</Table.Td>
                  <Table.Td><Text size="sm" lineClamp={2}>{o.items.map((i) => i.file_name ?? i.name).join(', ')}</Text></Table.Td>
                  <Table.Td><Badge variant="light" color={o.cancelled ? 'gray' : o.pending ? 'orange' : 'blue'}>{t(`status.${o.status}`, { defaultValue: String(o.status) })}</Badge></Table.Td>
                  <Table.Td>{usd(o.total)}</Table.Td>
                  <Table.Td>{dateTime(o.created_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {list.data && list.data.total > 0 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">{t('common.page', { page: search.page ?? 1, pages, total: list.data.total })}</Text>
          <Pagination value={search.page ?? 1} total={pages} onChange={(p) => update({ page: String(p) })} />
        </Group>
      )}
    </Stack>
  );
};
