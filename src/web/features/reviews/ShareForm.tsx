// The form that mails a shared re-order link (issue 14): on the order page for an order, on a gallery project's page
// for its owner. The link is valid 7 days and buys once; the server checks the sender owns the source.
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useErrorText } from '../../forms/error-text';
import { useSendSharedLink } from './api';
import { shortDate } from './dates';

export type ShareSource = { order_id: number } | { project_id: number };

export const ShareForm = ({ source, hint }: { source: ShareSource; hint: string }) => {
  const { t, i18n } = useTranslation('reviews');
  const [email, setEmail] = useState('');
  const send = useSendSharedLink();
  const errorText = useErrorText();
  const err = send.error instanceof ApiError ? send.error : undefined;
  const failure = send.error ? (err ? errorText(err.fields?.email ?? err.key, err.message) : errorText('errors.generic')) : undefined;
  return (
    <Stack gap="xs" component="form" data-testid="share-form" onSubmit={(e: React.FormEvent) => {
      e.preventDefault();
      send.mutate({ ...source, email });
    }}>
      <Text fw={600} size="sm">{t('order.share')}</Text>
      <Text size="sm" c="dimmed">{hint}</Text>
      <Group align="flex-end">
        <TextInput type="email" label={t('order.email')} required value={email} onChange={(e) => setEmail(e.currentTarget.value)} w={320} />
        <Button type="submit" variant="light" loading={send.isPending}>{t('order.send')}</Button>
      </Group>
      {send.data && <Alert color="green" role="status">{t('order.sent', { date: shortDate(send.data.expires_at, i18n.language) })}</Alert>}
      {failure && <Alert color="red" role="alert">{failure}</Alert>}
    </Stack>
  );
};
