// The distributor program pages (spec platform §2: distributors, distributorsAffiliate, distributors-affiliate — the
// Japanese edition shows the Japanese version, from the same page and the edition's catalog; issue 15): what the
// program pays (5–10 % of purchases with the code, per period), how it runs, the distributors listed by
// GET /visual/distributor/display, and the application form. /distributors opens on the distributor program, the
// two affiliate addresses on the affiliate one.
import { Alert, Anchor, Card, Container, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Distributor, DistributorKind } from '../../../shared/contracts/distributor';
import { countryName } from '../../../shared/rules/country-name';
import { usePageTitle } from '../../forms';
import { useSession } from '../../session/session';
import { useDistributorDisplay, useMyDistributor } from './api';
import { DistributorApplicationForm } from './DistributorApplicationForm';
import { Section, SignInPrompt } from './page-parts';

const HOW = ['apply', 'approve', 'contract', 'earn', 'paid'] as const;

const Listed = () => {
  const { t, i18n } = useTranslation('partners');
  const display = useDistributorDisplay();
  const list = display.data?.list ?? [];
  if (display.isSuccess && list.length === 0) return <Text size="sm" c="dimmed">{t('distributors.list.empty')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      {list.map((d, i) => (
        <Card key={i} withBorder padding="sm" radius="md">
          <Text fw={600}>{d.company_name}</Text>
          <Text size="sm">{countryName(d.country_iso2, i18n.language === 'ja' ? 'jp' : 'en')} · {t(`distributors.list.kind.${d.kind}`)}</Text>
          {d.website && <Anchor href={d.website} target="_blank" rel="noopener noreferrer nofollow" size="sm">{d.website}</Anchor>}
        </Card>
      ))}
    </SimpleGrid>
  );
};

export default function DistributorsPage() {
  const { t } = useTranslation('partners');
  const location = useLocation();
  const { user } = useSession();
  const kind: DistributorKind = location.pathname.startsWith('/distributors-affiliate') || location.pathname.startsWith('/distributorsAffiliate') ? 'affiliate' : 'distributor';
  const texts = kind === 'distributor' ? 'distributors' : 'affiliate';
  usePageTitle(t(`distributors.pages.${texts}.title`));
  const mine = useMyDistributor(!!user);
  const [sent, setSent] = useState<Distributor | null>(null);
  const applied = sent ?? (mine.data?.distributor && mine.data.distributor.status !== 'rejected' ? mine.data.distributor : null);
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={1}>{t(`distributors.pages.${texts}.heading`)}</Title>
          <Text>{t(`distributors.pages.${texts}.intro`)}</Text>
        </Stack>
        <Section id="distributors-how" title={t('distributors.how.title')}>
          <List type="ordered" spacing="xs" size="sm">
            {HOW.map((h) => <List.Item key={h}>{t(`distributors.how.${h}`)}</List.Item>)}
          </List>
        </Section>
        <Section id="distributors-list" title={t('distributors.list.title')}>
          <Listed />
        </Section>
        <Section id="distributors-form" title={t('distributors.form.title')}>
          {applied ? (
            <Alert color="green" role="status" data-testid="distributor-sent">
              <Stack gap="xs">
                <Text>{sent ? t('distributors.form.sent') : t('distributors.form.already')}</Text>
                <Anchor component={Link} to="/web/user/distributor">{t('distributors.account.title')}</Anchor>
              </Stack>
            </Alert>
          ) : (
            <Stack gap="md">
              {!user && <SignInPrompt text={t('distributors.form.signIn')} anchor="distributors-form" />}
              <DistributorApplicationForm kind={kind} signedIn={!!user} onSent={setSent} />
            </Stack>
          )}
        </Section>
      </Stack>
    </Container>
  );
}
