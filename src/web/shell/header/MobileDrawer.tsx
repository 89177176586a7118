// The phone's slide-out menu behind the header's burger (spec platform §2). Loaded on the first tap on the burger
// (MainNav.tsx), so its Drawer and NavLink code stays out of the first paint.
import { Drawer, NavLink, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../../shared/contracts/content';
import type { Edition } from '../../edition';
import { useEdition } from '../edition-context';
import { useMenu } from '../queries';
import { linkProps, menuName, reachable } from './menu-links';

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

interface MobileDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** The header utilities that have no room on a phone. */
  extra?: ReactNode;
}

const MobileDrawer = ({ opened, onClose, extra }: MobileDrawerProps) => {
  const { t } = useTranslation('shell');
  const edition = useEdition();
  const menu = useMenu();
  return (
    <Drawer opened={opened} onClose={onClose} title={t('nav.title')} size="80%" padding="md">
      <Stack gap={0} component="nav" aria-label={t('nav.label')}>
        {reachable(menu.data ?? []).map((item) => (
          <DrawerItem key={item.id} item={item} edition={edition} onNavigate={onClose} />
        ))}
      </Stack>
      {extra && (
        <Stack gap="sm" mt="md" px={12}>
          {extra}
        </Stack>
      )}
    </Drawer>
  );
};

export default MobileDrawer;
