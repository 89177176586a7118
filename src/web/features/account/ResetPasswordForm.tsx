// Step 2 of password recovery (/find_psw?token=...): the link is checked first (POST /password/param-check);
// an unusable link says so and offers a new one, a good one leads to the new-password form
// (POST /password/find-modify) and then to a success message with a sign-in link.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiCode } from '../../../shared/api';
import { findModifyBodySchema, paramCheckBodySchema, type paramCheckSchema } from '../../../shared/contracts/user';
import { call, ApiError } from '../../api/client';
import { FormAlert, FormPasswordInput, useZodForm } from '../../forms';

type ParamCheck = z.infer<typeof paramCheckSchema>;
const INVALID: ParamCheck = { valid: false, email: '' };

const checkToken = async (token: string): Promise<ParamCheck> => {
  // A token of the wrong shape cannot be valid: no need to ask the server.
  if (!paramCheckBodySchema.safeParse({ token }).success) return INVALID;
  try {
    return await call('POST /password/param-check', { body: { token } });
  } catch (err) {
    // The server refusing the token (validation, not found, conflict) means the same as "invalid";
    // only a failure on its side or the network's is an error worth a retry.
    if (err instanceof ApiError && err.code !== ApiCode.failed && err.status < 500) return INVALID;
    throw err;
  }
};

export const ResetPasswordForm = ({ token }: { token: string }) => {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const check = useQuery({ queryKey: ['password', 'param-check', token], queryFn: () => checkToken(token), retry: false });

  if (check.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t('findPassword.checking')} />
      </Center>
    );
  }
  if (check.isError) {
    return (
      <Stack gap="sm">
        <Alert color="red" variant="light" role="alert">
          {tc('errors.generic')}
        </Alert>
        <Button variant="default" onClick={() => void check.refetch()}>
          {tc('actions.retry')}
        </Button>
      </Stack>
    );
  }
  if (!check.data.valid) return <ExpiredLink />;
  return <NewPasswordForm token={token} email={check.data.email} />;
};

const ExpiredLink = () => {
  const { t } = useTranslation('account');
  return (
    <Stack gap="md">
      <Alert color="orange" variant="light" role="alert">
        {t('findPassword.expired')}
      </Alert>
      <Anchor component={Link} to="/find_psw">
        {t('findPassword.requestNew')}
      </Anchor>
    </Stack>
  );
};

const NewPasswordForm = ({ token, email }: { token: string; email: string }) => {
  const { t } = useTranslation('account');
  const [state, setState] = useState<'idle' | 'saving' | 'done' | 'expired'>('idle');
  const form = useZodForm(findModifyBodySchema, { password: '', password_confirm: '' }, (v) => ({ token, ...v }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = form.validate();
    if (!body) return;
    setState('saving');
    try {
      await call('POST /password/find-modify', { body });
      setState('done');
    } catch (err) {
      // The link can run out while the form is open (or be used in another tab).
      if (err instanceof ApiError && err.key === 'errors.resetLinkInvalid') {
        setState('expired');
        return;
      }
      form.applyError(err);
      setState('idle');
    }
  };

  if (state === 'expired') return <ExpiredLink />;
  if (state === 'done') {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" role="status">
          {t('findPassword.done')}
        </Alert>
        <Button component={Link} to="/login" fullWidth>
          {t('findPassword.signIn')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {email && (
          <Text size="sm" c="dimmed">
            {t('findPassword.resetFor', { email })}
          </Text>
        )}
        <FormPasswordInput form={form} name="password" label={t('fields.newPassword')} autoComplete="new-password" required />
        <FormPasswordInput
          form={form}
          name="password_confirm"
          label={t('fields.newPasswordConfirm')}
          autoComplete="new-password"
          required
        />
        <FormAlert message={form.formError} />
        <Button type="submit" loading={state === 'saving'} fullWidth>
          {t('findPassword.resetSubmit')}
        </Button>
      </Stack>
    </form>
  );
};
