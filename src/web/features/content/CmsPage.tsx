// A company page from the CMS (about_us, terms_of_service, privacy_policy; spec platform §7 POST
// /cms/detail-by-key): title and Markdown body, with loading and not-found states.
import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CmsKey } from '../../../shared/contracts/content';
import { usePageTitle } from '../../forms';
import { Markdown } from './Markdown';
import { isMissing, useCmsPage } from './queries';
import { LoadFailed, Loading, NotFound } from './states';

const formatDate = (iso: string, lang: string): string | undefined => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? undefined : new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(d);
};

export default function CmsPage({ pageKey }: { pageKey: CmsKey }) {
  const { t, i18n } = useTranslation('content');
  const page = useCmsPage(pageKey);
  usePageTitle(page.data?.title ?? (page.isError ? t('notFoundTitle') : undefined));

  let body;
  if (page.isPending) body = <Loading />;
  else if (page.isError) body = isMissing(page.error) ? <NotFound /> : <LoadFailed onRetry={() => void page.refetch()} />;
  else {
    const updated = formatDate(page.data.updated_at, i18n.language);
    body = (
      <Stack gap="md">
        <Title order={1}>{page.data.title}</Title>
        {updated && (
          <Text size="sm" c="dimmed">
            {t('updated', { date: updated })}
          </Text>
        )}
        <Markdown>{page.data.body}</Markdown>
      </Stack>
    );
  }
  return (
    <Container size="md" py="xl">
      {body}
    </Container>
  );
}
