// Loading, failure and empty states shared by the console's tables.
import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const ListState = ({ pending, error, empty, onRetry }: { pending: boolean; error: boolean; empty: boolean; onRetry: () => void }) => {
  const { t } = useTranslation('staff');
  if (pending) return <Center py="xl"><Loader aria-label={t('common.loading')} /></Center>;
  if (error) {
    return (
      <Alert color="red" title={t('common.failed')}>
        <Button size="xs" variant="light" onClick={onRetry}>{t('common.retry')}</Button>
      </Alert>
    );
  }
  return empty ? <Text c="dimmed" py="md">{t('common.empty')}</Text> : null;
};
