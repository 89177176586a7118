// Order history /web/user/order/all (spec platform §2, §4; issue 4 §4): all orders or the pending ones
// (?status=1), search by order number or file name (?q=), each with its label and progress, re-order and pay.
import '@mantine/core/styles/Pagination.css';
import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Badge, Button, Group, Loader, Pagination, Paper, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '../../../shared/contracts/order';
import { usePageTitle } from '../../forms';
import { useCurrency } from '../../shell/currency';
import { errorMessage } from '../../shell/toast';
import { useOrderList } from './api';
import { OrderProgress } from './OrderProgress';
import { payPath, useReorder } from './use-reorder';

const OrderCard = ({ o, reordering, onReorder }: { o: OrderSummary; reordering: boolean; onReorder(): void }) => {
  const { t, i18n } = useTranslation('orders');
  const { format } = useCurrency();
  const files = o.items.map((i) => i.file_name).filter((f): f is string => !!f);
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={t('list.orderNo', { no: o.order_no })}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Anchor component={Link} to={`/web/user/order/${o.id}`} fw={600}>
            {t('list.orderNo', { no: o.order_no })}
          </Anchor>
          <Text size="sm" c="dimmed">
            {new Date(o.created_at).toLocaleString(i18n.language)}
          </Text>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>
            {t(`status.${o.status}` as 'status.1', { defaultValue: String(o.status) })}
          </Text>
          <Badge color={o.payment_status === 'done' ? 'green' : 'yellow'} variant="light">
            {t(`paymentStatus.${o.payment_status}`)}
          </Badge>
          <Text size="sm" c="dimmed">
            {t(`methods.${o.payment_method}` as 'methods.2', { defaultValue: String(o.payment_method) })}
          </Text>
        </Group>
        <OrderProgress step={o.step} cancelled={o.cancelled} compact />
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {o.items.map((i) => i.name).join(', ')}
          {files.length > 0 && <Text span c="dimmed" size="sm">{` · ${files.join(', ')}`}</Text>}
        </Text>
        <Group justify="space-between" wrap="wrap">
          <Text fw={700}>{t('list.total', { total: format(BigInt(o.total)) })}</Text>
          <Group gap="xs">
            {o.pending && !o.cancelled && (
              <Button component={Link} to={payPath(o.id, o.payment_method)} size="xs">
                {t('list.pay')}
              </Button>
            )}
            <Button size="xs" variant="light" onClick={onReorder} loading={reordering} disabled={o.not_detail}>
              {t('reorder.button')}
            </Button>
            <Button component={Link} to={`/web/user/order/${o.id}`} size="xs" variant="default">
              {t('list.details')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
};

export default function OrderListPage() {
  const { t } = useTranslation('orders');
  usePageTitle(t('list.title'));
  const [params, setParams] = useSearchParams();
  const pending = params.get('status') === '1';
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(q);
  const list = useOrderList({ pending, q, page });
  const { run, busy } = useReorder();

  const update = (next: Record<string, string | undefined>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    setParams(p);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update({ q: search.trim() || undefined, page: undefined });
  };
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('list.title')}
      </Title>
      <Tabs value={pending ? 'pending' : 'all'} onChange={(v) => update({ status: v === 'pending' ? '1' : undefined, page: undefined })}>
        <Tabs.List>
          <Tabs.Tab value="all">{t('list.all')}</Tabs.Tab>
          <Tabs.Tab value="pending">{t('list.pending')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <form onSubmit={submit} role="search">
        <Group gap="xs" align="flex-end">
          <TextInput
            label={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            maxLength={100}
            style={{ flex: 1 }}
          />
          <Button type="submit">{t('actions.search', { ns: 'common' })}</Button>
        </Group>
      </form>
      {list.isPending ? (
        <Loader aria-label={t('loading', { ns: 'common' })} />
      ) : list.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(list.error)}
        </Alert>
      ) : data && data.list.length === 0 ? (
        <Text c="dimmed">{q ? t('list.noMatch', { q }) : pending ? t('list.noPending') : t('list.empty')}</Text>
      ) : (
        <Stack gap="sm">
          {data?.list.map((o) => <OrderCard key={o.id} o={o} reordering={busy === o.id} onReorder={() => void run(o.id)} />)}
        </Stack>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={(p) => update({ page: String(p) })} />}
    </Stack>
  );
}
