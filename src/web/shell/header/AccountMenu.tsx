// The signed-in visitor's menu in the header (spec platform §2 "User menu").
import { Button, Menu } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUserMenu } from '../use-user-menu';
import { useSignOut } from '../use-sign-out';
import { ChevronDownIcon, UserIcon } from '../icons';

export const AccountMenu = ({ nickname }: { nickname: string }) => {
  const { t } = useTranslation('shell');
  const signOut = useSignOut();
  const menu = useUserMenu();
  return (
    <Menu position="bottom-end" width={200} withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          size="compact-sm"
          aria-label={t('header.accountMenu')}
          leftSection={<UserIcon />}
          rightSection={<ChevronDownIcon />}
          maw={{ base: 120, sm: 200 }}
        >
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{nickname}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {menu.map((entry) => (
          <Menu.Item key={entry.key} component={Link} to={entry.path}>
            {t(`userMenu.${entry.key}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item onClick={() => void signOut()}>{t('userMenu.signOut')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
};
