// Step 1 of password recovery (/find_psw without a token): ask for the email, POST /user/forget-password, then
// a neutral confirmation that does not reveal whether the address has an account.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { forgetPasswordBodySchema } from '../../../shared/contracts/user';
import { call } from '../../api/client';
import { FormAlert, FormTextInput, useZodForm } from '../../forms';

export const RequestResetForm = () => {
  const { t } = useTranslation('account');
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const form = useZodForm(forgetPasswordBodySchema, { email: '' });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = form.validate();
    if (!body) return;
    setState('sending');
    try {
      await call('POST /user/forget-password', { body });
      setState('sent');
    } catch (err) {
      form.applyError(err);
      setState('idle');
    }
  };

  if (state === 'sent') {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" role="status">
          {t('findPassword.sent')}
        </Alert>
        <Anchor component={Link} to="/login">
          {t('findPassword.backToLogin')}
        </Anchor>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('findPassword.intro')}</Text>
        <FormTextInput form={form} name="email" type="email" label={t('fields.email')} autoComplete="email" required />
        <FormAlert message={form.formError} />
        <Button type="submit" loading={state === 'sending'} fullWidth>
          {t('findPassword.send')}
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('findPassword.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
};
