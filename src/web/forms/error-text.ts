// Turns message keys from the shared schemas and the server ('validation.email', 'errors.tooManyRequests')
// into text from the common catalog; a key the catalog does not know falls back to the server's own message.
import { useTranslation } from 'react-i18next';

const MESSAGE_KEY = /^[a-z]+\.[A-Za-z.]+$/;

export type ErrorText = (key: string | undefined, fallback?: string) => string | undefined;

export const useErrorText = (): ErrorText => {
  const { t, i18n } = useTranslation('common');
  return (key, fallback) => {
    if (key && i18n.exists(key, { ns: 'common' })) return t(key as 'errors.generic');
    if (fallback) return fallback;
    // A key this catalog does not know yet is still a problem with the field: say so in words, not as a key.
    if (key && MESSAGE_KEY.test(key)) return t('validation.invalid');
    return key;
  };
};
