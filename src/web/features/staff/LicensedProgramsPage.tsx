// Licensed products (issue 15): the console's queue of licensed-program applications and batches — waiting
// applications first, oldest first — and one program's page: the application, the record's figures, the stage
// history and the form that moves the batch to one of its next stages (status/licensed-batch.ts; a refused move
// comes back as the server's reason). The partner is e-mailed at each move; the audit history closes the page.
import { Anchor, Badge, Button, Card, Group, NumberInput, Select, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffLicensedProgram } from '../../../shared/contracts/licensed';
import { LICENSED_STAGE_KEYS, LICENSED_STAGES, type LicensedStage } from '../../../shared/status/licensed-batch';
import type { RouteInput } from '../../../shared/routes/index';
import { call } from '../../api/client';
import { STAFF_KEY, useStaffMe } from './api';
import { AuditHistory } from './AuditHistory';
import { CustomerLink } from './CustomerLink';
import { ListState } from './ListState';
import { dateTime, toCents, usd } from './format';
import { StaffTable, useListParams, type StaffColumn } from './StaffTable';
import { useStaffCall } from './use-staff-call';

const PAGE_SIZE = 20;
const KEY = [...STAFF_KEY, 'licensed'] as const;
const STAGE_COLOR: Record<LicensedStage, string> = { 0: 'orange', 1: 'blue', 2: 'blue', 3: 'gray', 4: 'grape', 5: 'grape', 6: 'green' };

type Search = NonNullable<RouteInput<'GET /v1/staff/licensed'>['query']>;
const usePrograms = (query: Search) =>
  useQuery({ queryKey: [...KEY, query], queryFn: ({ signal }) => call('GET /v1/staff/licensed', { query }, { signal }), placeholderData: keepPreviousData });
const useProgram = (id: number) =>
  useQuery({ queryKey: [...KEY, 'one', id], queryFn: ({ signal }) => call('GET /v1/staff/licensed/detail', { query: { id } }, { signal }), enabled: id > 0 });

const StageBadge = ({ stage }: { stage: LicensedStage }) => {
  const { t } = useTranslation('staff');
  return <Badge variant="light" color={STAGE_COLOR[stage]} data-testid="licensed-stage">{t(`partners.licensed.stage.${LICENSED_STAGE_KEYS[stage]}`)}</Badge>;
};

export const LicensedProgramsPage = () => {
  const { t } = useTranslation('staff');
  const { params, update, page } = useListParams();
  const stage = params.get('stage');
  const search: Search = { stage: stage === null || stage === '' ? undefined : Number(stage), page: Number(params.get('page')) || 1, page_size: PAGE_SIZE };
  const list = usePrograms(search);
  const columns: StaffColumn<StaffLicensedProgram>[] = [
    { label: t('partners.licensed.program'), render: (r) => <Anchor component={Link} to={`/staff/licensed/${r.id}`}>{r.program_id}</Anchor> },
    { label: t('partners.licensed.product'), render: (r) => r.product_name },
    { label: t('common.customer'), render: (r) => <CustomerLink uid={r.user_id} email={r.customer_email} /> },
    { label: t('common.status'), render: (r) => <StageBadge stage={r.stage} /> },
    { label: t('partners.licensed.sent'), render: (r) => dateTime(r.submitted_at) },
    { label: '', render: (r) => <Button size="xs" variant="light" component={Link} to={`/staff/licensed/${r.id}`}>{t('partners.licensed.open')}</Button> },
  ];
  return (
    <Stack>
      <Title order={2}>{t('partners.licensed.title')}</Title>
      <Text c="dimmed" size="sm">{t('partners.licensed.intro')}</Text>
      <Group>
        <Select
          label={t('common.status')} placeholder={t('partners.licensed.any')} clearable w={260} value={search.stage === undefined ? null : String(search.stage)}
          data={LICENSED_STAGES.map((s) => ({ value: String(s), label: t(`partners.licensed.stage.${LICENSED_STAGE_KEYS[s]}`) }))} onChange={(v) => update({ stage: v ?? undefined })}
        />
      </Group>
      <StaffTable
        columns={columns} rows={list.data?.list} rowKey={(r) => r.id} minWidth={760} rowTestId={(r) => `licensed-program-${r.id}`}
        pending={list.isPending} error={list.isError} onRetry={() => void list.refetch()}
        paging={list.data ? { page, pageSize: PAGE_SIZE, total: list.data.total } : undefined} onPage={(n) => update({ page: String(n) })}
      />
    </Stack>
  );
};

const MoveForm = ({ program }: { program: StaffLicensedProgram }) => {
  const { t } = useTranslation('staff');
  const qc = useQueryClient();
  const [to, setTo] = useState<string>(String(program.next_stages[0] ?? ''));
  const [deposit, setDeposit] = useState<number | string>(program.deposit === null ? '' : Number(program.deposit) / 100);
  const [sku, setSku] = useState(program.bazaar_sku ?? '');
  const [stock, setStock] = useState<number | string>(program.remaining_stock ?? program.quantity);
  const [note, setNote] = useState('');
  const { busy, run } = useStaffCall();
  const target = Number(to) as LicensedStage;
  const submit = () =>
    run(
      () => call('POST /v1/staff/licensed/stage', {
        body: {
          id: program.id, to: target, note: note.trim() || undefined,
          deposit: target === 2 && deposit !== '' ? toCents(deposit) : undefined,
          bazaar_sku: target === 6 && sku.trim() ? sku.trim() : undefined,
          remaining_stock: target === 6 && stock !== '' ? Number(stock) : undefined,
        },
      }),
      t('partners.licensed.moved', { id: program.program_id, stage: t(`partners.licensed.stage.${LICENSED_STAGE_KEYS[target]}`) }),
      () => qc.invalidateQueries({ queryKey: STAFF_KEY }),
    );
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={3} fz="md">{t('partners.licensed.move')}</Title>
        <Select
          label={t('partners.licensed.to')} value={to} allowDeselect={false} onChange={(v) => setTo(v ?? '')} w={320}
          data={program.next_stages.map((s) => ({ value: String(s), label: t(`partners.licensed.stage.${LICENSED_STAGE_KEYS[s]}`) }))}
        />
        {target === 2 && <NumberInput label={t('partners.licensed.depositUsd')} value={deposit} onChange={setDeposit} min={0} decimalScale={2} w={240} />}
        {target === 6 && (
          <Group>
            <TextInput label={t('partners.licensed.sku')} value={sku} onChange={(e) => setSku(e.currentTarget.value)} maxLength={40} />
            <NumberInput label={t('partners.licensed.stock')} value={stock} onChange={setStock} min={0} allowDecimal={false} />
          </Group>
        )}
        <Textarea label={t('partners.licensed.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} autosize minRows={2} maxLength={2000} />
        <Group><Button loading={busy} disabled={to === ''} onClick={() => void submit()}>{t('partners.licensed.submit')}</Button></Group>
      </Stack>
    </Card>
  );
};

export const LicensedProgramPage = () => {
  const { t } = useTranslation('staff');
  const id = Number(useParams().id) || 0;
  const program = useProgram(id);
  const me = useStaffMe();
  if (!program.data) return <ListState pending={program.isPending} error={program.isError} empty={false} onRetry={() => void program.refetch()} />;
  const p = program.data;
  const canMove = me.data?.actions.includes('partners.manage') ?? false;
  const rows: [string, string][] = [
    [t('partners.licensed.company'), p.company_name], [t('partners.licensed.product'), p.product_name], [t('partners.licensed.url'), p.product_url || '—'],
    [t('partners.licensed.description'), p.description], [t('partners.licensed.quantity'), String(p.quantity)], [t('partners.licensed.batch'), String(p.batch)],
    [t('partners.licensed.deposit'), usd(p.deposit)], [t('partners.licensed.sku'), p.bazaar_sku ?? '—'], [t('partners.licensed.stock'), p.remaining_stock === null ? '—' : String(p.remaining_stock)],
  ];
  return (
    <Stack>
      <Anchor component={Link} to="/staff/licensed">{t('partners.licensed.back')}</Anchor>
      <Title order={2}>{p.program_id} <StageBadge stage={p.stage} /></Title>
      <Card withBorder>
        <Group gap="xs" mb="xs"><Text size="sm">{t('common.customer')}:</Text><CustomerLink uid={p.user_id} email={p.customer_email} /><Text size="sm">/{p.page} · {dateTime(p.submitted_at)}</Text></Group>
        <Title order={3} fz="md" mb="xs">{t('partners.licensed.details')}</Title>
        <Table withRowBorders={false} verticalSpacing={4} data-testid="licensed-details">
          <Table.Tbody>
            {rows.map(([k, v]) => <Table.Tr key={k}><Table.Th w="30%" style={{ verticalAlign: 'top' }}>{k}</Table.Th><Table.Td style={{ whiteSpace: 'pre-wrap' }}>{v}</Table.Td></Table.Tr>)}
          </Table.Tbody>
        </Table>
        <Title order={4} fz="sm" mt="sm">{t('partners.licensed.history')}</Title>
        {p.history.map((h, i) => <Text key={i} size="sm">{dateTime(h.at)} — {t(`partners.licensed.stage.${LICENSED_STAGE_KEYS[h.to]}`)}{h.note ? ` · ${h.note}` : ''}</Text>)}
      </Card>
      {p.next_stages.length === 0 ? <Text size="sm" c="dimmed">{t('partners.licensed.ended')}</Text> : canMove && <MoveForm key={`${p.id}:${p.stage}`} program={p} />}
      <AuditHistory recordType="licensed_program" recordId={p.id} />
    </Stack>
  );
};
