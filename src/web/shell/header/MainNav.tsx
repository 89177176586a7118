// The main navigation from GET /menu/list (spec platform §2): a bar with drop-downs on desktop, a burger and a
// slide-out drawer on mobile. Names follow the language (en_name / jp_name).
import { Anchor, Burger, Group, Menu, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useLocation } from 'react-router';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../../shared/contracts/content';
import type { Edition } from '../../edition';
import { useEdition } from '../edition-context';
import { ChevronDownIcon } from '../icons';
import { useMenu } from '../queries';
import { isInternal, linkProps, menuName, reachable } from './menu-links';

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

/**
 * The bar's height while the menu is on its way: an invisible drop-down item, so the bar does not grow under the
 * visitor when the menu arrives (it pushed every page down by a row on desktop, a layout shift of 0.1; issue 17).
 */
const NavPlaceholder = () => (
  <Group gap="lg" visibleFrom="sm" aria-hidden style={{ visibility: 'hidden' }}>
    <UnstyledButton fw={500} fz="sm" tabIndex={-1} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      &nbsp;
      <ChevronDownIcon />
    </UnstyledButton>
  </Group>
);

export const DesktopNav = () => {
  const { t } = useTranslation('shell');
  const edition = useEdition();
  const menu = useMenu();
  if (menu.isPending) return <NavPlaceholder />;
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

// The drawer (Mantine's Drawer, NavLink and their modal and scroll-area code) is the biggest part of the header and
// is only seen after a tap on the burger, so it loads on the first tap instead of before the first paint (issue 17).
const MobileDrawer = lazy(() => import('./MobileDrawer'));

/** The burger and the drawer; `extra` adds the header utilities that have no room on a phone. */
export const MobileNav = ({ extra }: { extra?: ReactNode }) => {
  const { t } = useTranslation('shell');
  const [opened, { toggle, close }] = useDisclosure(false);
  // Once loaded the drawer stays mounted, so closing plays its exit transition.
  const [used, setUsed] = useState(false);
  if (opened && !used) setUsed(true);
  const location = useLocation();
  // Following a link closes the drawer.
  useEffect(() => close(), [location.pathname, close]);
  return (
    <>
      <Burger opened={opened} onClick={toggle} size="sm" hiddenFrom="sm" aria-label={t('nav.open')} />
      {used && (
        <Suspense fallback={null}>
          <MobileDrawer opened={opened} onClose={close} extra={extra} />
        </Suspense>
      )}
    </>
  );
};
