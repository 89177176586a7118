// The main navigation from GET /menu/list (spec platform §2): a bar with drop-downs on desktop, a burger and a
// slide-out drawer on mobile. Names follow the language (en_name / jp_name).
import { Anchor, Burger, Drawer, Group, Menu, NavLink, Stack, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useLocation } from 'react-router';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../../shared/contracts/content';
import type { Edition } from '../../edition';
import { useEdition } from '../edition-context';
import { ChevronDownIcon } from '../icons';
import { useMenu } from '../queries';
import { pageExists } from '../site-pages';

const menuName = (item: MenuItem, edition: Edition) => (edition === 'jp' ? item.jp_name || item.en_name : item.en_name);

const isInternal = (address: string) => address.startsWith('/') && !address.startsWith('//');
const isExternal = (address: string) => /^https?:\/\//i.test(address);

/**
 * Props that make a Mantine component a link to a menu address. react-router's Link renders absolute URLs as
 * plain links, so one component serves both; off-site pages open in a new tab.
 */
const linkProps = (address: string) => ({
  component: Link,
  to: isInternal(address) || isExternal(address) ? address : '#',
  ...(isExternal(address) ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
});

/**
 * The menu without entries that lead nowhere today (issue 8 §7): an internal address whose page is not built yet
 * (site-pages.ts) or no address at all; a group keeps its own link only if that page exists and disappears when
 * nothing is left in it.
 */
const reachable = (items: readonly MenuItem[]): MenuItem[] =>
  items.flatMap((item) => {
    const children = reachable(item.children ?? []);
    const own = isExternal(item.address) || (isInternal(item.address) && pageExists(item.address));
    if (children.length > 0) return [{ ...item, address: own ? item.address : '', children }];
    return own ? [{ ...item, children: [] }] : [];
  });

const DesktopItem = ({ item, edition }: { item: MenuItem; edition: Edition }) => {
  const name = menuName(item, edition);
  if (!item.children?.length) {
    return (
      <Anchor {...linkProps(item.address)} c="dark" fw={500} size="sm">
        {name}
      </Anchor>
    );
  }
  return (
    <Menu trigger="click-hover" openDelay={60} closeDelay={150} position="bottom-start" withinPortal>
      <Menu.Target>
        <UnstyledButton fw={500} fz="sm" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
          {name}
          <ChevronDownIcon />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {item.address && isInternal(item.address) && (
          <Menu.Item {...linkProps(item.address)} fw={600}>
            {name}
          </Menu.Item>
        )}
        {item.children.map((child) => (
          <Menu.Item key={child.id} {...linkProps(child.address)}>
            {menuName(child, edition)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
};

export const DesktopNav = () => {
  const { t } = useTranslation('shell');
  const edition = useEdition();
  const menu = useMenu();
  const items = reachable(menu.data ?? []);
  if (items.length === 0) return null;
  return (
    <Group component="nav" aria-label={t('nav.label')} gap="lg" visibleFrom="sm">
      {items.map((item) => (
        <DesktopItem key={item.id} item={item} edition={edition} />
      ))}
    </Group>
  );
};

const DrawerItem = ({ item, edition, onNavigate }: { item: MenuItem; edition: Edition; onNavigate: () => void }) => {
  const label = menuName(item, edition);
  if (item.children?.length) {
    return (
      <NavLink label={label} childrenOffset="md">
        {item.children.map((child) => (
          <DrawerItem key={child.id} item={child} edition={edition} onNavigate={onNavigate} />
        ))}
      </NavLink>
    );
  }
  return <NavLink {...linkProps(item.address)} label={label} onClick={onNavigate} />;
};

/** The burger and the drawer; `extra` adds the header utilities that have no room on a phone. */
export const MobileNav = ({ extra }: { extra?: ReactNode }) => {
  const { t } = useTranslation('shell');
  const edition = useEdition();
  const menu = useMenu();
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  // Following a link closes the drawer.
  useEffect(() => close(), [location.pathname, close]);
  return (
    <>
      <Burger opened={opened} onClick={toggle} size="sm" hiddenFrom="sm" aria-label={t('nav.open')} />
      <Drawer opened={opened} onClose={close} title={t('nav.title')} size="80%" padding="md">
        <Stack gap={0} component="nav" aria-label={t('nav.label')}>
          {reachable(menu.data ?? []).map((item) => (
            <DrawerItem key={item.id} item={item} edition={edition} onNavigate={close} />
          ))}
        </Stack>
        {extra && (
          <Stack gap="sm" mt="md" px={12}>
            {extra}
          </Stack>
        )}
      </Drawer>
    </>
  );
};
