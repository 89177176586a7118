// The customer declines our ODM quote (issue 13): a reason is required (sales read it); once declined the quote can
// no longer be accepted. Opens from the request's card on /web/user/odm.
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useErrorText } from '../../forms/error-text';
import { useDeclineQuote } from './api';

export const DeclineQuoteForm = ({ id, onCancel }: { id: number; onCancel: () => void }) => {
  const { t } = useTranslation('odm');
  const errorText = useErrorText();
  const decline = useDeclineQuote();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const fieldError = decline.error instanceof ApiError ? decline.error.fields?.reason : undefined;
  const failure = decline.error instanceof ApiError && !fieldError ? errorText(decline.error.key, decline.error.message) : decline.error && !fieldError ? errorText('errors.generic') : undefined;
  const send = () => {
    setMissing(reason.trim() === '');
    if (reason.trim() !== '') decline.mutate({ id, reason });
  };
  return (
    <Stack gap="xs" data-testid="odm-decline-form">
      <Textarea
        label={t('account.declineReason')} description={t('account.declineHint')} value={reason} maxLength={1000} autosize minRows={2} required
        onChange={(e) => setReason(e.currentTarget.value)}
        error={missing ? errorText('validation.required') : fieldError ? errorText(fieldError) : undefined}
      />
      {failure && <Alert color="red" role="alert">{failure}</Alert>}
      <Group>
        <Button color="red" variant="light" onClick={send} loading={decline.isPending} data-testid="odm-decline-send">{t('account.declineSend')}</Button>
        <Button variant="subtle" onClick={onCancel}>{t('account.declineCancel')}</Button>
      </Group>
    </Stack>
  );
};
