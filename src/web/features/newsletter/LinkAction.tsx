// The one button behind a mailed newsletter link (/subscribe?token=…, /unsubscribe?token=…). The link does nothing by
// itself: mail scanners open links before the reader does, so the confirmation and the unsubscription wait for a press.
import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { errorMessage } from '../../shell/toast';

interface Props {
  lead: string;
  button: string;
  /** The success message for the address the link was for. */
  done: (email: string) => string;
  run: () => Promise<{ email: string }>;
}

export const LinkAction = ({ lead, button, done, run }: Props) => {
  const { t } = useTranslation('newsletter');
  const [email, setEmail] = useState<string | null>(null);
  const action = useMutation({ mutationFn: run, onSuccess: (r) => setEmail(r.email) });
  if (email !== null) return <Alert color="green" role="status">{done(email)}</Alert>;
  const failure = action.error
    ? action.error instanceof ApiError && action.error.status === 404 ? t('linkInvalid') : errorMessage(action.error)
    : null;
  return (
    <Stack align="flex-start">
      <Text>{lead}</Text>
      {failure && <Alert color="red" role="alert">{failure}</Alert>}
      <Button onClick={() => action.mutate()} loading={action.isPending}>{button}</Button>
    </Stack>
  );
};
