// Customers (issue 9): look up by e-mail, name or id; sorted and paged on the server; each row opens the customer.
import { Anchor, Badge, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StaffCustomer } from '../../../shared/contracts/staff-customers';
import { pagedParams, useCustomers, type CustomerSearch } from './money-api';
import { dateTime } from './format';
import { StaffTable, useListParams, type StaffColumn } from './StaffTable';

const PAGE_SIZE = 20;

export const CustomersPage = () => {
  const { t } = useTranslation('staff');
  const { params, update, page, sortState, toggleSort } = useListParams();
  const search: CustomerSearch = { q: params.get('q') || undefined, ...pagedParams(params, ['created_at', 'email'] as const, PAGE_SIZE) };
  const [q, setQ] = useState(search.q ?? '');
  const list = useCustomers(search);
  const columns: StaffColumn<StaffCustomer>[] = [
    { label: t('customers.email'), sort: 'email', render: (c) => <Anchor component={Link} to={`/staff/customers/${c.uid}`}>{c.email}</Anchor> },
    { label: t('customers.name'), render: (c) => c.name || '—' },
    { label: t('customers.id'), render: (c) => c.uid },
    { label: t('customers.vip'), render: (c) => (c.vip === 'none' ? '—' : <Badge variant="light">{t(`customers.vipName.${c.vip}`)}</Badge>) },
    {
      label: t('customers.flags'),
      render: (c) => [c.wholesale && t('customers.wholesale'), c.propagate && t('customers.propagate'), c.distributor_code && `${t('customers.distributor')} ${c.distributor_code}`].filter(Boolean).join(' · ') || '—',
    },
    { label: t('common.created'), sort: 'created_at', render: (c) => dateTime(c.created_at) },
  ];
  return (
    <Stack>
      <Title order={2}>{t('customers.title')}</Title>
      <form onSubmit={(e) => { e.preventDefault(); update({ q: q.trim() || undefined }); }}>
        <Group align="end">
          <TextInput label={t('customers.search')} value={q} onChange={(e) => setQ(e.currentTarget.value)} w={320} />
          <Button type="submit">{t('orders.searchButton')}</Button>
        </Group>
      </form>
      <StaffTable
        columns={columns} rows={list.data?.list} rowKey={(c) => c.uid} minWidth={760}
        pending={list.isPending} error={list.isError} onRetry={() => void list.refetch()}
        sort={sortState('created_at')} onSort={toggleSort('created_at')}
        paging={list.data ? { page, pageSize: PAGE_SIZE, total: list.data.total } : undefined} onPage={(n) => update({ page: String(n) })}
      />
    </Stack>
  );
};
