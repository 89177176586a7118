// Distributors (issue 15): the console's queue of distributor and affiliate applications — waiting ones first — and
// one distributor's page: the application, the decision (sales: approve with the rebate rate and the statement
// period, or reject with a note) and the statements, where finance mark a closed period paid with their payment
// reference; sales change an approved distributor's rebate terms (from the next period), suspend an active one
// (the code stops working) or reinstate a suspended one (it works again). Each action is audited; the applicant is e-mailed. The audit history closes the page.
import { Anchor, Badge, Button, Card, Group, NumberInput, SegmentedControl, Select, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { DISTRIBUTOR_STATUSES, type DistributorStatus, type RebateStatementView, type StaffDistributor } from '../../../shared/contracts/distributor';
import { DEFAULT_REBATE_BP, REBATE_PERIODS, type RebatePeriod } from '../../../shared/partners/rebate';
import type { RouteInput } from '../../../shared/routes/index';
import { call } from '../../api/client';
import { STAFF_KEY, useStaffMe } from './api';
import { AuditHistory } from './AuditHistory';
import { CustomerLink } from './CustomerLink';
import { ListState } from './ListState';
import { dateTime, usd } from './format';
import { StaffTable, useListParams, type StaffColumn } from './StaffTable';
import { useStaffCall } from './use-staff-call';

const PAGE_SIZE = 20;
const KEY = [...STAFF_KEY, 'distributors'] as const;
const STATUS_COLOR: Record<DistributorStatus, string> = { applied: 'orange', approved: 'blue', active: 'green', rejected: 'gray', suspended: 'red' };
const isStatus = (v: string | null): v is DistributorStatus => (DISTRIBUTOR_STATUSES as readonly (string | null)[]).includes(v);

type Search = NonNullable<RouteInput<'GET /v1/staff/distributors'>['query']>;
const useDistributors = (query: Search) =>
  useQuery({ queryKey: [...KEY, query], queryFn: ({ signal }) => call('GET /v1/staff/distributors', { query }, { signal }), placeholderData: keepPreviousData });
const useDistributor = (id: number) =>
  useQuery({ queryKey: [...KEY, 'one', id], queryFn: ({ signal }) => call('GET /v1/staff/distributors/detail', { query: { id } }, { signal }), enabled: id > 0 });

const StatusBadge = ({ status }: { status: DistributorStatus }) => {
  const { t } = useTranslation('staff');
  return <Badge variant="light" color={STATUS_COLOR[status]} data-testid="distributor-status">{t(`partners.distributors.status.${status}`)}</Badge>;
};

export const DistributorsPage = () => {
  const { t } = useTranslation('staff');
  const { params, update, page } = useListParams();
  const status = params.get('status');
  const search: Search = { status: isStatus(status) ? status : undefined, page: Number(params.get('page')) || 1, page_size: PAGE_SIZE };
  const list = useDistributors(search);
  const columns: StaffColumn<StaffDistributor>[] = [
    { label: t('partners.distributors.company'), render: (r) => <Anchor component={Link} to={`/staff/distributors/${r.id}`}>{r.company_name}</Anchor> },
    { label: '', render: (r) => t(`partners.distributors.kind.${r.kind}`) },
    { label: t('common.customer'), render: (r) => <CustomerLink uid={r.user_id} email={r.customer_email} /> },
    { label: t('common.status'), render: (r) => <StatusBadge status={r.status} /> },
    { label: t('partners.distributors.sent'), render: (r) => dateTime(r.applied_at) },
    { label: '', render: (r) => <Button size="xs" variant="light" component={Link} to={`/staff/distributors/${r.id}`}>{t('partners.distributors.open')}</Button> },
  ];
  return (
    <Stack>
      <Title order={2}>{t('partners.distributors.title')}</Title>
      <Text c="dimmed" size="sm">{t('partners.distributors.intro')}</Text>
      <Group>
        <Select
          label={t('common.status')} placeholder={t('partners.distributors.any')} clearable w={220} value={search.status ?? null}
          data={DISTRIBUTOR_STATUSES.map((s) => ({ value: s, label: t(`partners.distributors.status.${s}`) }))} onChange={(v) => update({ status: v ?? undefined })}
        />
      </Group>
      <StaffTable
        columns={columns} rows={list.data?.list} rowKey={(r) => r.id} minWidth={760} rowTestId={(r) => `distributor-${r.id}`}
        pending={list.isPending} error={list.isError} onRetry={() => void list.refetch()}
        paging={list.data ? { page, pageSize: PAGE_SIZE, total: list.data.total } : undefined} onPage={(n) => update({ page: String(n) })}
      />
    </Stack>
  );
};

const DecideForm = ({ d }: { d: StaffDistributor }) => {
  const { t } = useTranslation('staff');
  const qc = useQueryClient();
  const [rate, setRate] = useState<number | string>(DEFAULT_REBATE_BP / 100);
  const [period, setPeriod] = useState<RebatePeriod>('monthly');
  const [note, setNote] = useState('');
  const { busy, run } = useStaffCall();
  const refresh = () => qc.invalidateQueries({ queryKey: STAFF_KEY });
  const approve = () =>
    run(() => call('POST /v1/staff/distributors/decide', { body: { id: d.id, decision: 'approve', rate_bp: Math.round(Number(rate) * 100), period, note: note.trim() || undefined } }),
      t('partners.distributors.approved'), refresh);
  const reject = () =>
    run(() => call('POST /v1/staff/distributors/decide', { body: { id: d.id, decision: 'reject', note: note.trim() } }), t('partners.distributors.rejected'), refresh);
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={3} fz="md">{t('partners.distributors.decide')}</Title>
        <RateAndPeriod rate={rate} setRate={setRate} period={period} setPeriod={setPeriod} />
        <Textarea label={t('partners.distributors.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} autosize minRows={2} maxLength={2000} />
        <Group>
          <Button loading={busy} onClick={() => void approve()}>{t('partners.distributors.approve')}</Button>
          <Button color="red" variant="light" loading={busy} disabled={!note.trim()} onClick={() => void reject()}>{t('partners.distributors.reject')}</Button>
        </Group>
      </Stack>
    </Card>
  );
};

/** The rebate rate (5–10 %) and its period, as approval and a later change of terms both ask for them. */
const RateAndPeriod = ({ rate, setRate, period, setPeriod }: {
  rate: number | string; setRate: (v: number | string) => void; period: RebatePeriod; setPeriod: (p: RebatePeriod) => void;
}) => {
  const { t } = useTranslation('staff');
  return (
    <Group align="end">
      <NumberInput label={t('partners.distributors.rate')} value={rate} onChange={setRate} min={5} max={10} step={0.5} decimalScale={2} w={140} />
      <SegmentedControl
        aria-label={t('partners.distributors.period')} value={period} onChange={(v) => setPeriod(v as RebatePeriod)}
        data={REBATE_PERIODS.map((p) => ({ value: p, label: t(`partners.distributors.periods.${p}`) }))}
      />
    </Group>
  );
};

const TermsForm = ({ d }: { d: StaffDistributor }) => {
  const { t } = useTranslation('staff');
  const qc = useQueryClient();
  const [rate, setRate] = useState<number | string>((d.next_terms?.rate_bp ?? d.rate_bp ?? DEFAULT_REBATE_BP) / 100);
  const [period, setPeriod] = useState<RebatePeriod>(d.next_terms?.period ?? d.period ?? 'monthly');
  const [note, setNote] = useState('');
  const { busy, run } = useStaffCall();
  const save = () =>
    run(() => call('POST /v1/staff/distributors/terms', { body: { id: d.id, rate_bp: Math.round(Number(rate) * 100), period, note: note.trim() || undefined } }),
      (saved) => t('partners.distributors.termsChanged', { date: saved.next_terms ? dateTime(saved.next_terms.from) : '' }), () => qc.invalidateQueries({ queryKey: STAFF_KEY }));
  return (
    <Card withBorder data-testid="distributor-terms-form">
      <Stack gap="xs">
        <Title order={3} fz="md">{t('partners.distributors.changeTerms')}</Title>
        <Text size="sm" c="dimmed">{t('partners.distributors.changeTermsIntro')}</Text>
        <RateAndPeriod rate={rate} setRate={setRate} period={period} setPeriod={setPeriod} />
        <Textarea label={t('partners.distributors.termsNote')} value={note} onChange={(e) => setNote(e.currentTarget.value)} autosize minRows={1} maxLength={2000} />
        <Group><Button loading={busy} onClick={() => void save()} data-testid="distributor-terms-save">{t('partners.distributors.saveTerms')}</Button></Group>
      </Stack>
    </Card>
  );
};

/**
 * Suspend an active distributor (its code stops working; a reason is required, the distributor reads it) or
 * reinstate a suspended one (the code works again; a note is optional). Both mail the distributor.
 */
const CODE_ACTIONS = {
  suspend: { path: 'POST /v1/staff/distributors/suspend', noteRequired: true, color: 'red' },
  reinstate: { path: 'POST /v1/staff/distributors/reinstate', noteRequired: false, color: undefined },
} as const;

const CodeStatusForm = ({ d, action }: { d: StaffDistributor; action: keyof typeof CODE_ACTIONS }) => {
  const { t } = useTranslation('staff');
  const qc = useQueryClient();
  const [note, setNote] = useState('');
  const { busy, run } = useStaffCall();
  const a = CODE_ACTIONS[action];
  const submit = () =>
    run(() => call(a.path, { body: { id: d.id, note: note.trim() } }), t(`partners.distributors.${action}Done`), () => qc.invalidateQueries({ queryKey: STAFF_KEY }));
  return (
    <Card withBorder data-testid={`distributor-${action}-form`}>
      <Stack gap="xs">
        <Title order={3} fz="md">{t(`partners.distributors.${action}`)}</Title>
        <Text size="sm" c="dimmed">{t(`partners.distributors.${action}Intro`)}</Text>
        <Textarea label={t(`partners.distributors.${action}Note`)} value={note} onChange={(e) => setNote(e.currentTarget.value)} autosize minRows={1} maxLength={2000} />
        <Group>
          <Button color={a.color} variant="light" loading={busy} disabled={a.noteRequired && !note.trim()} onClick={() => void submit()} data-testid={`distributor-${action}`}>
            {t(`partners.distributors.${action}Button`)}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
};

const PayButton = ({ d, s }: { d: StaffDistributor; s: RebateStatementView }) => {
  const { t } = useTranslation('staff');
  const qc = useQueryClient();
  const [reference, setReference] = useState('');
  const { busy, run } = useStaffCall();
  const pay = () =>
    run(() => call('POST /v1/staff/distributors/payouts', { body: { id: d.id, period: s.period, reference: reference.trim() } }),
      t('partners.distributors.paid', { period: s.period }), () => qc.invalidateQueries({ queryKey: STAFF_KEY }));
  return (
    <Group gap="xs" wrap="nowrap">
      <TextInput size="xs" aria-label={t('partners.distributors.reference')} placeholder={t('partners.distributors.reference')} value={reference} onChange={(e) => setReference(e.currentTarget.value)} maxLength={120} />
      <Button size="xs" loading={busy} disabled={!reference.trim()} onClick={() => void pay()}>{t('partners.distributors.markPaid')}</Button>
    </Group>
  );
};

const Statements = ({ d, canPay }: { d: StaffDistributor; canPay: boolean }) => {
  const { t } = useTranslation('staff');
  if (d.statements.length === 0) return <Text size="sm" c="dimmed">{t('partners.distributors.noStatements')}</Text>;
  const c = (k: 'period' | 'orders' | 'basis' | 'rebate' | 'state') => t(`partners.distributors.cols.${k}`);
  return (
    <Table striped data-testid="distributor-statements">
      <Table.Thead><Table.Tr><Table.Th>{c('period')}</Table.Th><Table.Th>{c('orders')}</Table.Th><Table.Th>{c('basis')}</Table.Th><Table.Th>{c('rebate')}</Table.Th><Table.Th>{c('state')}</Table.Th></Table.Tr></Table.Thead>
      <Table.Tbody>
        {d.statements.map((s) => (
          <Table.Tr key={s.period} data-testid={`statement-${s.period}`}>
            <Table.Td>{s.period}</Table.Td><Table.Td>{s.order_count}</Table.Td><Table.Td>{usd(s.basis)}</Table.Td><Table.Td>{usd(s.rebate)}</Table.Td>
            <Table.Td>
              {s.state === 'due' && canPay ? <PayButton d={d} s={s} /> : t(`partners.distributors.state.${s.state}`, { date: s.paid_at ? dateTime(s.paid_at) : '', reference: s.reference })}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
};

export const DistributorPage = () => {
  const { t } = useTranslation('staff');
  const id = Number(useParams().id) || 0;
  const one = useDistributor(id);
  const me = useStaffMe();
  if (!one.data) return <ListState pending={one.isPending} error={one.isError} empty={false} onRetry={() => void one.refetch()} />;
  const d = one.data;
  const can = (a: 'partners.manage' | 'partners.payouts') => me.data?.actions.includes(a) ?? false;
  const rows: [string, string][] = [
    [t('partners.distributors.company'), d.company_name], [t('partners.distributors.country'), d.country_iso2], [t('partners.distributors.website'), d.website || '—'],
    [t('partners.distributors.channels'), d.channels], [t('partners.distributors.code'), d.code ?? '—'],
  ];
  return (
    <Stack>
      <Anchor component={Link} to="/staff/distributors">{t('partners.distributors.back')}</Anchor>
      <Title order={2}>{d.company_name} <StatusBadge status={d.status} /></Title>
      <Card withBorder>
        <Group gap="xs" mb="xs">
          <Text size="sm">{t(`partners.distributors.kind.${d.kind}`)} · {t('common.customer')}:</Text><CustomerLink uid={d.user_id} email={d.customer_email} />
          <Text size="sm">{dateTime(d.applied_at)}</Text>
        </Group>
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Tbody>
            {rows.map(([k, v]) => <Table.Tr key={k}><Table.Th w="30%" style={{ verticalAlign: 'top' }}>{k}</Table.Th><Table.Td style={{ whiteSpace: 'pre-wrap' }}>{v}</Table.Td></Table.Tr>)}
          </Table.Tbody>
        </Table>
        {d.rate_bp !== null && <Text size="sm" mt="xs">{t('partners.distributors.terms', { rate: `${d.rate_bp / 100} %`, period: t(`partners.distributors.periods.${d.period ?? 'monthly'}`) })}</Text>}
        {d.next_terms && (
          <Text size="sm" data-testid="distributor-next-terms">
            {t('partners.distributors.nextTerms', { date: dateTime(d.next_terms.from), rate: `${d.next_terms.rate_bp / 100} %`, period: t(`partners.distributors.periods.${d.next_terms.period}`) })}
          </Text>
        )}
        {d.note && <Text size="sm">{d.note}</Text>}
      </Card>
      {d.status === 'applied' && can('partners.manage') && <DecideForm d={d} />}
      {(d.status === 'approved' || d.status === 'active') && can('partners.manage') && <TermsForm key={`${d.rate_bp}-${d.period}-${d.next_terms?.from ?? ''}`} d={d} />}
      {d.status === 'active' && can('partners.manage') && <CodeStatusForm d={d} action="suspend" />}
      {d.status === 'suspended' && can('partners.manage') && <CodeStatusForm d={d} action="reinstate" />}
      {(d.status === 'active' || d.status === 'suspended') && (
        <Card withBorder>
          <Title order={3} fz="md" mb="xs">{t('partners.distributors.statements')}</Title>
          <Statements d={d} canPay={can('partners.payouts')} />
        </Card>
      )}
      <AuditHistory recordType="distributor" recordId={d.id} />
    </Stack>
  );
};
