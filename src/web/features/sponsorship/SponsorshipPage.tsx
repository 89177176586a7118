// {product}-pcba-sponsorship (issue 15; spec services §1 "Sponsorship program", §2): what is sponsored and what we
// ask, the application form for signed-in customers (visitors are sent to sign in and come back), and the
// applicant's applications with their decision and our note.
import { Badge, Button, Card, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SPONSORSHIP_PRODUCTS, type SponsorshipProduct, type SponsorshipStatus } from '../../../shared/contracts/sponsorship';
import { usePageTitle } from '../../forms';
import { useSession } from '../../session/session';
import { loginPathFor } from '../../session/redirect';
import { ApplicationForm } from './ApplicationForm';
import { useMySponsorships } from './api';

const STATUS_COLOR: Record<SponsorshipStatus, string> = { submitted: 'orange', approved: 'green', declined: 'gray' };

/** The product from the path: /xiao-pcba-sponsorship → xiao. */
const productOf = (pathname: string): SponsorshipProduct =>
  SPONSORSHIP_PRODUCTS.find((p) => pathname.replace(/\.html$/, '') === `/${p}-pcba-sponsorship`) ?? 'fusion';

const MyApplications = () => {
  const { t, i18n } = useTranslation('sponsorship');
  const mine = useMySponsorships(true);
  const list = mine.data?.list ?? [];
  if (!list.length) return null;
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language === 'ja' ? 'ja-JP' : 'en-GB', { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">{t('mine.heading')}</Title>
      {list.map((a) => (
        <Card key={a.id} withBorder data-testid={`sponsorship-application-${a.id}`}>
          <Group justify="space-between">
            <Text fw={700}>{a.project_name}</Text>
            <Badge variant="light" color={STATUS_COLOR[a.status]} data-testid="sponsorship-application-status">{t(`mine.status.${a.status}`)}</Badge>
          </Group>
          <Text size="sm" c="dimmed">{date(a.created_at)} · {t('mine.boards', { count: a.boards })}</Text>
          {a.decision_note && <Text size="sm">{t('mine.note', { note: a.decision_note })}</Text>}
        </Card>
      ))}
    </Stack>
  );
};

export default function SponsorshipPage() {
  const location = useLocation();
  const product = productOf(location.pathname);
  const { t } = useTranslation('sponsorship');
  usePageTitle(t(`pages.${product}.title`));
  const { user } = useSession();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t(`pages.${product}.title`)}</Title>
          <Text c="dimmed">{t(`pages.${product}.intro`)}</Text>
        </Stack>
        <Card withBorder>
          <Title order={2} size="h4">{t('offerHeading')}</Title>
          <List size="sm" spacing={4} mt="xs">
            <List.Item>{t('offer.k1')}</List.Item>
            <List.Item>{t('offer.k2')}</List.Item>
            <List.Item>{t('offer.k3')}</List.Item>
          </List>
          <Title order={2} size="h4" mt="md">{t('termsHeading')}</Title>
          <List size="sm" spacing={4} mt="xs">
            <List.Item>{t('terms.k1')}</List.Item>
            <List.Item>{t('terms.k2')}</List.Item>
          </List>
        </Card>
        {user && <MyApplications />}
        <Stack gap="sm" id="sponsorship-form">
          <Title order={2} size="h3">{t('form.heading')}</Title>
          {user ? (
            <ApplicationForm product={product} />
          ) : (
            <Button component={Link} to={loginPathFor(`${location.pathname}#sponsorship-form`)} style={{ alignSelf: 'flex-start' }}>{t('form.signIn')}</Button>
          )}
        </Stack>
      </Stack>
    </Container>
  );
}
