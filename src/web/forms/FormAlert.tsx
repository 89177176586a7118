// A form's message that belongs to no field (wrong credentials, rate limit, network failure), shown inline
// above the button so it is read next to what caused it.
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FormMessage } from './useZodForm';
import { useErrorText } from './error-text';

export const FormAlert = ({ message }: { message: FormMessage | undefined }) => {
  const { t } = useTranslation('common');
  const errorText = useErrorText();
  if (!message) return null;
  // Prefer our translation of a known key; otherwise the server's message (already in the edition's language).
  const text = errorText(message.key, message.text) ?? t('errors.generic');
  return (
    <Alert color="red" variant="light" role="alert">
      {text}
    </Alert>
  );
};
