// PCBA sponsorship applications (issue 15): the sales queue — waiting applications first, oldest first — and one
// application's page: the project as sent, and the decision (approve, or decline with a note the applicant reads).
// The applicant is e-mailed either way; the application's audit history closes the page.
import { Anchor, Badge, Button, Card, Group, Select, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { SPONSORSHIP_STATUSES, sponsorshipPath, type SponsorshipStatus, type StaffSponsorship } from '../../../shared/contracts/sponsorship';
import type { RouteInput } from '../../../shared/routes/index';
import { call } from '../../api/client';
import { STAFF_KEY, useStaffMe } from './api';
import { AuditHistory } from './AuditHistory';
import { CustomerLink } from './CustomerLink';
import { ListState } from './ListState';
import { dateTime } from './format';
import { StaffTable, useListParams, type StaffColumn } from './StaffTable';
import { useStaffCall } from './use-staff-call';

const PAGE_SIZE = 20;
const KEY = [...STAFF_KEY, 'sponsorship'] as const;
const STATUS_COLOR: Record<SponsorshipStatus, string> = { submitted: 'orange', approved: 'green', declined: 'gray' };

type Search = NonNullable<RouteInput<'GET /v1/staff/sponsorship'>['query']>;
const useApplications = (query: Search) =>
  useQuery({ queryKey: [...KEY, query], queryFn: ({ signal }) => call('GET /v1/staff/sponsorship', { query }, { signal }), placeholderData: keepPreviousData });
const useApplication = (id: number) =>
  useQuery({ queryKey: [...KEY, 'one', id], queryFn: ({ signal }) => call('GET /v1/staff/sponsorship/detail', { query: { id } }, { signal }), enabled: id > 0 });

const StatusBadge = ({ status }: { status: SponsorshipStatus }) => {
  const { t } = useTranslation('staff');
  return <Badge variant="light" color={STATUS_COLOR[status]} data-testid="sponsorship-status">{t(`sponsorship.status.${status}`)}</Badge>;
};

const isStatus = (v: string | null): v is SponsorshipStatus => (SPONSORSHIP_STATUSES as readonly (string | null)[]).includes(v);

export const SponsorshipsPage = () => {
  const { t } = useTranslation('staff');
  const { params, update, page } = useListParams();
  const status = params.get('status');
  const search: Search = { status: isStatus(status) ? status : undefined, page: Number(params.get('page')) || 1, page_size: PAGE_SIZE };
  const list = useApplications(search);
  const columns: StaffColumn<StaffSponsorship>[] = [
    { label: t('sponsorship.project'), render: (a) => <Anchor component={Link} to={`/staff/sponsorship/${a.id}`}>{a.project_name}</Anchor> },
    { label: t('common.customer'), render: (a) => <CustomerLink uid={a.user_id} email={a.customer_email} /> },
    { label: t('sponsorship.program'), render: (a) => sponsorshipPath(a.product) },
    { label: t('sponsorship.boards'), render: (a) => a.boards },
    { label: t('common.status'), render: (a) => <StatusBadge status={a.status} /> },
    { label: t('sponsorship.sent'), render: (a) => dateTime(a.created_at) },
  ];
  return (
    <Stack>
      <Title order={2}>{t('sponsorship.title')}</Title>
      <Text c="dimmed" size="sm">{t('sponsorship.intro')}</Text>
      <Group>
        <Select
          label={t('common.status')} placeholder={t('sponsorship.any')} clearable w={200} value={search.status ?? null}
          data={SPONSORSHIP_STATUSES.map((s) => ({ value: s, label: t(`sponsorship.status.${s}`) }))} onChange={(v) => update({ status: v ?? undefined })}
        />
      </Group>
      <StaffTable
        columns={columns} rows={list.data?.list} rowKey={(a) => a.id} minWidth={760} rowTestId={(a) => `sponsorship-${a.id}`}
        pending={list.isPending} error={list.isError} onRetry={() => void list.refetch()}
        paging={list.data ? { page, pageSize: PAGE_SIZE, total: list.data.total } : undefined} onPage={(n) => update({ page: String(n) })}
      />
    </Stack>
  );
};

const DecisionForm = ({ application }: { application: StaffSponsorship }) => {
  const { t } = useTranslation('staff');
  const qc = useQueryClient();
  const [note, setNote] = useState('');
  const { busy, run } = useStaffCall();
  const decide = (decision: 'approved' | 'declined') =>
    run(
      () => call('POST /v1/staff/sponsorship/decide', { body: { id: application.id, decision, note: note.trim() } }),
      t('sponsorship.decided'),
      () => qc.invalidateQueries({ queryKey: STAFF_KEY }),
    );
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={3} fz="md">{t('sponsorship.decision')}</Title>
        <Textarea label={t('sponsorship.note')} description={t('sponsorship.noteHint')} value={note} maxLength={1000} rows={3} onChange={(e) => setNote(e.currentTarget.value)} />
        <Group>
          <Button color="green" loading={busy} onClick={() => void decide('approved')}>{t('sponsorship.approve')}</Button>
          <Button color="red" variant="light" loading={busy} onClick={() => void decide('declined')}>{t('sponsorship.decline')}</Button>
        </Group>
      </Stack>
    </Card>
  );
};

export const SponsorshipPage = () => {
  const { t } = useTranslation('staff');
  const id = Number(useParams().id) || 0;
  const application = useApplication(id);
  const me = useStaffMe();
  if (!application.data) return <ListState pending={application.isPending} error={application.isError} empty={false} onRetry={() => void application.refetch()} />;
  const a = application.data;
  const canDecide = me.data?.actions.includes('sponsorship.decide') ?? false;
  const rows: [string, string][] = [
    [t('sponsorship.program'), sponsorshipPath(a.product)],
    [t('sponsorship.team'), t(`sponsorship.teamType.${a.team_type}`)],
    [t('sponsorship.organisation'), a.organisation],
    [t('sponsorship.website'), a.website],
    [t('sponsorship.boards'), String(a.boards)],
    [t('sponsorship.sent'), dateTime(a.created_at)],
    [t('sponsorship.description'), a.description],
  ];
  return (
    <Stack>
      <Anchor component={Link} to="/staff/sponsorship">{t('sponsorship.back')}</Anchor>
      <Title order={2}>{a.project_name} <StatusBadge status={a.status} /></Title>
      <Card withBorder>
        <Group gap="xs" mb="xs"><Text size="sm">{t('common.customer')}:</Text><CustomerLink uid={a.user_id} email={a.customer_email} /><Text size="sm">{a.customer_name}</Text></Group>
        <Table withRowBorders={false} verticalSpacing={4} data-testid="sponsorship-form">
          <Table.Tbody>
            {rows.filter(([, v]) => v).map(([k, v]) => (
              <Table.Tr key={k}><Table.Th w="30%" style={{ verticalAlign: 'top' }}>{k}</Table.Th><Table.Td style={{ whiteSpace: 'pre-wrap' }}>{v}</Table.Td></Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
      {a.status === 'submitted' && canDecide && <DecisionForm application={a} />}
      {a.status !== 'submitted' && (
        <Card withBorder>
          <Text size="sm">{a.decided_at ? t('sponsorship.decidedOn', { date: dateTime(a.decided_at) }) : ''}</Text>
          {a.decision_note && <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{a.decision_note}</Text>}
        </Card>
      )}
      <AuditHistory recordType="sponsorship" recordId={a.id} />
    </Stack>
  );
};
