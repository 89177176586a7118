// The storefront header (spec platform §2 "Header"): logo, link to the other edition, currency
// (English edition), FAQ, membership badge, sign-in link or account menu, pending-order badge, cart panel,
// and the main navigation below (a drawer on mobile). It stays at the top while the page scrolls.
import { Anchor, Box, Container, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginPathFor } from '../../session/redirect';
import { useSession } from '../../session/session';
import { useEdition } from '../edition-context';
import { useSystemSetting } from '../queries';
import { AccountMenu } from './AccountMenu';
import { CartPanel } from './CartPanel';
import { CurrencySelect } from './CurrencySelect';
import { Logo } from './Logo';
import { DesktopNav, MobileNav } from './MainNav';
import { PendingBadge } from './PendingBadge';
import { VIP_COLORS, VipBadge } from './VipBadge';

/**
 * The link to the other edition (issue 8 §6): the English header's '日本語' and the Japanese header's 'English',
 * to the other edition's configured address (PUBLIC_URL / PUBLIC_URL_JP, from GET /v1/system/setting). Nothing
 * is shown until that address is known, never a placeholder host.
 */
const EditionLink = () => {
  const { t } = useTranslation('shell');
  const edition = useEdition();
  const urls = useSystemSetting().data?.edition_urls;
  if (!urls) return null;
  const toJapanese = edition === 'en';
  const base = (toJapanese ? urls.jp : urls.en).replace(/\/+$/, '');
  return (
    <Anchor
      href={`${base}${toJapanese ? '/' : '/fusion'}`}
      lang={toJapanese ? 'ja' : 'en'}
      hrefLang={toJapanese ? 'ja' : 'en'}
      size="sm"
      c="dark"
      data-testid="edition-link"
    >
      {toJapanese ? t('header.japanese') : t('header.english')}
    </Anchor>
  );
};

export const Header = () => {
  const { t } = useTranslation('shell');
  const edition = useEdition();
  const { user, loading } = useSession();
  const location = useLocation();
  const vip = user?.vip_details?.level;
  const english = edition === 'en';

  return (
    <Box
      component="header"
      bg="white"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        // Members see their tier's colour along the header (spec platform §6).
        borderBottom: `2px solid var(--mantine-color-${vip ? VIP_COLORS[vip].replace('.', '-') : 'gray-2'})`,
      }}
    >
      <Container size="xl" py="xs">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <MobileNav
              extra={
                <Group gap="md">
                  <Anchor component={Link} to="/faq" size="sm" c="dark">
                    {t('header.faq')}
                  </Anchor>
                  {english && <CurrencySelect />}
                  <EditionLink />
                </Group>
              }
            />
            <Logo />
          </Group>
          <Group gap="md" wrap="nowrap">
            <Group gap="md" visibleFrom="sm" wrap="nowrap">
              <EditionLink />
              {english && <CurrencySelect />}
            </Group>
            <Anchor component={Link} to="/faq" size="sm" c="dark" visibleFrom="sm">
              {t('header.faq')}
            </Anchor>
            {vip && <VipBadge level={vip} />}
            {user ? (
              <Group gap={4} wrap="nowrap">
                <AccountMenu nickname={user.nickname || user.email} />
                <PendingBadge count={user.order_pending_count} />
              </Group>
            ) : (
              !loading && (
                <Anchor
                  component={Link}
                  to={loginPathFor(location.pathname + location.search)}
                  size="sm"
                  fw={600}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {t('header.signIn')}
                </Anchor>
              )
            )}
            <CartPanel />
          </Group>
        </Group>
      </Container>
      <Container size="xl" pb={6} visibleFrom="sm">
        <DesktopNav />
      </Container>
    </Box>
  );
};
