// The DFA review queue (issue 11): points the customers answered, waiting for an engineer, the oldest answer first.
// Each leads to its order's page, where the answer is accepted (final) or asked again.
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { RouteAnswer } from '../../../shared/routes/index';
import { call } from '../../api/client';
import { STAFF_KEY } from './api';
import { dateTime } from './format';
import { StaffTable, type StaffColumn } from './StaffTable';

type Row = RouteAnswer<'GET /v1/staff/dfa/queue'>['items'][number];

export const DfaQueuePage = () => {
  const { t } = useTranslation('staff');
  const queue = useQuery({ queryKey: [...STAFF_KEY, 'dfa', 'queue'], queryFn: ({ signal }) => call('GET /v1/staff/dfa/queue', {}, { signal }) });
  const columns: StaffColumn<Row>[] = [
    { label: t('common.order'), render: (r) => <Anchor component={Link} to={`/staff/orders/${r.order_id}`}>{r.order_no}</Anchor> },
    { label: t('common.customer'), render: (r) => r.customer_email },
    { label: t('dfa.kindLabel'), render: (r) => t(`dfa.kind.${r.kind}`) },
    { label: t('dfa.issue'), render: (r) => <Text size="sm" lineClamp={2}>{r.title}</Text> },
    { label: t('dfa.answered'), render: (r) => dateTime(r.answered_at) },
  ];
  return (
    <Stack>
      <Title order={2}>{t('dfa.queueTitle')}</Title>
      <Text c="dimmed" size="sm">{t('dfa.queueIntro')}</Text>
      <StaffTable
        columns={columns} rows={queue.data?.items} rowKey={(r) => r.issue_id} minWidth={720} rowTestId={(r) => `dfa-queue-${r.issue_id}`}
        pending={queue.isPending} error={queue.isError} onRetry={() => void queue.refetch()}
      />
    </Stack>
  );
};
