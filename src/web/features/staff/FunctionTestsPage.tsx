// Functional-test plans (issue 11 "Functional test"): the engineering queue — plans customers bound to PCB assemblies
// with the functional test, Confirming first, oldest first — and one plan's page: the file (PDF and text open in a
// tab, the rest download), the customer, the item and its order, confirm or reject with a required note (the customer
// is e-mailed in their language), and the plan's audit history.
import { Anchor, Badge, Button, Card, Group, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffTestPlan, TestPlanDecision } from '../../../shared/contracts/function-test';
import type { RouteInput } from '../../../shared/routes/index';
import { call, href } from '../../api/client';
import { STAFF_KEY } from './api';
import { AuditHistory } from './AuditHistory';
import { CustomerLink } from './CustomerLink';
import { ListState } from './ListState';
import { dateTime } from './format';
import { StaffTable, useListParams, type StaffColumn } from './StaffTable';
import { useStaffCall } from './use-staff-call';

const PAGE_SIZE = 20;
const KEY = [...STAFF_KEY, 'function-tests'] as const;
const STATUS_COLOR = { 1: 'orange', 2: 'green', 3: 'red' } as const;
const STATUS_WORD = { 1: 'confirming', 2: 'confirmed', 3: 'rejected' } as const;

type PlanSearch = NonNullable<RouteInput<'GET /v1/staff/function-tests'>['query']>;
const usePlans = (query: PlanSearch) =>
  useQuery({ queryKey: [...KEY, query], queryFn: ({ signal }) => call('GET /v1/staff/function-tests', { query }, { signal }), placeholderData: keepPreviousData });
const usePlan = (id: number) =>
  useQuery({ queryKey: [...KEY, 'plan', id], queryFn: ({ signal }) => call('GET /v1/staff/function-tests/detail', { query: { id } }, { signal }), enabled: id > 0 });

const StatusBadge = ({ status }: { status: StaffTestPlan['status'] }) => {
  const { t } = useTranslation('staff');
  return <Badge variant="light" color={STATUS_COLOR[status]} data-testid="test-plan-status">{t(`functionTests.status.${STATUS_WORD[status]}`)}</Badge>;
};

const fileLink = (id: number, download = false) => href('GET /v1/staff/function-tests/file', { query: { id, ...(download ? { download: '1' as const } : {}) } });

export const FunctionTestsPage = () => {
  const { t } = useTranslation('staff');
  const { params, update, page } = useListParams();
  const status = Number(params.get('status'));
  const search: PlanSearch = {
    q: params.get('q') || undefined, status: status >= 1 && status <= 3 ? status : undefined, page: Number(params.get('page')) || 1, page_size: PAGE_SIZE,
  };
  const [q, setQ] = useState(search.q ?? '');
  const list = usePlans(search);
  const columns: StaffColumn<StaffTestPlan>[] = [
    {
      label: t('functionTests.plan'),
      render: (p) => (
        <Stack gap={0}>
          <Anchor component={Link} to={`/staff/function-tests/${p.plan_id}`}>{p.name}</Anchor>
          <Text size="xs" c="dimmed">#{p.plan_id} · {t(`functionTests.kind.${p.kind}`)}</Text>
        </Stack>
      ),
    },
    { label: t('common.customer'), render: (p) => <CustomerLink uid={p.user_id} email={p.customer_email} /> },
    {
      label: t('functionTests.item'),
      render: (p) => (
        <Stack gap={0}>
          <Text size="sm">{p.item_name ?? '—'}{p.quantity ? ` · ${t('functionTests.boards', { count: p.quantity })}` : ''}</Text>
          {p.order_id && <Anchor size="xs" component={Link} to={`/staff/orders/${p.order_id}`}>{p.order_no}</Anchor>}
        </Stack>
      ),
    },
    { label: t('common.status'), render: (p) => <StatusBadge status={p.status} /> },
    { label: t('functionTests.uploaded'), render: (p) => dateTime(p.created_at) },
    { label: '', render: (p) => <Button size="xs" variant="light" component={Link} to={`/staff/function-tests/${p.plan_id}`}>{t('functionTests.open')}</Button> },
  ];
  return (
    <Stack>
      <Title order={2}>{t('functionTests.title')}</Title>
      <Text c="dimmed" size="sm">{t('functionTests.intro')}</Text>
      <form onSubmit={(e) => { e.preventDefault(); update({ q: q.trim() || undefined }); }}>
        <Group align="end" wrap="wrap">
          <TextInput label={t('functionTests.search')} value={q} onChange={(e) => setQ(e.currentTarget.value)} w={280} />
          <Select
            label={t('common.status')} placeholder={t('functionTests.any')} clearable w={180} value={search.status ? String(search.status) : null}
            data={([1, 2, 3] as const).map((s) => ({ value: String(s), label: t(`functionTests.status.${STATUS_WORD[s]}`) }))} onChange={(v) => update({ status: v ?? undefined })}
          />
          <Button type="submit">{t('orders.searchButton')}</Button>
        </Group>
      </form>
      <StaffTable
        columns={columns} rows={list.data?.list} rowKey={(p) => p.plan_id} minWidth={820} rowTestId={(p) => `test-plan-${p.plan_id}`}
        pending={list.isPending} error={list.isError} onRetry={() => void list.refetch()}
        paging={list.data ? { page, pageSize: PAGE_SIZE, total: list.data.total } : undefined} onPage={(n) => update({ page: String(n) })}
      />
    </Stack>
  );
};

const DecideForm = ({ plan }: { plan: StaffTestPlan }) => {
  const { t } = useTranslation('staff');
  const qc = useQueryClient();
  const [note, setNote] = useState('');
  const [choice, setChoice] = useState<TestPlanDecision | null>(null);
  const { busy, run } = useStaffCall();
  const decide = (decision: TestPlanDecision) => {
    setChoice(decision);
    void run(
      () => call('POST /v1/staff/function-tests/decide', { body: { plan_id: plan.plan_id, decision, note: note.trim() } }),
      t(decision === 'confirm' ? 'functionTests.confirmed' : 'functionTests.rejected', { id: plan.plan_id }),
      () => qc.invalidateQueries({ queryKey: STAFF_KEY }),
    );
  };
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <Stack gap="xs">
        <Textarea
          label={t('functionTests.note')} description={t('functionTests.noteHint')} required autosize minRows={3} maxLength={1000}
          value={note} onChange={(e) => setNote(e.currentTarget.value)}
        />
        <Group>
          <Button color="green" loading={busy && choice === 'confirm'} disabled={!note.trim() || busy} onClick={() => decide('confirm')}>{t('functionTests.confirm')}</Button>
          <Button color="red" variant="light" loading={busy && choice === 'reject'} disabled={!note.trim() || busy} onClick={() => decide('reject')}>{t('functionTests.reject')}</Button>
        </Group>
      </Stack>
    </form>
  );
};

export const FunctionTestPage = () => {
  const { t } = useTranslation('staff');
  const id = Number(useParams().id) || 0;
  const plan = usePlan(id);
  if (!plan.data) return <ListState pending={plan.isPending} error={plan.isError} empty={false} onRetry={() => void plan.refetch()} />;
  const p = plan.data;
  const inline = p.kind === 'pdf' || p.kind === 'text' || p.kind === 'markdown';
  return (
    <Stack>
      <Anchor component={Link} to="/staff/function-tests">{t('functionTests.back')}</Anchor>
      <Title order={2}>{p.name} <StatusBadge status={p.status} /></Title>
      <Card withBorder>
        <Stack gap={4}>
          <Text size="sm">#{p.plan_id} · {t(`functionTests.kind.${p.kind}`)} · {(p.size / 1024).toFixed(1)} KB · {t('functionTests.uploaded')}: {dateTime(p.created_at)}</Text>
          <Group gap="xs"><Text size="sm">{t('common.customer')}:</Text><CustomerLink uid={p.user_id} email={p.customer_email} /></Group>
          <Text size="sm">
            {t('functionTests.item')}: {p.cart_id ? t('functionTests.cartItem', { id: p.cart_id }) : '—'}
            {p.item_name ? ` · ${p.item_name}` : ''}{p.quantity ? ` · ${t('functionTests.boards', { count: p.quantity })}` : ''}
          </Text>
          {p.order_id && <Text size="sm">{t('common.order')}: <Anchor component={Link} to={`/staff/orders/${p.order_id}`}>{p.order_no}</Anchor></Text>}
          {p.decided_at && (
            <Text size="sm">{t('functionTests.decided')}: {t('functionTests.decidedBy', { who: p.decided_by_email ?? '—', date: dateTime(p.decided_at) })}</Text>
          )}
          {p.staff_note && <Text size="sm">{t('functionTests.note')}: {p.staff_note}</Text>}
          <Group gap="md">
            {inline && <Anchor size="sm" href={fileLink(p.plan_id)} target="_blank" rel="noopener">{t('functionTests.view')}</Anchor>}
            <Anchor size="sm" href={fileLink(p.plan_id, true)}>{t('functionTests.download')}</Anchor>
          </Group>
        </Stack>
      </Card>
      {p.cart_id === null
        ? <Text size="sm" c="dimmed">{t('functionTests.detached')}</Text>
        : p.status === 1 ? <DecideForm plan={p} /> : <Text size="sm" c="dimmed">{t('functionTests.decidedAlready')}</Text>}
      <AuditHistory recordType="test_plan" recordId={p.plan_id} />
    </Stack>
  );
};
