// The gallery lists (platform §2): /gallery-index (every public design), /gallery-recommend (featured by staff) and
// /gallery-user?author_id= (one maker's), each filtered by ?tag= and paged; an empty list says 'No designs here'.
import { Button, Group, Pagination, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GalleryView } from '../../../shared/contracts/gallery';
import { usePageTitle } from '../../forms';
import { useGalleryList } from './api';
import { GalleryCard } from './GalleryCard';

const viewOf = (pathname: string): GalleryView =>
  pathname.startsWith('/gallery-recommend') ? 'recommend' : pathname.startsWith('/gallery-user') ? 'user' : 'index';

export default function GalleryListPage() {
  const { t } = useTranslation('gallery');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const view = viewOf(pathname);
  const tag = params.get('tag') ?? '';
  const authorId = Number(params.get('author_id')) || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [tagInput, setTagInput] = useState(tag);
  const list = useGalleryList({ view, tag, authorId, page });
  const author = view === 'user' ? list.data?.list[0]?.author_name : undefined;
  const title = view === 'recommend' ? t('list.recommendTitle') : view === 'user' ? (author ? t('list.userTitle', { name: author }) : t('list.userTitleAnyone')) : t('list.indexTitle');
  usePageTitle(title);
  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.page_size)) : 1;
  return (
    <Stack maw={1100} mx="auto" my="xl" px="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} fz="h2">{title}</Title>
          <Text c="dimmed" size="sm">{t('list.intro')}</Text>
        </Stack>
        <Button component={Link} to="/create-gallery" variant="light">{t('nav.create')}</Button>
      </Group>
      <Group>
        <SegmentedControl
          value={view === 'user' ? 'index' : view}
          onChange={(v) => navigate(v === 'recommend' ? '/gallery-recommend' : '/gallery-index')}
          data={[{ value: 'index', label: t('nav.index') }, { value: 'recommend', label: t('nav.recommend') }]}
        />
        <form onSubmit={(e) => { e.preventDefault(); setParam('tag', tagInput.trim()); }}>
          <TextInput aria-label={t('list.tag')} placeholder={t('list.tag')} value={tagInput} onChange={(e) => setTagInput(e.currentTarget.value)} maxLength={30} />
        </form>
        {tag && <Button variant="subtle" onClick={() => { setTagInput(''); setParam('tag', ''); }}>{t('list.clearTag')}</Button>}
      </Group>
      {list.data?.list.length === 0 && <Text data-testid="gallery-empty">{t('list.empty')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {list.data?.list.map((card) => <GalleryCard key={card.id} card={card} />)}
      </SimpleGrid>
      {pages > 1 && <Pagination total={pages} value={page} onChange={(p) => setParam('page', String(p))} aria-label={t('list.page')} />}
    </Stack>
  );
}
