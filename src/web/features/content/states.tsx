// Loading, not-found and failure states shared by the content pages.
import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const Loading = () => {
  const { t } = useTranslation('common');
  return (
    <Center py="xl">
      <Loader aria-label={t('loading')} />
    </Center>
  );
};

export const NotFound = ({ message }: { message?: string }) => {
  const { t } = useTranslation('content');
  return (
    <Stack gap="sm" py="lg">
      <Title order={1} size="h2">
        {t('notFoundTitle')}
      </Title>
      <Text>{message ?? t('notFound')}</Text>
    </Stack>
  );
};

export const LoadFailed = ({ onRetry }: { onRetry(): void }) => {
  const { t } = useTranslation('common');
  return (
    <Stack gap="sm" align="flex-start" py="md">
      <Alert color="red" variant="light" role="alert" w="100%">
        {t('errors.generic')}
      </Alert>
      <Button variant="default" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </Stack>
  );
};
