// The staff console (issue 9): /staff/... in the shop's web app, with its own layout, loaded as its own chunk.
// It opens only for staff: /v1/staff/me answers for a staff role, anyone else (customer, visitor) gets the shop's
// not-found page, with no hint that a console exists. Navigation shows the queues the role may use; the server
// checks every call again (src/server/security/policy.ts).
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Switch.css';
import { AppShell, Badge, Burger, Center, Group, Loader, NavLink, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StaffAction } from '../../../shared/staff';
import NotFoundPage from '../../shell/NotFoundPage';
import { useSignOut } from '../../shell/use-sign-out';
import { usePageTitle } from '../../forms';
import { useStaffMe } from './api';
import { loadStaffCatalog } from './catalog';
import { QuotesPage } from './QuotesPage';
import { OrdersPage } from './OrdersPage';
import { OrderPage } from './OrderPage';
import { WirePage } from './WirePage';
import { RefundsPage } from './RefundsPage';
import { NoticePage } from './NoticePage';
import { SupportPage } from './SupportPage';
import { SupportThreadPage } from './SupportThreadPage';
import { PaymentsPage } from './PaymentsPage';
import { LateCapturesPage } from './LateCapturesPage';
import { CustomersPage } from './CustomersPage';
import { CustomerPage } from './CustomerPage';
import { CouponsPage } from './CouponsPage';
import { CampaignPage } from './CampaignPage';
import { PricesPage } from './PricesPage';
import { CustomPaymentsPage } from './CustomPaymentsPage';
import { DfaQueuePage } from './DfaQueuePage';
import { BomCheckPage } from './BomCheckPage';
import { BomCheckItemPage } from './BomCheckItemPage';
import { useBomQueue } from './bom-api';
import { FunctionTestPage, FunctionTestsPage } from './FunctionTestsPage';
import { OdmRequestPage, OdmRequestsPage } from './OdmRequestsPage';
import { ReviewsPage } from './ReviewsPage';
import { QuestionnairePage } from './QuestionnairePage';
import { DropShipPage } from './DropShipPage';
import { LicensedProgramPage, LicensedProgramsPage } from './LicensedProgramsPage';
import { DistributorPage, DistributorsPage } from './DistributorsPage';
import { GalleryPage } from './GalleryPage';
import { SponsorshipPage, SponsorshipsPage } from './SponsorshipPage';
import { CONTENT_SECTIONS, ContentRoutes } from './content/ContentRoutes';

loadStaffCatalog();

interface Section {
  path: string;
  label: 'quotes' | 'cncQuotes' | 'orders' | 'wire' | 'refunds' | 'notice' | 'support' | 'payments' | 'customers' | 'coupons' | 'prices' | 'dfa' | 'bomCheck' | 'functionTests' | 'odm' | 'customPayments' | 'reviews' | 'questionnaire' | 'dropShip' | 'licensed' | 'distributors' | 'gallery' | 'sponsorship';
  action: StaffAction;
}
/** The console's queues (exported for the page-title test, which visits each). */
export const SECTIONS: Section[] = [
  { path: '/staff/quotes', label: 'quotes', action: 'quotes.view' },
  { path: '/staff/bom-check', label: 'bomCheck', action: 'bom.check' },
  { path: '/staff/cnc-quotes', label: 'cncQuotes', action: 'quotes.view' },
  { path: '/staff/odm', label: 'odm', action: 'quotes.view' },
  { path: '/staff/orders', label: 'orders', action: 'orders.view' },
  { path: '/staff/dfa', label: 'dfa', action: 'dfa.review' },
  { path: '/staff/wire', label: 'wire', action: 'wire.view' },
  { path: '/staff/refunds', label: 'refunds', action: 'refunds.view' },
  { path: '/staff/payments', label: 'payments', action: 'refunds.view' },
  { path: '/staff/customers', label: 'customers', action: 'customers.view' },
  { path: '/staff/questionnaire', label: 'questionnaire', action: 'customers.view' },
  { path: '/staff/drop-ship', label: 'dropShip', action: 'orders.view' },
  { path: '/staff/coupons', label: 'coupons', action: 'coupons.manage' },
  { path: '/staff/prices', label: 'prices', action: 'prices.manage' },
  { path: '/staff/custom-payments', label: 'customPayments', action: 'payments.request' },
  { path: '/staff/function-tests', label: 'functionTests', action: 'test.review' },
  { path: '/staff/licensed', label: 'licensed', action: 'partners.view' },
  { path: '/staff/distributors', label: 'distributors', action: 'partners.view' },
  { path: '/staff/content/notice', label: 'notice', action: 'content.manage' },
  { path: '/staff/reviews', label: 'reviews', action: 'content.manage' },
  { path: '/staff/gallery', label: 'gallery', action: 'gallery.moderate' },
  { path: '/staff/support', label: 'support', action: 'support.view' },
  { path: '/staff/sponsorship', label: 'sponsorship', action: 'sponsorship.view' },
];

/** The BOM check's nav badge: how many items wait in the queue (none shown when empty). */
const BomCount = () => {
  const { t } = useTranslation('staff');
  const n = useBomQueue().data?.items.length ?? 0;
  return n > 0 ? <Badge size="sm" variant="filled" color="orange" aria-label={t('bom.queueCount', { count: n })}>{n}</Badge> : null;
};

export default function StaffApp() {
  const { t } = useTranslation('staff');
  const me = useStaffMe();
  const location = useLocation();
  const signOut = useSignOut();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The section's name is the title of its screens; a screen with a record of its own (an order) names it instead.
  const section = [...SECTIONS.map((s) => ({ path: s.path, name: t(`nav.${s.label}`) })), ...CONTENT_SECTIONS.map((s) => ({ path: s.path, name: t(`content.nav.${s.label}`) }))]
    .find((s) => location.pathname.startsWith(s.path));
  usePageTitle(me.data ? (section ? `${section.name} · ${t('title')}` : t('title')) : undefined, { fallback: true });

  if (me.isPending) {
    return (
      <Center h="100vh">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (me.isError) return <NotFoundPage />;

  const allowed = SECTIONS.filter((s) => me.data.actions.includes(s.action));
  const contentAllowed = CONTENT_SECTIONS.filter((s) => me.data.actions.includes(s.action));
  const can = (action: StaffAction) => me.data.actions.includes(action);
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 230, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('nav.menu')} />
            <Title order={4} style={{ whiteSpace: 'nowrap' }}>{t('title')}</Title>
          </Group>
          <Text size="sm" c="dimmed" truncate>
            {me.data.name} · {t(`role.${me.data.role}`)}
          </Text>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('nav.menu')}>
        <Stack gap={2}>
          {allowed.map((s) => (
            <NavLink
              key={s.path} component={Link} to={s.path} label={t(`nav.${s.label}`)} active={location.pathname.startsWith(s.path)} onClick={close}
              rightSection={s.label === 'bomCheck' ? <BomCount /> : undefined}
            />
          ))}
          {contentAllowed.map((s) => (
            <NavLink key={s.path} component={Link} to={s.path} label={t(`content.nav.${s.label}`)} active={location.pathname.startsWith(s.path)} onClick={close} />
          ))}
          <NavLink component={Link} to="/" label={t('nav.shop')} />
          <NavLink component="button" label={t('nav.signOut')} onClick={() => void signOut()} />
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main>
        <Routes>
          <Route index element={allowed[0] ? <Navigate to={allowed[0].path} replace /> : <Text>{t('common.empty')}</Text>} />
          {can('quotes.view') && <Route path="quotes" element={<QuotesPage canAnswer={can('quotes.answer')} />} />}
          {can('quotes.view') && <Route path="cnc-quotes" element={<QuotesPage canAnswer={can('quotes.answerMachining')} scope="machining" />} />}
          {can('orders.view') && <Route path="orders" element={<OrdersPage />} />}
          {can('orders.view') && <Route path="orders/:id" element={<OrderPage canAdvance={can('orders.advance')} canHold={can('orders.hold')} canCancel={can('orders.cancel')} canReviewDfa={can('dfa.review')} />} />}
          {can('wire.view') && <Route path="wire" element={<WirePage canDecide={can('wire.decide')} />} />}
          {can('refunds.view') && <Route path="refunds" element={<RefundsPage canRetry={can('refunds.retry')} />} />}
          {can('content.manage') && <Route path="content/notice" element={<NoticePage />} />}
          {can('support.view') && <Route path="support" element={<SupportPage />} />}
          {can('support.view') && <Route path="support/:id" element={<SupportThreadPage canReply={can('support.reply')} />} />}
          {can('refunds.view') && <Route path="payments" element={<PaymentsPage canSeeReceipts={can('wire.view')} />} />}
          {can('refunds.view') && <Route path="payments/late" element={<LateCapturesPage />} />}
          {can('customers.view') && <Route path="customers" element={<CustomersPage />} />}
          {can('customers.view') && <Route path="customers/:id" element={<CustomerPage canEdit={can('customers.edit')} />} />}
          {can('customers.view') && <Route path="questionnaire" element={<QuestionnairePage />} />}
          {can('orders.view') && <Route path="drop-ship" element={<DropShipPage canGrant={can('customers.edit')} canTrack={can('orders.advance')} />} />}
          {can('coupons.manage') && <Route path="coupons" element={<CouponsPage />} />}
          {can('coupons.manage') && <Route path="coupons/:id" element={<CampaignPage />} />}
          {can('prices.manage') && <Route path="prices" element={<PricesPage />} />}
          {can('payments.request') && <Route path="custom-payments" element={<CustomPaymentsPage />} />}
          {can('dfa.review') && <Route path="dfa" element={<DfaQueuePage />} />}
          {can('bom.check') && <Route path="bom-check" element={<BomCheckPage />} />}
          {can('bom.check') && <Route path="bom-check/:id" element={<BomCheckItemPage />} />}
          {can('test.review') && <Route path="function-tests" element={<FunctionTestsPage />} />}
          {can('test.review') && <Route path="function-tests/:id" element={<FunctionTestPage />} />}
          {can('quotes.view') && <Route path="odm" element={<OdmRequestsPage />} />}
          {can('quotes.view') && <Route path="odm/:id" element={<OdmRequestPage />} />}
          {can('content.manage') && <Route path="reviews" element={<ReviewsPage />} />}
          {can('partners.view') && <Route path="licensed" element={<LicensedProgramsPage />} />}
          {can('partners.view') && <Route path="licensed/:id" element={<LicensedProgramPage />} />}
          {can('partners.view') && <Route path="distributors" element={<DistributorsPage />} />}
          {can('partners.view') && <Route path="distributors/:id" element={<DistributorPage />} />}
          {can('gallery.moderate') && <Route path="gallery" element={<GalleryPage />} />}
          {can('sponsorship.view') && <Route path="sponsorship" element={<SponsorshipsPage />} />}
          {can('sponsorship.view') && <Route path="sponsorship/:id" element={<SponsorshipPage />} />}
          {can('content.manage') && ContentRoutes()}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </AppShell.Main>
    </AppShell>
  );
}
