// /get_help/{topic} (spec platform §2): links to the five help topics and the chosen topic's articles as an
// accordion. An unknown topic shows the not-found text under the topic links, so the visitor can pick one.
import { Link, useParams } from 'react-router';
import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../forms';
import { ArticleAccordion } from './ArticleAccordion';
import { HELP_TOPICS, isHelpTopic, type HelpTopic } from './help-topics';
import { useArticles } from './queries';
import { LoadFailed, Loading } from './states';


const TopicArticles = ({ topic }: { topic: HelpTopic }) => {
  const { t } = useTranslation('content');
  const articles = useArticles(topic);
  if (articles.isPending) return <Loading />;
  if (articles.isError) return <LoadFailed onRetry={() => void articles.refetch()} />;
  return <ArticleAccordion articles={articles.data} empty={t('help.noArticles')} />;
};

/** The way to a person (issue 8 §3): a support conversation (visitors sign in first, then come back to the form). */
const ContactSupport = () => {
  const { t } = useTranslation('support');
  return (
    <Paper withBorder p="md" radius="md" component="aside" aria-label={t('help.title')}>
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Text fw={600}>{t('help.title')}</Text>
          <Text size="sm" c="dimmed">{t('help.text')}</Text>
        </Stack>
        <Button component={Link} to="/web/user/support/new">{t('help.button')}</Button>
      </Group>
    </Paper>
  );
};

export default function HelpTopicPage() {
  const { t } = useTranslation('content');
  const { topic } = useParams();
  const current = isHelpTopic(topic) ? topic : undefined;
  usePageTitle(current ? `${t(`help.topics.${current}`)} | ${t('help.title')}` : t('help.title'));

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{current ? t(`help.topics.${current}`) : t('help.heading')}</Title>
        <nav aria-label={t('help.topicsLabel')}>
          <Group gap="xs">
            {HELP_TOPICS.map((key) => (
              <Button
                key={key}
                component={Link}
                to={`/get_help/${key}`}
                size="compact-md"
                variant={key === current ? 'filled' : 'light'}
                aria-current={key === current ? 'page' : undefined}
              >
                {t(`help.topics.${key}`)}
              </Button>
            ))}
          </Group>
        </nav>
        {current ? <TopicArticles key={current} topic={current} /> : <Text>{t('help.unknownTopic')}</Text>}
        <ContactSupport />
      </Stack>
    </Container>
  );
}
