// A conversation's messages, oldest first, with their files: the customer's account page, the chat widget and the
// staff console show the same thread (`viewer` decides whose messages sit on the right).
import { Anchor, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SupportMessage } from '../../../shared/contracts/support';
import { attachmentHref } from './api';

const when = (iso: string, lang: string) => new Intl.DateTimeFormat(lang === 'ja' ? 'ja-JP' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

export const MessageThread = ({ messages, viewer, compact }: { messages: readonly SupportMessage[]; viewer: 'customer' | 'staff'; compact?: boolean }) => {
  const { t, i18n } = useTranslation('support');
  return (
    <Stack gap="xs" data-testid="support-thread">
      {messages.map((m) => {
        const mine = m.author === viewer;
        return (
          <Box key={m.id} style={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}>
            <Paper withBorder p={compact ? 'xs' : 'sm'} radius="md" maw="85%" bg={m.author === 'staff' ? 'blue.0' : undefined} data-author={m.author}>
              <Text size="xs" c="dimmed">
                {m.author === 'staff' ? t('thread.staff', { name: m.author_name }) : t('thread.you')} · {when(m.created_at, i18n.language)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.body}</Text>
              {m.attachments.length > 0 && (
                <Group gap="xs" mt={4}>
                  {m.attachments.map((a) => (
                    <Anchor key={a.id} href={attachmentHref(a.id)} size="xs" download={a.name} aria-label={t('thread.download', { name: a.name })}>
                      📎 {a.name}
                    </Anchor>
                  ))}
                </Group>
              )}
            </Paper>
          </Box>
        );
      })}
    </Stack>
  );
};
