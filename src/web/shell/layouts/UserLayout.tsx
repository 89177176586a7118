// The user-account layout (spec platform §2): inside the shop header and footer, a breadcrumb, the account menu
// on the left (a 'User menu' select on phones) and the page. The breadcrumb and the active entry follow the route.
import { Anchor, Box, Breadcrumbs, Container, Grid, NavLink, Paper, Select, Text } from '@mantine/core';
import { Link, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import i18n from '../../i18n/index';
import { homePath, useEdition } from '../edition-context';
import { activeUserMenuEntry } from '../user-menu';
import { useUserMenu } from '../use-user-menu';
import { useSignOut } from '../use-sign-out';
import { ShopChrome } from './ShopChrome';
import { parentPathOf, userCrumbs, type Crumb } from './user-crumbs';

const SIGN_OUT = '__sign_out__';

/** Route crumbs are keys of the account namespace (RouteHandle); the shell knows the menu's own titles. */
export const translateCrumb = (key: string): string => {
  if (i18n.exists(key, { ns: 'account' })) return i18n.t(key, { ns: 'account', defaultValue: key });
  if (i18n.exists(`crumbs.${key}`, { ns: 'shell' })) return i18n.t(`crumbs.${key}`, { ns: 'shell', defaultValue: key });
  return key;
};

const CrumbItem = ({ crumb }: { crumb: Crumb }) =>
  crumb.path ? (
    <Anchor component={Link} to={crumb.path} size="sm">
      {translateCrumb(crumb.key)}
    </Anchor>
  ) : (
    <Text size="sm" c="dimmed" aria-current="page" aria-disabled="true">
      {translateCrumb(crumb.key)}
    </Text>
  );

export default function UserLayout() {
  const { t } = useTranslation('shell');
  const edition = useEdition();
  const matches = useMatches();
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const menu = useUserMenu();
  const crumbs = userCrumbs(matches, homePath(edition));
  const active = activeUserMenuEntry(location.pathname, parentPathOf(matches));

  return (
    <ShopChrome>
      <Container size="xl" py="md">
        <Box component="nav" aria-label={t('userLayout.breadcrumb')} mb="md">
          <Breadcrumbs separatorMargin="xs">
            {crumbs.map((c, i) => (
              <CrumbItem key={`${c.key}-${i}`} crumb={c} />
            ))}
          </Breadcrumbs>
        </Box>
        <Box hiddenFrom="sm" mb="md">
          <Select
            label={t('userMenu.label')}
            data={[
              ...menu.map((e) => ({ value: e.path, label: t(`userMenu.${e.key}`) })),
              { value: SIGN_OUT, label: t('userMenu.signOut') },
            ]}
            value={active?.path ?? null}
            allowDeselect={false}
            onChange={(value) => {
              if (value === SIGN_OUT) void signOut();
              else if (value) void navigate(value);
            }}
          />
        </Box>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, sm: 3 }} visibleFrom="sm">
            <Paper withBorder p={4} component="nav" aria-label={t('userMenu.label')}>
              {menu.map((entry) => (
                <NavLink
                  key={entry.key}
                  component={Link}
                  to={entry.path}
                  label={t(`userMenu.${entry.key}`)}
                  active={active?.key === entry.key}
                  aria-current={active?.key === entry.key ? 'page' : undefined}
                />
              ))}
              <NavLink component="button" type="button" label={t('userMenu.signOut')} onClick={() => void signOut()} />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 9 }}>
            <Outlet />
          </Grid.Col>
        </Grid>
      </Container>
    </ShopChrome>
  );
}
