// ODM requests (issue 13): the sales queue — waiting requests first, oldest first — and one request's page: what the
// customer sent (every field, the files as downloads, the application's estimate), the quote form (price lines of
// the spec's cost lines, quantity, lead time, shipping weight, a note) or the refusal (a reason and a note); the
// customer is e-mailed either way. The request's audit history closes the page.
import { Anchor, Badge, Button, Card, Group, NumberInput, Select, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ODM_DECLINE_REASONS, ODM_STATUSES, type OdmDeclineReason, type OdmStatus, type StaffOdmRequest } from '../../../shared/contracts/odm';
import { QUOTE_LINE_MESSAGES_EN, QUOTE_LINE_MESSAGES_JA, type QuoteLineKey } from '../../../shared/contracts/cart';
import type { RouteInput } from '../../../shared/routes/index';
import { call, href } from '../../api/client';
import { STAFF_KEY, useStaffMe } from './api';
import { AuditHistory } from './AuditHistory';
import { CustomerLink } from './CustomerLink';
import { ListState } from './ListState';
import { dateTime, linesTotalCents, toCents, usd } from './format';
import { StaffTable, useListParams, type StaffColumn } from './StaffTable';
import { useStaffCall } from './use-staff-call';

const PAGE_SIZE = 20;
const KEY = [...STAFF_KEY, 'odm'] as const;
const STATUS_COLOR: Record<OdmStatus, string> = { submitted: 'orange', quoted: 'blue', declined: 'gray', accepted: 'green' };

type OdmSearch = NonNullable<RouteInput<'GET /v1/staff/odm'>['query']>;
const useRequests = (query: OdmSearch) =>
  useQuery({ queryKey: [...KEY, query], queryFn: ({ signal }) => call('GET /v1/staff/odm', { query }, { signal }), placeholderData: keepPreviousData });
const useRequest = (id: number) =>
  useQuery({ queryKey: [...KEY, 'one', id], queryFn: ({ signal }) => call('GET /v1/staff/odm/detail', { query: { id } }, { signal }), enabled: id > 0 });

const StatusBadge = ({ status }: { status: OdmStatus }) => {
  const { t } = useTranslation('staff');
  return <Badge variant="light" color={STATUS_COLOR[status]} data-testid="odm-status">{t(`odm.status.${status}`)}</Badge>;
};

const isStatus = (v: string | null): v is OdmStatus => (ODM_STATUSES as readonly (string | null)[]).includes(v);

export const OdmRequestsPage = () => {
  const { t } = useTranslation('staff');
  const { params, update, page } = useListParams();
  const status = params.get('status');
  const search: OdmSearch = { status: isStatus(status) ? status : undefined, page: Number(params.get('page')) || 1, page_size: PAGE_SIZE };
  const list = useRequests(search);
  const columns: StaffColumn<StaffOdmRequest>[] = [
    {
      label: t('odm.request'),
      render: (r) => (
        <Stack gap={0}>
          <Anchor component={Link} to={`/staff/odm/${r.id}`}>{r.number}</Anchor>
          <Text size="xs" c="dimmed">{t(`odm.kind.${r.kind}`)}</Text>
        </Stack>
      ),
    },
    { label: t('common.customer'), render: (r) => <CustomerLink uid={r.user_id} email={r.customer_email} /> },
    { label: t('odm.page'), render: (r) => `/${r.page}` },
    { label: t('common.status'), render: (r) => <StatusBadge status={r.status} /> },
    { label: t('odm.sent'), render: (r) => dateTime(r.created_at) },
    { label: '', render: (r) => <Button size="xs" variant="light" component={Link} to={`/staff/odm/${r.id}`}>{t('odm.open')}</Button> },
  ];
  return (
    <Stack>
      <Title order={2}>{t('odm.title')}</Title>
      <Text c="dimmed" size="sm">{t('odm.intro')}</Text>
      <Group>
        <Select
          label={t('common.status')} placeholder={t('odm.any')} clearable w={200} value={search.status ?? null}
          data={ODM_STATUSES.map((s) => ({ value: s, label: t(`odm.status.${s}`) }))} onChange={(v) => update({ status: v ?? undefined })}
        />
      </Group>
      <StaffTable
        columns={columns} rows={list.data?.list} rowKey={(r) => r.id} minWidth={760} rowTestId={(r) => `odm-request-${r.id}`}
        pending={list.isPending} error={list.isError} onRetry={() => void list.refetch()}
        paging={list.data ? { page, pageSize: PAGE_SIZE, total: list.data.total } : undefined} onPage={(n) => update({ page: String(n) })}
      />
    </Stack>
  );
};

type Line = { key: QuoteLineKey; dollars: number | string };
const QUOTE_KEYS = Object.keys(QUOTE_LINE_MESSAGES_EN) as QuoteLineKey[];
const isQuoteKey = (k: string): k is QuoteLineKey => (QUOTE_KEYS as string[]).includes(k);

/** The application's estimate as the first draft of the quote; an inquiry starts from the product and the sample. */
const draftLines = (r: StaffOdmRequest): Line[] => {
  const from = r.quote?.lines ?? r.estimate?.lines ?? [];
  const lines = from.filter((l) => isQuoteKey(l.key)).map((l) => ({ key: l.key as QuoteLineKey, dollars: Number(l.amount) / 100 }));
  return lines.length ? lines : [{ key: 'product', dollars: '' }, { key: 'sample', dollars: 100 }];
};

const QuoteForm = ({ request }: { request: StaffOdmRequest }) => {
  const { t, i18n } = useTranslation('staff');
  const qc = useQueryClient();
  const names = i18n.language === 'ja' ? QUOTE_LINE_MESSAGES_JA : QUOTE_LINE_MESSAGES_EN;
  const formQuantity = Number(request.form.quantity ?? request.form.first_batch_volume ?? 1) || 1;
  const [lines, setLines] = useState<Line[]>(() => draftLines(request));
  const [quantity, setQuantity] = useState<number | string>(request.quote?.quantity ?? formQuantity);
  const [days, setDays] = useState<number | string>(request.quote?.lead_days ?? (request.estimate ? request.estimate.sample_days + request.estimate.production_days : 30));
  const [weight, setWeight] = useState<number | string>(request.quote?.weight_grams ?? 1000);
  const [note, setNote] = useState(request.quote?.note ?? '');
  const { busy, run } = useStaffCall();
  const total = linesTotalCents(lines);
  const submit = () =>
    run(
      () => call('POST /v1/staff/odm/quote', {
        body: {
          id: request.id, lines: lines.map((l) => ({ key: l.key, amount: toCents(l.dollars) })), quantity: Number(quantity), lead_days: Number(days),
          weight_grams: Number(weight), note: note.trim() || undefined,
        },
      }),
      t('odm.quoted', { number: request.number }),
      () => qc.invalidateQueries({ queryKey: STAFF_KEY }),
    );
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={3} fz="md">{t('odm.quote')}</Title>
        {lines.map((l, i) => (
          <Group key={i} align="end" wrap="nowrap">
            <Select
              label={t('odm.line')} data={QUOTE_KEYS.map((value) => ({ value, label: names[value] }))} value={l.key} allowDeselect={false} style={{ flex: 1 }}
              onChange={(v) => setLines(lines.map((x, j) => (j === i ? { ...x, key: (v ?? 'product') as QuoteLineKey } : x)))}
            />
            <NumberInput
              label={t('odm.amount')} value={l.dollars} decimalScale={2} min={l.key === 'special_discount' ? -1_000_000 : 0} w={160}
              onChange={(v) => setLines(lines.map((x, j) => (j === i ? { ...x, dollars: v } : x)))}
            />
            <Button variant="subtle" color="red" disabled={lines.length === 1} onClick={() => setLines(lines.filter((_, j) => j !== i))}>{t('odm.removeLine')}</Button>
          </Group>
        ))}
        <Group>
          <Button variant="default" size="xs" onClick={() => setLines([...lines, { key: QUOTE_KEYS.find((k) => !lines.some((l) => l.key === k)) ?? 'product', dollars: '' }])}>
            {t('odm.addLine')}
          </Button>
        </Group>
        <Group grow>
          <NumberInput label={t('odm.quantity')} value={quantity} onChange={setQuantity} min={1} allowDecimal={false} />
          <NumberInput label={t('odm.leadDays')} value={days} onChange={setDays} min={1} max={365} allowDecimal={false} />
          <NumberInput label={t('odm.weight')} value={weight} onChange={setWeight} min={1} allowDecimal={false} />
        </Group>
        <Textarea label={t('odm.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} autosize minRows={2} maxLength={2000} />
        <Text fw={600} data-testid="odm-quote-total">{t('odm.total', { total: usd(String(total)) })}</Text>
        <Group><Button loading={busy} disabled={total <= 0} onClick={() => void submit()}>{t('odm.send')}</Button></Group>
      </Stack>
    </Card>
  );
};

const DeclineForm = ({ request }: { request: StaffOdmRequest }) => {
  const { t } = useTranslation('staff');
  const qc = useQueryClient();
  const [reason, setReason] = useState<OdmDeclineReason>('other');
  const [note, setNote] = useState('');
  const { busy, run } = useStaffCall();
  const submit = () =>
    run(
      () => call('POST /v1/staff/odm/decline', { body: { id: request.id, reason, note: note.trim() } }),
      t('odm.declined', { number: request.number }),
      () => qc.invalidateQueries({ queryKey: STAFF_KEY }),
    );
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={3} fz="md">{t('odm.decline')}</Title>
        <Select
          label={t('odm.declineReason')} value={reason} allowDeselect={false} onChange={(v) => setReason((v ?? 'other') as OdmDeclineReason)}
          data={ODM_DECLINE_REASONS.map((r) => ({ value: r, label: t(`odm.reasons.${r}`) }))}
        />
        <Textarea label={t('odm.declineNote')} required value={note} onChange={(e) => setNote(e.currentTarget.value)} autosize minRows={2} maxLength={2000} />
        <Group><Button color="red" variant="light" loading={busy} disabled={!note.trim()} onClick={() => void submit()}>{t('odm.decline')}</Button></Group>
      </Stack>
    </Card>
  );
};

const FIELD_ORDER = Object.keys({
  company_name: 0, business_field: 0, website: 0, employees: 0, annual_revenue: 0, project_intro: 0, first_batch_volume: 0, first_batch_time: 0,
  mass_production_volume: 0, mass_production_time: 0, production_plan: 0, ip_owner: 0, payment_terms: 0, delivery_list: 0, how_heard: 0,
  sku: 0, quantity: 0, labour_hours: 0, logo: 0, logo_requirements: 0, packaging: 0, details: 0, other_info: 0, accept_nre: 0, accept_service_fee: 0,
});

const FormTable = ({ form }: { form: Record<string, unknown> }) => {
  const { t } = useTranslation('staff');
  const rows = FIELD_ORDER.filter((k) => k in form && form[k] !== '' && form[k] !== null);
  return (
    <Table withRowBorders={false} verticalSpacing={4} data-testid="odm-form">
      <Table.Tbody>
        {rows.map((k) => (
          <Table.Tr key={k}>
            <Table.Th w="30%" style={{ verticalAlign: 'top' }}>{t(`odm.fields.${k}` as 'odm.fields.sku')}</Table.Th>
            <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{typeof form[k] === 'boolean' ? (form[k] ? '✓' : '✗') : String(form[k])}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
};

export const OdmRequestPage = () => {
  const { t, i18n } = useTranslation('staff');
  const id = Number(useParams().id) || 0;
  const request = useRequest(id);
  const me = useStaffMe();
  if (!request.data) return <ListState pending={request.isPending} error={request.isError} empty={false} onRetry={() => void request.refetch()} />;
  const r = request.data;
  const names: Record<string, string> = i18n.language === 'ja' ? QUOTE_LINE_MESSAGES_JA : QUOTE_LINE_MESSAGES_EN;
  const open = r.status === 'submitted' || r.status === 'quoted';
  const canAnswer = me.data?.actions.includes('quotes.answer') ?? false;
  return (
    <Stack>
      <Anchor component={Link} to="/staff/odm">{t('odm.back')}</Anchor>
      <Title order={2}>{r.number} <StatusBadge status={r.status} /></Title>
      <Card withBorder>
        <Stack gap={4}>
          <Text size="sm">{t(`odm.kind.${r.kind}`)} · {t('odm.page')}: /{r.page} · {t('odm.sent')}: {dateTime(r.created_at)}</Text>
          <Group gap="xs"><Text size="sm">{t('common.customer')}:</Text><CustomerLink uid={r.user_id} email={r.customer_email} /><Text size="sm">{r.customer_name}</Text></Group>
          {r.quote && <Text size="sm" data-testid="odm-current-quote">{t('odm.current', { total: usd(r.quote.total), quantity: r.quote.quantity, days: r.quote.lead_days })}</Text>}
          {r.cart_id !== null && <Text size="sm">{t('odm.cartItem', { id: r.cart_id })}</Text>}
          {r.declined_by === 'staff' && <Text size="sm">{t(`odm.reasons.${r.decline_reason ?? 'other'}`)} — {r.decline_note}</Text>}
          {r.declined_by === 'customer' && <Text size="sm" data-testid="odm-customer-declined">{t('odm.customerDeclined', { reason: r.customer_reason })}</Text>}
        </Stack>
      </Card>
      <Card withBorder>
        <Title order={3} fz="md" mb="xs">{t('odm.form')}</Title>
        <FormTable form={r.form} />
        <Title order={4} fz="sm" mt="sm">{t('odm.files')}</Title>
        {r.files.length === 0 ? <Text size="sm" c="dimmed">{t('odm.noFiles')}</Text> : r.files.map((f) => (
          <Group key={f.file_id} gap="xs">
            <Text size="sm">{t(`odm.fields.${f.purpose === 'document' ? 'file_ids' : f.purpose === 'logo' ? 'logo_file_id' : 'firmware_file_id'}`)}: {f.name} ({(f.size / 1024).toFixed(1)} KB)</Text>
            <Anchor size="sm" href={href('GET /v1/staff/odm/file', { query: { file_id: f.file_id } })}>{t('odm.download')}</Anchor>
          </Group>
        ))}
        {r.estimate && (
          <>
            <Title order={4} fz="sm" mt="sm">{t('odm.estimate')}</Title>
            {r.estimate.lines.map((l) => <Text key={l.key} size="sm">{names[l.key] ?? l.key}: {usd(l.amount)}</Text>)}
            <Text size="sm" fw={600}>{usd(r.estimate.total)}</Text>
            <Text size="sm">{t('odm.estimateDays', { sample: r.estimate.sample_days, production: r.estimate.production_days })}</Text>
          </>
        )}
      </Card>
      {open && canAnswer ? (
        <>
          <QuoteForm key={`${r.id}:${r.quote?.quoted_at ?? ''}`} request={r} />
          {r.status === 'submitted' && <DeclineForm request={r} />}
        </>
      ) : !open ? <Text size="sm" c="dimmed">{t('odm.closed')}</Text> : null}
      <AuditHistory recordType="odm_request" recordId={r.id} />
    </Stack>
  );
};
