// /sitemap (spec platform §2): the CMS intro (key 'sitemap') and the site's pages grouped (see sitemap-links.ts).
// The links do not depend on the intro: if the CMS text is missing or fails, the list still shows.
import { Link } from 'react-router';
import { Anchor, Container, List, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../forms';
import { Markdown } from './Markdown';
import { useCmsPage } from './queries';
import { existingLinks } from '../../shell/site-pages';
import { SITEMAP, type SitemapLink } from './sitemap-links';
import { Loading } from './states';

export default function SitemapPage() {
  const { t } = useTranslation('content');
  usePageTitle(t('sitemap.title'));
  const intro = useCmsPage('sitemap');
  const label = (l: SitemapLink) => ('topic' in l.label ? t(`help.topics.${l.label.topic}`) : t(`sitemap.links.${l.label.links}`));

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{intro.data?.title || t('sitemap.title')}</Title>
        {intro.isPending ? <Loading /> : intro.data && <Markdown>{intro.data.body}</Markdown>}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xl" verticalSpacing="lg">
          {SITEMAP.map((g) => ({ ...g, links: existingLinks(g.links, (l) => l.to) })).filter((g) => g.links.length > 0).map((g) => (
            <section key={g.group} aria-labelledby={`sitemap-${g.group}`}>
              <Title order={2} size="h4" mb="xs" id={`sitemap-${g.group}`}>
                {t(`sitemap.groups.${g.group}`)}
              </Title>
              <List listStyleType="none" spacing={6}>
                {g.links.map((l) => (
                  <List.Item key={l.to}>
                    <Anchor component={Link} to={l.to}>
                      {label(l)}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </section>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
