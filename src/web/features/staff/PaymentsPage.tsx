// Payments (issue 9): every payment attempt (captures per order) with provider, amount, status and date; searched by
// order number or customer e-mail, filtered by provider and status, sorted and paged on the server (a deep link).
import { Anchor, Badge, Button, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES, type StaffPayment } from '../../../shared/contracts/staff-payments';
import { href } from '../../api/client';
import { pagedParams, usePayments, type PaymentSearch } from './money-api';
import { dateTime, usd } from './format';
import { StaffTable, useListParams, type StaffColumn } from './StaffTable';

const PAGE_SIZE = 20;
const oneOf = <T extends string>(all: readonly T[], v: string | null): T | undefined => (all as readonly string[]).includes(v ?? '') ? (v as T) : undefined;

const STATUS_COLOR = { done: 'green', failed: 'red', refunded: 'gray', pending: 'orange' } as const;

export const PaymentsPage = ({ canSeeReceipts }: { canSeeReceipts: boolean }) => {
  const { t } = useTranslation('staff');
  const { params, update, page, sortState, toggleSort } = useListParams();
  const search: PaymentSearch = {
    q: params.get('q') || undefined, provider: oneOf(PAYMENT_PROVIDERS, params.get('provider')), status: oneOf(PAYMENT_STATUSES, params.get('status')),
    ...pagedParams(params, ['created_at', 'amount'] as const, PAGE_SIZE),
  };
  const [q, setQ] = useState(search.q ?? '');
  const list = usePayments(search);
  const columns: StaffColumn<StaffPayment>[] = [
    { label: t('common.order'), render: (p) => <Anchor component={Link} to={`/staff/orders/${p.order_id}`}>{p.order_no}</Anchor> },
    { label: t('common.customer'), render: (p) => p.customer_email },
    { label: t('payments.provider'), render: (p) => `${t(`payments.providerName.${p.provider}`, { defaultValue: p.provider })} · #${p.attempt_no}` },
    { label: t('wire.amount'), sort: 'amount', render: (p) => usd(p.amount) },
    {
      label: t('common.status'),
      render: (p) => (
        <Badge variant="light" color={STATUS_COLOR[p.status]}>
          {t(`payments.statusName.${p.status}`)}{p.result === 'rejected' ? ` · ${t('payments.rejected')}` : p.msg_code ? ` · ${p.msg_code}` : ''}
        </Badge>
      ),
    },
    { label: t('common.created'), sort: 'created_at', render: (p) => dateTime(p.created_at) },
    {
      label: t('wire.receipt'),
      render: (p) => p.has_receipt && canSeeReceipts
        ? <Anchor href={href('GET /v1/staff/payment/receipt', { query: { order_id: p.order_id } })} target="_blank" rel="noopener">{t('wire.viewReceipt')}</Anchor>
        : null,
    },
  ];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('payments.title')}</Title>
        <Anchor component={Link} to="/staff/payments/late">{t('late.title')}</Anchor>
      </Group>
      <form onSubmit={(e) => { e.preventDefault(); update({ q: q.trim() || undefined }); }}>
        <Group align="end" wrap="wrap">
          <TextInput label={t('payments.search')} value={q} onChange={(e) => setQ(e.currentTarget.value)} w={280} />
          <Select
            label={t('payments.provider')} placeholder={t('payments.any')} clearable w={180} value={search.provider ?? null}
            data={PAYMENT_PROVIDERS.map((p) => ({ value: p, label: t(`payments.providerName.${p}`) }))} onChange={(v) => update({ provider: v ?? undefined })}
          />
          <Select
            label={t('common.status')} placeholder={t('payments.any')} clearable w={180} value={search.status ?? null}
            data={PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`payments.statusName.${s}`) }))} onChange={(v) => update({ status: v ?? undefined })}
          />
          <Button type="submit">{t('orders.searchButton')}</Button>
        </Group>
      </form>
      <StaffTable
        columns={columns} rows={list.data?.list} rowKey={(p) => p.payment_id} minWidth={820} rowTestId={(p) => `payment-${p.order_no}-${p.attempt_no}`}
        pending={list.isPending} error={list.isError} onRetry={() => void list.refetch()}
        sort={sortState('created_at')} onSort={toggleSort('created_at')}
        paging={list.data ? { page, pageSize: PAGE_SIZE, total: list.data.total } : undefined} onPage={(n) => update({ page: String(n) })}
      />
    </Stack>
  );
};
