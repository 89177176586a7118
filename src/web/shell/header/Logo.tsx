// The Fusion logo linking to the edition's home page.
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { homePath, useEdition } from '../edition-context';

export const Logo = ({ height = 32 }: { height?: number }) => {
  const { t } = useTranslation('shell');
  const edition = useEdition();
  return (
    <Anchor component={Link} to={homePath(edition)} aria-label={t('header.home')} style={{ display: 'inline-flex' }}>
      <img src="/logo.svg" alt="" height={height} width={Math.round(height * 3.75)} />
    </Anchor>
  );
};
