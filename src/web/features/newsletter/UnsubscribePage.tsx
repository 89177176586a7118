// /unsubscribe?token=… (issue 15; spec platform §2): the newsletter welcome mail's link takes the address off the list.
import { Alert, Container, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { usePageTitle } from '../../forms';
import { LinkAction } from './LinkAction';

export default function UnsubscribePage() {
  const { t } = useTranslation('newsletter');
  usePageTitle(t('unsubscribe.title'));
  const token = useSearchParams()[0].get('token');
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>{t('unsubscribe.heading')}</Title>
        {token ? (
          <LinkAction
            lead={t('unsubscribe.lead')} button={t('unsubscribe.submit')} done={(email) => t('unsubscribe.done', { email })}
            run={() => call('POST /newsletter/unsubscribe', { body: { token } })}
          />
        ) : (
          <Alert color="blue">{t('unsubscribe.noToken')}</Alert>
        )}
      </Stack>
    </Container>
  );
}
