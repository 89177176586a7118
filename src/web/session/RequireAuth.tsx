// Guards login-protected routes (all /web/user/*): anonymous visitors go to the login page with the
// double-encoded redirect query, and come back after signing in.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from './session';
import { loginPathFor } from './redirect';

export const RequireAuth = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation('common');
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) {
    return (
      <Center py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (!user) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  return <>{children}</>;
};
