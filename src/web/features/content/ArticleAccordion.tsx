// Help articles as an accordion (spec platform §7 GET /help/article, GET /help/article-detail): the list shows
// titles only; a body is fetched the first time its item opens, then kept in the query cache.
import '@mantine/core/styles/Accordion.css'; // not in the shell's shared sheet (shell/styles.ts)
import { useState } from 'react';
import { Accordion, Text } from '@mantine/core';
import type { ArticleSummary } from '../../../shared/contracts/content';
import { Markdown } from './Markdown';
import { isMissing, useArticleDetail } from './queries';
import { LoadFailed, Loading, NotFound } from './states';

const ArticleBody = ({ id }: { id: number }) => {
  const detail = useArticleDetail(id);
  if (detail.isPending) return <Loading />;
  if (detail.isError) return isMissing(detail.error) ? <NotFound /> : <LoadFailed onRetry={() => void detail.refetch()} />;
  return <Markdown>{detail.data.body}</Markdown>;
};

export const ArticleAccordion = ({ articles, empty }: { articles: ArticleSummary[]; empty: string }) => {
  const [open, setOpen] = useState<string | null>(null);
  if (articles.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Accordion variant="separated" value={open} onChange={setOpen}>
      {articles.map((a) => (
        <Accordion.Item key={a.id} value={String(a.id)}>
          <Accordion.Control>{a.title}</Accordion.Control>
          {/* Only the open item mounts its body, so closed items cost no request. */}
          <Accordion.Panel>{open === String(a.id) && <ArticleBody id={a.id} />}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
};
