// Support conversations (issue 8 §3, issue 9): the queue, searched and filtered by status on the server and paged;
// support's turn first with the first-reply badge (24 hours). Filters live in the address, so a view is a deep link.
import { Anchor, Badge, Group, Pagination, SegmentedControl, Stack, Table, Text, TextInput, Title, Button } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FIRST_REPLY_PROMISE_MS, SUPPORT_STATUSES, type SupportStatus } from '../../../shared/contracts/support-rules';
import { DueBadge } from './DueBadge';
import { ListState } from './ListState';
import { dateTime } from './format';
import { useSupportSearch, type SupportSearch } from './support-api';

const PAGE_SIZE = 20;
const isStatus = (v: string | null): v is SupportStatus => (SUPPORT_STATUSES as readonly (string | null)[]).includes(v);

const readSearch = (p: URLSearchParams): SupportSearch => {
  const status = p.get('status');
  return {
    q: p.get('q') || undefined,
    // support's turn unless another view is chosen
    status: status === 'all' ? undefined : isStatus(status) ? status : 'open',
    page: Number(p.get('page')) || 1,
    page_size: PAGE_SIZE,
  };
};

export const SupportPage = () => {
  const { t } = useTranslation('staff');
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const [q, setQ] = useState(search.q ?? '');
  const list = useSupportSearch(search);
  const update = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) if (v) next.set(k, v); else next.delete(k);
    if (!('page' in patch)) next.delete('page');
    setParams(next);
  };
  const rows = list.data?.list ?? [];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
  return (
    <Stack>
      <Title order={2}>{t('support.title')}</Title>
      <Text size="sm" c="dimmed">{t('support.intro')}</Text>
      <Group align="end" wrap="wrap">
        <SegmentedControl
          value={search.status ?? 'all'} onChange={(v) => update({ status: v })}
          data={(['open', 'waiting', 'closed', 'all'] as const).map((s) => ({ value: s, label: t(`support.statusName.${s}`) }))}
        />
        <form onSubmit={(e) => { e.preventDefault(); update({ q: q.trim() || undefined }); }}>
          <Group align="end">
            <TextInput label={t('support.search')} value={q} onChange={(e) => setQ(e.currentTarget.value)} w={280} />
            <Button type="submit">{t('orders.searchButton')}</Button>
          </Group>
        </form>
      </Group>
      <ListState pending={list.isPending} error={list.isError} empty={rows.length === 0} onRetry={() => void list.refetch()} />
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('support.subject')}</Table.Th>
                <Table.Th>{t('common.customer')}</Table.Th>
                <Table.Th>{t('support.order')}</Table.Th>
                <Table.Th>{t('common.status')}</Table.Th>
                <Table.Th>{t('support.due')}</Table.Th>
                <Table.Th>{t('support.updated')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((c) => (
                <Table.Tr key={c.id} data-testid={`support-${c.id}`}>
                  <Table.Td>
                    <Anchor component={Link} to={`/staff/support/${c.id}`}>{c.subject}</Anchor>
                    <Text size="xs" c="dimmed" lineClamp={1}>{c.last_message}</Text>
                  </Table.Td>
                  <Table.Td>{c.customer_email}</Table.Td>
                  <Table.Td>{c.order_no ?? '—'}</Table.Td>
                  <Table.Td><Badge variant="light" color={c.status === 'open' ? 'orange' : c.status === 'waiting' ? 'blue' : 'gray'}>{t(`support.statusName.${c.status}`)}</Badge></Table.Td>
                  <Table.Td>{c.awaiting_since ? <DueBadge since={c.awaiting_since} promiseMs={FIRST_REPLY_PROMISE_MS} /> : '—'}</Table.Td>
                  <Table.Td>{dateTime(c.updated_at)}</Table.Td>
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
