// Help articles and FAQ (issue 9): searched, filtered by category, sorted and paged on the server (the filters live
// in the address, so each view is a link); each article is written in English and Japanese together, in Markdown,
// and published or kept back.
import { Badge, Button, Card, Group, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HELP_CATEGORIES, type HelpCategory } from '../../../../shared/contracts/content';
import type { StaffArticle } from '../../../../shared/contracts/staff-content';
import { call } from '../../../api/client';
import { StaffTable, useListParams, type StaffColumn } from '../StaffTable';
import { MarkdownField } from './MarkdownField';
import { useSave, useStaffArticles, type ArticleSearch } from './api';
import { AuditHistory } from '../AuditHistory';

interface Draft {
  id?: number;
  category: HelpCategory;
  published: boolean;
  en: { title: string; body: string };
  jp: { title: string; body: string };
}
const SHOP_KEYS = [['content']] as const;
const toDraft = (a: StaffArticle): Draft => ({
  id: a.id, category: a.category, published: a.published, en: a.en ?? { title: '', body: '' }, jp: a.jp ?? { title: '', body: '' },
});
const blank = (): Draft => ({ category: 'FAQ', published: true, en: { title: '', body: '' }, jp: { title: '', body: '' } });

const ArticleForm = ({ initial, onDone }: { initial: Draft; onDone: () => void }) => {
  const { t } = useTranslation('staff');
  const [d, setD] = useState<Draft>(initial);
  const { busy, errors, run } = useSave(SHOP_KEYS);
  const setText = (lang: 'en' | 'jp', k: 'title' | 'body', v: string) => setD((x) => ({ ...x, [lang]: { ...x[lang], [k]: v } }));
  const save = async () => {
    if (await run(() => call('POST /v1/staff/content/articles', { body: { ...d } }))) onDone();
  };
  return (
    <Card withBorder data-testid="article-form">
      <Stack>
        <Title order={4}>{d.id ? t('content.articles.editTitle', { id: d.id }) : t('content.articles.newTitle')}</Title>
        <Group>
          <Select
            label={t('content.articles.category')} value={d.category} allowDeselect={false}
            data={HELP_CATEGORIES.map((c) => ({ value: c, label: t(`content.articles.categories.${c}`) }))}
            onChange={(v) => v && setD((x) => ({ ...x, category: v as HelpCategory }))}
          />
          <Switch mt="lg" label={t('content.articles.publish')} checked={d.published} onChange={(e) => setD((x) => ({ ...x, published: e.currentTarget.checked }))} />
        </Group>
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          {(['en', 'jp'] as const).map((lang) => (
            <Stack key={lang} data-testid={`article-${lang}`}>
              <Text fw={600}>{t(`content.common.${lang}`)}</Text>
              <TextInput label={t('content.articles.titleField')} value={d[lang].title} maxLength={200} error={errors[`${lang}.title`]} onChange={(e) => setText(lang, 'title', e.currentTarget.value)} />
              <MarkdownField label={t('content.articles.body')} value={d[lang].body} maxLength={20_000} error={errors[`${lang}.body`]} onChange={(v) => setText(lang, 'body', v)} />
            </Stack>
          ))}
        </SimpleGrid>
        <Group>
          <Button onClick={() => void save()} loading={busy}>{t('common.save')}</Button>
          <Button variant="default" onClick={onDone}>{t('content.common.close')}</Button>
        </Group>
        <AuditHistory recordType="help_article" recordId={d.id} compact />
      </Stack>
    </Card>
  );
};

const isCategory = (c: string | null): c is HelpCategory => (HELP_CATEGORIES as readonly (string | null)[]).includes(c);

export const ArticlesPage = () => {
  const { t } = useTranslation('staff');
  const { params, update, page, sortState, toggleSort } = useListParams();
  const sort = sortState('sort');
  const category = params.get('category');
  const query: ArticleSearch = {
    q: params.get('q') || undefined, category: isCategory(category) ? category : undefined,
    sort: sort.by === 'title' || sort.by === 'category' ? sort.by : 'sort', dir: params.get('dir') ? sort.dir : 'asc', page, page_size: 20,
  };
  const list = useStaffArticles(query);
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [editing, setEditing] = useState<Draft | null>(null);
  const columns: StaffColumn<StaffArticle>[] = [
    { label: t('content.articles.titleField'), sort: 'title', render: (a) => <Stack gap={0}><Text size="sm">{a.en?.title ?? '—'}</Text><Text size="xs" c="dimmed">{a.jp?.title ?? '—'}</Text></Stack> },
    { label: t('content.articles.category'), sort: 'category', render: (a) => t(`content.articles.categories.${a.category}`) },
    { label: t('content.common.order'), sort: 'sort', render: (a) => a.sort },
    { label: '', render: (a) => <Badge color={a.published ? 'green' : 'gray'} variant="light">{a.published ? t('content.articles.published') : t('content.articles.draft')}</Badge> },
    { label: '', render: (a) => <Button size="xs" variant="light" onClick={() => setEditing(toDraft(a))}>{t('content.common.edit')}</Button> },
  ];
  return (
    <Stack>
      <Title order={2}>{t('content.articles.title')}</Title>
      <Text c="dimmed" size="sm">{t('content.articles.intro')}</Text>
      <Group align="flex-end">
        <form onSubmit={(e) => { e.preventDefault(); update({ q: search.trim() || undefined }); }}>
          <Group align="flex-end" gap="xs">
            <TextInput label={t('content.articles.search')} value={search} maxLength={100} onChange={(e) => setSearch(e.currentTarget.value)} />
            <Button type="submit" variant="default">{t('orders.searchButton')}</Button>
          </Group>
        </form>
        <Select
          label={t('content.articles.category')} value={query.category ?? ''} allowDeselect={false}
          data={[{ value: '', label: t('content.articles.anyCategory') }, ...HELP_CATEGORIES.map((c) => ({ value: c, label: t(`content.articles.categories.${c}`) }))]}
          onChange={(v) => update({ category: v || undefined })}
        />
        <Button ml="auto" onClick={() => setEditing(blank())}>{t('content.articles.add')}</Button>
      </Group>
      {editing && <ArticleForm key={editing.id ?? 'new'} initial={editing} onDone={() => setEditing(null)} />}
      <StaffTable
        columns={columns} rows={list.data?.list} rowKey={(a) => a.id} rowTestId={(a) => `article-${a.id}`}
        pending={list.isPending} error={list.isError} onRetry={() => void list.refetch()}
        sort={sort} onSort={toggleSort('sort')}
        paging={list.data ? { page: list.data.page, pageSize: list.data.page_size, total: list.data.total } : undefined}
        onPage={(n) => update({ page: String(n) })}
      />
    </Stack>
  );
};
