// The licensed-products program pages (spec platform §2 "Programs and information": licensed-program,
// licensed-program-services; issue 15): what the program is, the batch stages a product goes through (the spec's
// stage names), what we do for it, and the application form. The path picks the page's heading.
import { Alert, Anchor, Card, Container, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LicensedPage, LicensedProgram } from '../../../shared/contracts/licensed';
import { usePageTitle } from '../../forms';
import { useSession } from '../../session/session';
import { LicensedApplicationForm } from './LicensedApplicationForm';
import { Section, SignInPrompt } from './page-parts';

const STEPS = ['submitted', 'approved', 'deposit', 'production', 'accomplished', 'selling'] as const;
const SERVICES = ['production', 'quality', 'listing', 'logistics'] as const;

export default function LicensedProgramPage() {
  const { t } = useTranslation('partners');
  const location = useLocation();
  const { user } = useSession();
  const page: LicensedPage = location.pathname.startsWith('/licensed-program-services') ? 'licensed-program-services' : 'licensed-program';
  const texts = page === 'licensed-program' ? 'program' : 'services';
  usePageTitle(t(`licensed.pages.${texts}.title`));
  const [sent, setSent] = useState<LicensedProgram | null>(null);
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={1}>{t(`licensed.pages.${texts}.heading`)}</Title>
          <Text>{t(`licensed.pages.${texts}.intro`)}</Text>
        </Stack>
        <Section id="licensed-services" title={t('licensed.pages.services.heading')}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            {SERVICES.map((s) => (
              <Card key={s} withBorder padding="md" radius="md">
                <Title order={3} fz="md" mb={4}>{t(`licensed.services.${s}.name`)}</Title>
                <Text size="sm">{t(`licensed.services.${s}.text`)}</Text>
              </Card>
            ))}
          </SimpleGrid>
        </Section>
        <Section id="licensed-steps" title={t('licensed.steps.title')}>
          <List type="ordered" spacing="xs" size="sm">
            {STEPS.map((s) => <List.Item key={s}><Text span fw={600}>{t(`licensed.steps.${s}`)}</Text> — {t(`licensed.stepText.${s}`)}</List.Item>)}
          </List>
        </Section>
        <Section id="licensed-form" title={t('licensed.form.title')}>
          {sent ? (
            <Alert color="green" role="status" data-testid="licensed-sent">
              <Stack gap="xs">
                <Text>{t('licensed.form.sent', { id: sent.program_id })}</Text>
                <Anchor component={Link} to="/web/user/licensedProducts">{t('licensed.form.myPrograms')}</Anchor>
              </Stack>
            </Alert>
          ) : (
            <Stack gap="md">
              {!user && <SignInPrompt text={t('licensed.form.signIn')} anchor="licensed-form" />}
              <LicensedApplicationForm page={page} signedIn={!!user} onSent={setSent} />
            </Stack>
          )}
        </Section>
      </Stack>
    </Container>
  );
}
