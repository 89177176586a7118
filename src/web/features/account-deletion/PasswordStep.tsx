// Step 4: the password confirms the account holder (spec services §5, §9) before the erase.
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useErrorText } from '../../forms/error-text';
import { confirmDeletion } from './api';

export const PasswordStep = ({ token, onDeleted }: { token: string; onDeleted: () => void }) => {
  const { t } = useTranslation('accountDeletion');
  const errorText = useErrorText();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!password) return setError(errorText('validation.required'));
    setBusy(true);
    setError(undefined);
    try {
      await confirmDeletion(token, password);
      onDeleted();
    } catch (err) {
      const key = err instanceof ApiError ? (err.fields?.password ?? err.key) : 'errors.generic';
      setError(errorText(key, err instanceof ApiError ? err.message : undefined));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md" maw={420}>
        <Text>{t('password.intro')}</Text>
        <PasswordInput label={t('password.label')} required autoComplete="current-password" value={password} error={error}
          onChange={(e) => setPassword(e.currentTarget.value)} />
        <Group>
          <Button type="submit" color="red" loading={busy}>{t('password.submit')}</Button>
        </Group>
      </Stack>
    </form>
  );
};
