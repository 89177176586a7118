// /subscribe (issue 15; spec platform §2): the newsletter sign-up, and where the confirmation mail's link lands
// (?token=…) to finish the double opt-in.
import { Container, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { usePageTitle } from '../../forms';
import { Newsletter } from '../../shell/footer/Newsletter';
import { LinkAction } from './LinkAction';

export default function SubscribePage() {
  const { t } = useTranslation('newsletter');
  usePageTitle(t('subscribe.title'));
  const token = useSearchParams()[0].get('token');
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>{token ? t('subscribe.confirmHeading') : t('subscribe.heading')}</Title>
        {token ? (
          <LinkAction
            lead={t('subscribe.confirmLead')} button={t('subscribe.confirm')} done={(email) => t('subscribe.confirmed', { email })}
            run={() => call('POST /newsletter/confirm', { body: { token } })}
          />
        ) : (
          <>
            <Text>{t('subscribe.lead')}</Text>
            <Newsletter />
          </>
        )}
      </Stack>
    </Container>
  );
}
