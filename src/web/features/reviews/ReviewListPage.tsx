// home-review-list (spec platform §2): every listed review, newest first, 20 a page.
import { Button, Group, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../forms';
import { useReviewList } from './api';
import { ReviewCard } from './ReviewCard';

const PAGE_SIZE = 20;

export default function ReviewListPage() {
  const { t } = useTranslation('reviews');
  usePageTitle(t('list.title'));
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useReviewList(page, PAGE_SIZE);
  const pages = Math.ceil((list.data?.total ?? 0) / PAGE_SIZE);
  return (
    <Stack maw={1100} mx="auto" my="xl" px="md">
      <Group justify="space-between">
        <Title order={1}>{t('list.title')}</Title>
        <Button component={Link} to="/review" variant="light">{t('list.write')}</Button>
      </Group>
      <Text c="dimmed">{t('list.intro')}</Text>
      {list.data?.list.length === 0 && <Text>{t('list.empty')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {list.data?.list.map((r) => <ReviewCard key={r.id} r={r} link />)}
      </SimpleGrid>
      {pages > 1 && <Pagination total={pages} value={page} onChange={(n) => setParams({ page: String(n) })} />}
    </Stack>
  );
}
