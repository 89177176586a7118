// Turns message keys from the shared schemas and the server ('validation.email', 'errors.tooManyRequests')
// into text from the common catalog; a key the catalog does not know falls back to the server's own message.
import { useTranslation } from 'react-i18next';

export type ErrorText = (key: string | undefined, fallback?: string) => string | undefined;

export const useErrorText = (): ErrorText => {
  const { t, i18n } = useTranslation('common');
  return (key, fallback) => {
    if (key && i18n.exists(key, { ns: 'common' })) return t(key as 'errors.generic');
    return fallback ?? key;
  };
};
