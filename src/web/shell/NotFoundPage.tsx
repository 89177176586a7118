// Shown for any path no route claims.
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { homePath, useEdition } from './edition-context';

export default function NotFoundPage() {
  const { t } = useTranslation('shell');
  const edition = useEdition();
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={64} fw={800} c="gray.4" aria-hidden>
          404
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button component={Link} to={homePath(edition)}>
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
