// Address messages: the address catalog first ('validation.postcode' = "Invalid zip code"), then the common one.
import { useTranslation } from 'react-i18next';
import { useErrorText, type ErrorText } from '../../forms/error-text';

export const useAddressErrorText = (): ErrorText => {
  const { t, i18n } = useTranslation('address');
  const common = useErrorText();
  return (key, fallback) => {
    if (key && i18n.exists(key, { ns: 'address' })) return t(key as 'validation.postcode');
    return common(key, fallback);
  };
};
