// The ODM pages /fusion-odm-service, /odm, /jetson-odm and /co-create (spec platform §2 "Design and ODM pages";
// issue 13): what the service offers (firmware, logo, module, packaging, enclosure), how a project runs, NRE fees
// against the unit price, the timeline, and the forms. The path picks the page's own heading and the form it opens
// with: /odm customizes an existing product (the application with the estimator), the others start an inquiry.
import { Alert, Anchor, Badge, Button, Card, Container, Group, List, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ODM_PAGES, type OdmKind, type OdmPage, type OdmRequest } from '../../../shared/contracts/odm';
import { ODM_SAMPLE_FEE_CENTS } from '../../../shared/pricing/odm';
import { usePageTitle } from '../../forms';
import { useSession } from '../../session/session';
import { loginPathFor } from '../../session/redirect';
import { useCurrency } from '../../shell/currency';
import { ApplicationForm } from './ApplicationForm';
import { InquiryForm } from './InquiryForm';

const PAGE_TEXTS: Record<OdmPage, 'fusionOdmService' | 'odm' | 'jetsonOdm' | 'coCreate'> = {
  'fusion-odm-service': 'fusionOdmService', odm: 'odm', 'jetson-odm': 'jetsonOdm', 'co-create': 'coCreate',
};
const OFFERS = ['firmware', 'logo', 'module', 'packaging', 'enclosure'] as const;
const STEPS = ['inquiry', 'quote', 'sample', 'production', 'delivery'] as const;

const pageOf = (pathname: string): OdmPage => {
  const name = pathname.replace(/^\//, '').replace(/\.html$/, '');
  return (ODM_PAGES as readonly string[]).includes(name) ? (name as OdmPage) : 'fusion-odm-service';
};

export default function OdmServicePage() {
  const { t } = useTranslation('odm');
  const { format } = useCurrency();
  const location = useLocation();
  const { user } = useSession();
  const page = pageOf(location.pathname);
  const texts = PAGE_TEXTS[page];
  usePageTitle(t(`pages.${texts}.title`));
  const [kind, setKind] = useState<OdmKind>(page === 'odm' ? 'application' : 'inquiry');
  const [sent, setSent] = useState<OdmRequest | null>(null);

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={1}>{t(`pages.${texts}.heading`)}</Title>
          <Text>{t(`pages.${texts}.intro`)}</Text>
          <Group>
            <Button component="a" href="#odm-form" size="md" data-testid="odm-cta">{t('forms.title')}</Button>
            <Badge variant="light" size="lg" tt="none">{t('pricing.sample', { price: format(ODM_SAMPLE_FEE_CENTS) })}</Badge>
          </Group>
        </Stack>

        <Section id="odm-offers" title={t('offers.title')}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {OFFERS.map((o) => (
              <Card key={o} withBorder padding="md" radius="md">
                <Title order={3} fz="md" mb={4}>{t(`offers.${o}.name`)}</Title>
                <Text size="sm">{t(`offers.${o}.text`)}</Text>
              </Card>
            ))}
          </SimpleGrid>
        </Section>

        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <Section id="odm-process" title={t('process.title')}>
            <List type="ordered" spacing="xs" size="sm">
              {STEPS.map((s) => <List.Item key={s}>{t(`process.${s}`)}</List.Item>)}
            </List>
          </Section>
          <Section id="odm-pricing" title={t('pricing.title')}>
            <Stack gap="xs">
              <Text size="sm">{t('pricing.nre')}</Text>
              <Text size="sm">{t('pricing.unit')}</Text>
              <Text size="sm">{t('pricing.sample', { price: format(ODM_SAMPLE_FEE_CENTS) })}</Text>
              <Text size="sm">{t('pricing.service')}</Text>
            </Stack>
          </Section>
          <Section id="odm-timeline" title={t('timeline.title')}>
            <Stack gap="xs">
              <Text size="sm">{t('timeline.sample')}</Text>
              <Text size="sm">{t('timeline.production')}</Text>
              <Text size="sm">{t('timeline.shipping')}</Text>
            </Stack>
          </Section>
        </SimpleGrid>

        <section aria-labelledby="odm-form" >
          <Title order={2} id="odm-form" mb="md">{t('forms.title')}</Title>
          {sent ? (
            <Alert color="green" role="status" data-testid="odm-sent">
              <Stack gap="xs">
                <Text>{t('forms.sent', { number: sent.number })}</Text>
                <Anchor component={Link} to="/web/user/odm">{t('forms.myRequests')}</Anchor>
              </Stack>
            </Alert>
          ) : (
            <Stack gap="md">
              {!user && (
                <Alert color="blue" data-testid="odm-sign-in">
                  <Group justify="space-between">
                    <Text size="sm">{t('forms.signIn')}</Text>
                    <Button component={Link} to={loginPathFor(`${location.pathname}#odm-form`)} size="xs">{t('forms.signInButton')}</Button>
                  </Group>
                </Alert>
              )}
              <SegmentedControl
                value={kind} onChange={(v) => setKind(v as OdmKind)} data-testid="odm-kind"
                data={[{ value: 'inquiry', label: t('forms.tabs.inquiry') }, { value: 'application', label: t('forms.tabs.application') }]}
              />
              {kind === 'inquiry'
                ? <InquiryForm page={page} signedIn={!!user} onSent={setSent} />
                : <ApplicationForm page={page} signedIn={!!user} onSent={setSent} />}
            </Stack>
          )}
        </section>
      </Stack>
    </Container>
  );
}

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section aria-labelledby={id}>
    <Title order={2} id={id} mb="md" fz="h3">{title}</Title>
    {children}
  </section>
);
