// The login prompt of the order pages (issue 3 §1): uploading and adding to the cart need an account. The dialog
// links to the login (and register) page with this page as the redirect target; the form's state is already in
// sessionStorage (persist.ts), so the page is as it was when the customer comes back.
import { Button, Group, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../shell/app-modal';
import { loginPathFor } from '../../session/redirect';

export type LoginReason = 'upload' | 'cart' | 'reorder';

export const LoginDialog = ({ reason, onClose }: { reason: LoginReason | null; onClose(): void }) => {
  const { t } = useTranslation('order');
  const location = useLocation();
  const login = loginPathFor(location.pathname + location.search);
  const register = login.replace(/^\/login/, '/register');
  return (
    <AppModal opened={reason !== null} onClose={onClose} title={t('login.title')}>
      <Stack>
        <Text>{reason === 'cart' ? t('login.cart') : reason === 'reorder' ? t('login.reorder') : t('login.upload')}</Text>
        <Text size="sm" c="dimmed">
          {t('login.kept')}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="subtle" onClick={onClose}>
            {t('login.cancel')}
          </Button>
          <Button component={Link} to={register} variant="default">
            {t('login.register')}
          </Button>
          <Button component={Link} to={login}>
            {t('login.signIn')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
};
