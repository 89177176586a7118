// /web/user/support (issue 8 §3): the customer's support conversations, newest activity first, and the way to
// write a new one.
import { Alert, Anchor, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../forms';
import { useConversations } from './api';
import { StatusBadge } from './StatusBadge';

export default function SupportListPage() {
  const { t, i18n } = useTranslation('support');
  usePageTitle(t('title'));
  const list = useConversations();
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">{t('title')}</Title>
        <Button component={Link} to="/web/user/support/new">{t('newConversation')}</Button>
      </Group>
      <Text size="sm" c="dimmed">{t('intro')}</Text>
      {list.isPending && <Center py="xl"><Loader aria-label={t('loading')} /></Center>}
      {list.isError && (
        <Alert color="red" title={t('loadFailed')}>
          <Button size="xs" variant="light" onClick={() => void list.refetch()}>{t('retry')}</Button>
        </Alert>
      )}
      {list.data?.length === 0 && <Text>{t('empty')}</Text>}
      {list.data?.map((c) => (
        <Paper key={c.id} withBorder p="md" radius="md" component="article" data-testid={`conversation-${c.id}`}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Anchor component={Link} to={`/web/user/support/${c.id}`} fw={600}>{c.subject}</Anchor>
            <StatusBadge status={c.status} />
          </Group>
          {c.order_no && <Text size="xs" c="dimmed">{t('about', { no: c.order_no })}</Text>}
          <Text size="sm" lineClamp={2}>{c.last_message}</Text>
          <Text size="xs" c="dimmed">{t('updated', { date: date(c.updated_at) })}</Text>
        </Paper>
      ))}
    </Stack>
  );
}
