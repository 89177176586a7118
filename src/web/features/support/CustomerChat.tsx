// The signed-in customer's side of the chat widget (ChatWidget.tsx): their latest conversation that is not closed,
// refreshed while open, and a box to write in (a first message starts a conversation). Loaded when a signed-in
// customer opens the widget, so the widget's button costs a page nothing more than a button (issue 17: with the text
// box and the support rules in it, the widget pulled the order forms' shared chunk, zod included, into every page).
import { Anchor, Box, Button, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGE_MAX, SUBJECT_MAX } from '../../../shared/contracts/support-rules';
import { errorMessage } from '../../shell/toast';
import { SUPPORT_KEY, openConversation, replyTo, useConversation, useConversations } from './api';
import { MessageThread } from './MessageThread';

/** While the chat is open, support's answers show up without a reload. */
const REFRESH_MS = 15_000;

export default function CustomerChat() {
  const { t } = useTranslation('support');
  const qc = useQueryClient();
  const list = useConversations();
  const current = list.data?.find((c) => c.status !== 'closed');
  const thread = useConversation(current?.id ?? 0, REFRESH_MS);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const viewport = useRef<HTMLDivElement>(null);
  const count = thread.data?.messages.length ?? 0;
  // the newest message in view, inside the panel only (the page itself does not move)
  // (a block body: newer browsers answer scrollTo() with a promise, which React would take for a cleanup function)
  useEffect(() => {
    viewport.current?.scrollTo?.({ top: viewport.current.scrollHeight });
  }, [count]);

  const send = async () => {
    const message = text.trim();
    if (!message) return;
    setBusy(true);
    setError(undefined);
    try {
      if (current) {
        qc.setQueryData([...SUPPORT_KEY, 'thread', current.id], await replyTo(current.id, message));
      } else {
        const subject = [...message.split('\n')[0]!].slice(0, Math.min(60, SUBJECT_MAX)).join('') || t('chat.defaultSubject');
        const conv = await openConversation({ subject, message });
        qc.setQueryData([...SUPPORT_KEY, 'thread', conv.id], conv);
      }
      setText('');
      await qc.invalidateQueries({ queryKey: [...SUPPORT_KEY, 'list'] });
    } catch (err) {
      setError(errorMessage(err) || t('chat.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs">
      <Box ref={viewport} mah={260} style={{ overflowY: 'auto' }}>
        <Stack gap="xs" pr="xs">
          <Text size="sm">{t('chat.greeting')}</Text>
          {thread.data && <MessageThread messages={thread.data.messages} viewer="customer" compact />}
        </Stack>
      </Box>
      {current && (
        <Anchor component={Link} to={`/web/user/support/${current.id}`} size="xs">{t('chat.fullView')}</Anchor>
      )}
      <form onSubmit={(e) => { e.preventDefault(); void send(); }}>
        <Stack gap={6}>
          <Textarea
            aria-label={t('chat.placeholder')} placeholder={t('chat.placeholder')} value={text} maxLength={MESSAGE_MAX} rows={2}
            onChange={(e) => setText(e.currentTarget.value)} error={error}
          />
          <Button type="submit" size="xs" loading={busy} disabled={!text.trim()}>{t('chat.send')}</Button>
        </Stack>
      </form>
    </Stack>
  );
}
