// The chat widget (issue 8 §3), loaded by shell/ChatLauncher.tsx one second after a shop page opens. It is the same
// support conversation as in the account: a signed-in customer chats in their latest conversation that is not
// closed (or starts one with their first message); a visitor is asked to sign in (no anonymous form: nothing to
// abuse, and replies need an account to arrive in). It starts as a small button in the bottom-left corner, where it
// covers no checkout or order button on a phone; opened or minimised, the choice is remembered across pages.
import { ActionIcon, Affix, Button, CloseButton, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session';
import { loginPathFor } from '../../session/redirect';

// the conversation and its text box load when a signed-in customer opens the widget (CustomerChat.tsx)
const CustomerChat = lazy(() => import('./CustomerChat'));

const STATE_KEY = 'fusion_chat';

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
          {user ? (
            <Suspense fallback={<Loader size="sm" aria-label={t('chat.title')} />}>
              <CustomerChat />
            </Suspense>
          ) : (
            <VisitorChat />
          )}
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
