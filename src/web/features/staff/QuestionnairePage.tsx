// The customer questionnaire's answers (issue 15; staff with customers.view): newest first, paged, and all of them as
// a CSV download (cells starting with = + - @ defused by the server).
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StaffQuestionnaireAnswer } from '../../../shared/contracts/newsletter';
import { call, href } from '../../api/client';
import { STAFF_KEY } from './api';
import { dateTime } from './format';
import { StaffTable, useListParams, type StaffColumn } from './StaffTable';

const PAGE_SIZE = 20;

export const QuestionnairePage = () => {
  const { t } = useTranslation('staff');
  const { t: q } = useTranslation('newsletter');
  const { params, update, page } = useListParams();
  const query = { page: Number(params.get('page')) || 1, page_size: PAGE_SIZE };
  const list = useQuery({
    queryKey: [...STAFF_KEY, 'questionnaire', query],
    queryFn: ({ signal }) => call('GET /v1/staff/questionnaire', { query }, { signal }),
    placeholderData: keepPreviousData,
  });
  const columns: StaffColumn<StaffQuestionnaireAnswer>[] = [
    { label: t('questionnaire.sent'), render: (a) => dateTime(a.created_at) },
    { label: t('common.customer'), render: (a) => a.customer_email ?? t('questionnaire.visitor') },
    { label: t('questionnaire.role'), render: (a) => q(`questionnaire.roles.${a.role}`) },
    { label: t('questionnaire.services'), render: (a) => a.services.map((s) => q(`questionnaire.serviceNames.${s}`)).join(', ') },
    { label: t('questionnaire.satisfaction'), render: (a) => `${a.satisfaction} / 5` },
    { label: t('questionnaire.recommend'), render: (a) => q(`questionnaire.recommendChoices.${a.recommend}`) },
    { label: t('questionnaire.comments'), render: (a) => <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{a.comments}</Text> },
  ];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('questionnaire.title')}</Title>
        <Button component="a" variant="light" href={href('GET /v1/staff/questionnaire/export')} download>{t('questionnaire.export')}</Button>
      </Group>
      <Text c="dimmed" size="sm">{t('questionnaire.intro')}</Text>
      <StaffTable
        columns={columns} rows={list.data?.list} rowKey={(a) => a.id} minWidth={900} rowTestId={(a) => `questionnaire-${a.id}`}
        pending={list.isPending} error={list.isError} onRetry={() => void list.refetch()}
        paging={list.data ? { page, pageSize: PAGE_SIZE, total: list.data.total } : undefined} onPage={(n) => update({ page: String(n) })}
      />
    </Stack>
  );
};
