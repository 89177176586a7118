// The chat widget (issue 8 §3), loaded by shell/ChatLauncher.tsx one second after a shop page opens. It is the same
// support conversation as in the account: a signed-in customer chats in their latest conversation that is not
// closed (or starts one with their first message); a visitor is asked to sign in (no anonymous form: nothing to
// abuse, and replies need an account to arrive in). It starts as a small button in the bottom-left corner, where it
// covers no checkout or order button on a phone; opened or minimised, the choice is remembered across pages.
import { ActionIcon, Affix, Anchor, Box, Button, CloseButton, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGE_MAX, SUBJECT_MAX } from '../../../shared/contracts/support-rules';
import { useSession } from '../../session/session';
import { loginPathFor } from '../../session/redirect';
import { errorMessage } from '../../shell/toast';
import { SUPPORT_KEY, openConversation, replyTo, useConversation, useConversations } from './api';
import { MessageThread } from './MessageThread';

const STATE_KEY = 'fusion_chat';
/** While the chat is open, support's answers show up without a reload. */
const REFRESH_MS = 15_000;

const remembered = (): boolean => {
  try {
    return localStorage.getItem(STATE_KEY) === 'open';
  } catch {
    return false;
  }
};
const remember = (open: boolean) => {
  try {
    localStorage.setItem(STATE_KEY, open ? 'open' : 'min');
  } catch {
    // private mode: the choice lasts for this page only
  }
};

const CustomerChat = () => {
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
};

const VisitorChat = () => {
  const { t } = useTranslation('support');
  const location = useLocation();
  return (
    <Stack gap="xs">
      <Text size="sm">{t('chat.signInText')}</Text>
      <Button component={Link} to={loginPathFor(location.pathname + location.search)} size="xs">{t('chat.signIn')}</Button>
    </Stack>
  );
};

export default function ChatWidget() {
  const { t } = useTranslation('support');
  const { user } = useSession();
  const [open, setOpen] = useState(remembered);
  const toggle = (next: boolean) => {
    setOpen(next);
    remember(next);
  };
  return (
    <Affix position={{ bottom: 16, left: 16 }} zIndex={150}>
      {open ? (
        <Paper withBorder shadow="md" radius="md" p="sm" w="min(340px, calc(100vw - 32px))" role="dialog" aria-label={t('chat.title')} data-testid="chat-widget">
          <Group justify="space-between" mb="xs" wrap="nowrap">
            <Text fw={600} size="sm">{t('chat.title')}</Text>
            <CloseButton aria-label={t('chat.minimise')} onClick={() => toggle(false)} />
          </Group>
          {user ? <CustomerChat /> : <VisitorChat />}
        </Paper>
      ) : (
        <ActionIcon size={48} radius="xl" variant="filled" aria-label={t('chat.open')} onClick={() => toggle(true)} data-testid="chat-launcher">
          <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12z" />
          </svg>
        </ActionIcon>
      )}
    </Affix>
  );
}
