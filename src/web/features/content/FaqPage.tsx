// /faq (spec platform §2): the FAQ articles (GET /help/article?category=FAQ) as an accordion, with a search
// box that filters by title as the visitor types.
import { useState } from 'react';
import { Container, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ArticleSummary } from '../../../shared/contracts/content';
import { usePageTitle } from '../../forms';
import { ArticleAccordion } from './ArticleAccordion';
import { useArticles } from './queries';
import { LoadFailed, Loading } from './states';

/** Case-insensitive title match; an empty query keeps every article. */
export const filterByTitle = (articles: ArticleSummary[], query: string): ArticleSummary[] => {
  const q = query.trim().toLocaleLowerCase();
  return q ? articles.filter((a) => a.title.toLocaleLowerCase().includes(q)) : articles;
};

export default function FaqPage() {
  const { t } = useTranslation('content');
  usePageTitle(t('faq.title'));
  const [query, setQuery] = useState('');
  const articles = useArticles('FAQ');

  let list;
  if (articles.isPending) list = <Loading />;
  else if (articles.isError) list = <LoadFailed onRetry={() => void articles.refetch()} />;
  else {
    const shown = filterByTitle(articles.data, query);
    list = <ArticleAccordion articles={shown} empty={query.trim() ? t('faq.noMatch', { query: query.trim() }) : t('faq.empty')} />;
  }

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('faq.heading')}</Title>
        <TextInput
          type="search"
          label={t('faq.search')}
          placeholder={t('faq.searchPlaceholder')}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
        />
        {list}
      </Stack>
    </Container>
  );
}
