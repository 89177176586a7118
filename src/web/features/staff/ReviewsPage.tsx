// Customer reviews (issue 14; content staff, 'content.manage'): every review newest first with its order and
// customer; hide one to take it off the shop, or show it again, with a reason the audit history keeps.
import { Anchor, Badge, Button, Group, Rating, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffReview } from '../../../shared/contracts/reviews';
import { call } from '../../api/client';
import { STAFF_KEY } from './api';
import { AuditHistory } from './AuditHistory';
import { dateTime } from './format';
import { StaffTable, useListParams, type StaffColumn } from './StaffTable';
import { useStaffCall } from './use-staff-call';

const PAGE_SIZE = 20;
const KEY = [...STAFF_KEY, 'reviews'] as const;

const HideControl = ({ r }: { r: StaffReview }) => {
  const { t } = useTranslation('staff');
  const qc = useQueryClient();
  const { busy, run } = useStaffCall();
  const [note, setNote] = useState('');
  const toggle = () => run(
    () => call('POST /v1/staff/reviews/hide', { body: { id: r.id, hidden: !r.hidden, note } }),
    t(r.hidden ? 'reviews.shownDone' : 'reviews.hiddenDone', { id: r.id }),
    () => qc.invalidateQueries({ queryKey: KEY }),
  );
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap">
        <TextInput size="xs" aria-label={t('reviews.note')} placeholder={t('reviews.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} maxLength={300} />
        <Button size="xs" variant={r.hidden ? 'light' : 'filled'} color={r.hidden ? 'blue' : 'red'} loading={busy} onClick={() => void toggle()} data-testid={`review-toggle-${r.id}`}>
          {r.hidden ? t('reviews.show') : t('reviews.hide')}
        </Button>
      </Group>
      <AuditHistory recordType="review" recordId={r.id} compact />
    </Stack>
  );
};

export const ReviewsPage = () => {
  const { t } = useTranslation('staff');
  const { params, update, page } = useListParams();
  const query = { page: Number(params.get('page')) || 1, page_size: PAGE_SIZE };
  const list = useQuery({ queryKey: [...KEY, query], queryFn: ({ signal }) => call('GET /v1/staff/reviews', { query }, { signal }), placeholderData: keepPreviousData });
  const columns: StaffColumn<StaffReview>[] = [
    {
      label: t('reviews.review'),
      render: (r) => (
        <Stack gap={2} maw={360}>
          <Text size="sm" fw={600}>{r.product_name} · {r.sku}</Text>
          <Text size="sm" lineClamp={3}>{r.content}</Text>
          {r.pictures.map((src) => <Anchor key={src} href={src} target="_blank" size="xs">{src.split('/').at(-1)}</Anchor>)}
        </Stack>
      ),
    },
    { label: t('reviews.rating'), render: (r) => <Rating value={r.rating} readOnly size="xs" aria-label={String(r.rating)} /> },
    { label: t('reviews.order'), render: (r) => <Stack gap={0}><Text size="sm">{r.order_no}</Text><Text size="xs" c="dimmed">{r.customer_email}</Text></Stack> },
    { label: t('common.status'), render: (r) => (
      <Group gap={4}>
        <Badge variant="light" color={r.hidden ? 'gray' : 'green'} data-testid="review-state">{r.hidden ? t('reviews.hidden') : t('reviews.shown')}</Badge>
        {r.auto && <Badge variant="light" color="gray">{t('reviews.auto')}</Badge>}
      </Group>
    ) },
    { label: t('odm.sent'), render: (r) => dateTime(r.created_at) },
    { label: '', render: (r) => <HideControl r={r} /> },
  ];
  return (
    <Stack>
      <Title order={2}>{t('reviews.title')}</Title>
      <Text c="dimmed" size="sm">{t('reviews.intro')} <Anchor component={Link} to="/home-review-list" target="_blank">/home-review-list</Anchor></Text>
      <StaffTable
        columns={columns} rows={list.data?.list} rowKey={(r) => r.id} minWidth={900} rowTestId={(r) => `staff-review-${r.id}`}
        pending={list.isPending} error={list.isError} onRetry={() => void list.refetch()}
        paging={list.data ? { page, pageSize: PAGE_SIZE, total: list.data.total } : undefined} onPage={(n) => update({ page: String(n) })}
      />
    </Stack>
  );
};
