// /web/user/support/:id (issue 8 §3): one conversation with support, its files, and a reply (which reopens a closed
// one). Someone else's conversation is not found, as if it did not exist.
import { Alert, Anchor, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { usePageTitle } from '../../forms';
import { SUPPORT_KEY, replyTo, useConversation } from './api';
import { Composer } from './Composer';
import { MessageThread } from './MessageThread';
import { StatusBadge } from './StatusBadge';

/** A reply from support shows up while the page is open. */
const REFRESH_MS = 30_000;

export default function ConversationPage() {
  const { t } = useTranslation('support');
  const id = Number(useParams().id) || 0;
  const conv = useConversation(id, REFRESH_MS);
  const qc = useQueryClient();
  usePageTitle(conv.data?.subject ?? t('thread.title', { id }));
  const back = <Anchor component={Link} to="/web/user/support" size="sm">← {t('thread.back')}</Anchor>;
  if (conv.isPending && id > 0) return <Center py="xl"><Loader aria-label={t('loading')} /></Center>;
  if (!conv.data) return <Stack>{back}<Alert color="gray">{t('thread.notFound')}</Alert></Stack>;
  const c = conv.data;
  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">{c.subject}</Title>
        <StatusBadge status={c.status} />
      </Group>
      {c.order_id && c.order_no && (
        <Anchor component={Link} to={`/web/user/order/${c.order_id}`} size="sm">{t('about', { no: c.order_no })}</Anchor>
      )}
      <MessageThread messages={c.messages} viewer="customer" />
      <Paper withBorder p="md" radius="md">
        {c.status === 'closed' && <Text size="sm" c="dimmed" mb="xs">{t('thread.closedNote')}</Text>}
        <Composer
          label={t('thread.reply')} sendLabel={t('thread.send')}
          onSend={async (message, ids) => {
            const next = await replyTo(c.id, message, ids);
            qc.setQueryData([...SUPPORT_KEY, 'thread', c.id], next);
            await qc.invalidateQueries({ queryKey: [...SUPPORT_KEY, 'list'] });
          }}
        />
      </Paper>
    </Stack>
  );
}
