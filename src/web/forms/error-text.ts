// Turns message keys from the shared schemas and the server ('validation.email', 'errors.tooManyRequests')
// into text: the common catalog first, then the account catalog (account-area server keys such as
// errors.wrongCredentials live there); an unknown key falls back to the server's own message.
import { useTranslation } from 'react-i18next';

const NAMESPACES = ['common', 'account'] as const;
const MESSAGE_KEY = /^[a-z]+\.[A-Za-z.]+$/;

export type ErrorText = (key: string | undefined, fallback?: string) => string | undefined;

export const useErrorText = (): ErrorText => {
  const { t, i18n } = useTranslation(['common', 'account']);
  return (key, fallback) => {
    for (const ns of NAMESPACES) {
      if (key && i18n.exists(key, { ns })) return i18n.t(key as 'errors.generic', { ns: ns as 'common' });
    }
    if (fallback) return fallback;
    // A key this catalog does not know yet is still a problem with the field: say so in words, not as a key.
    if (key && MESSAGE_KEY.test(key)) return t('validation.invalid');
    return key;
  };
};
