// The footer's newsletter box (spec platform §1, §5): an e-mail input, required, with the browser's own
// validation turned off so the message comes from the shared rule in the visitor's language. It is on every page, so
// it checks with the zod-free e-mail rule (shared/rules/email.ts): the schema library stays out of the first paint.
import { useState, type FormEvent } from 'react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiCode } from '../../../shared/api-codes';
import { emailProblem } from '../../../shared/rules/email';
import { call, ApiError } from '../../api/client';
import { translateKey } from '../../i18n/index';
import { showError } from '../toast';

type Outcome = 'subscribed' | 'already' | null;

const isAlreadySubscribed = (err: unknown) =>
  err instanceof ApiError && (err.code === ApiCode.conflict || err.status === 409 || /already/i.test(err.key ?? ''));

export const Newsletter = () => {
  const { t } = useTranslation('shell');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const subscribe = useMutation({
    mutationFn: (body: { email: string }) => call('POST /newsletter/subscribe', { body }),
    onSuccess: () => {
      setOutcome('subscribed');
      setEmail('');
    },
    onError: (err) => {
      if (isAlreadySubscribed(err)) setOutcome('already');
      else if (err instanceof ApiError && err.fields?.email) setError(translateKey(err.fields.email, err.message));
      else showError(err);
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setOutcome(null);
    const problem = emailProblem(email);
    if (problem) {
      setError(translateKey(problem, t('newsletter.invalid')));
      return;
    }
    setError(null);
    subscribe.mutate({ email: email.trim() });
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('newsletter.title')}>
      <Text fw={700} mb={4}>
        {t('newsletter.title')}
      </Text>
      <Text size="sm" c="dimmed" mb="xs">
        {t('newsletter.text')}
      </Text>
      <Stack gap="xs" maw={420}>
        <TextInput
          type="email"
          required
          aria-label={t('newsletter.email')}
          placeholder={t('newsletter.placeholder')}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={error}
          autoComplete="email"
        />
        <Button type="submit" loading={subscribe.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('newsletter.submit')}
        </Button>
      </Stack>
      <div role="status" aria-live="polite">
        {outcome && (
          <Text size="sm" mt="xs" c={outcome === 'subscribed' ? 'green.8' : 'orange.8'}>
            {outcome === 'subscribed' ? t('newsletter.success') : t('newsletter.already')}
          </Text>
        )}
      </div>
    </form>
  );
};
