// /login (spec platform §2 login form, §5, §7 POST /user/login): email, password (6-20), remember me, forgot
// link, sign-in and register buttons. Checked on blur and before submit with the server's own schema; on
// success the session is re-read and the visitor goes to the (double-encoded) redirect target.
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Anchor, Button, Checkbox, Divider, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { encodeLoginCode, loginCredentialsSchema } from '../../../shared/contracts/user';
import { call } from '../../api/client';
import { useSession } from '../../session/session';
import { redirectTarget } from '../../session/redirect';
import { FormAlert, FormPasswordInput, FormTextInput, usePageTitle, useZodForm } from '../../forms';
import { AuthCard } from './AuthCard';

export default function LoginPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('login.title'));
  const { user, refresh } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const target = redirectTarget(location.search);
  const [submitting, setSubmitting] = useState(false);
  const form = useZodForm(loginCredentialsSchema, { email: '', password: '', remember: false }, (v) => ({
    email: v.email,
    password: v.password,
  }));

  // Already signed in: nothing to do here (but not while our own sign-in is finishing: it navigates itself).
  if (user && !submitting) return <Navigate to={target} replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const credentials = form.validate();
    if (!credentials) return;
    setSubmitting(true);
    try {
      await call('POST /user/login', { body: { code: encodeLoginCode(credentials), remember: form.values.remember ? 1 : 0 } });
      await refresh();
      void navigate(target, { replace: true });
    } catch (err) {
      form.applyError(err);
      setSubmitting(false);
    }
  };

  return (
    <AuthCard heading={t('login.heading')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormTextInput form={form} name="email" type="email" label={t('fields.email')} autoComplete="email" required />
          <FormPasswordInput form={form} name="password" label={t('fields.password')} autoComplete="current-password" required />
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Checkbox label={t('login.remember')} {...form.checkbox('remember')} />
            <Anchor component={Link} to="/find_psw" size="sm">
              {t('login.forgot')}
            </Anchor>
          </Group>
          <FormAlert message={form.formError} />
          <Button type="submit" loading={submitting} fullWidth>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      <Divider label={t('login.noAccount')} labelPosition="center" />
      <Button component={Link} to={{ pathname: '/register', search: location.search }} variant="default" fullWidth>
        {t('login.register')}
      </Button>
    </AuthCard>
  );
}
