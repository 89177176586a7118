// Shown by every payment result page that was opened without an order id.
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const NoOrder = () => {
  const { t } = useTranslation('checkout');
  return (
    <Alert color="red" variant="light" role="alert">
      {t('result.noOrder')}
    </Alert>
  );
};
