// The membership badge for pro and elite members (spec platform §6): links to /membership, desktop only.
import { Badge } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export type VipLevel = 'pro' | 'elite';

export const VIP_COLORS: Record<VipLevel, string> = { pro: 'blue', elite: 'yellow.7' };

export const VipBadge = ({ level }: { level: VipLevel }) => {
  const { t } = useTranslation('shell');
  return (
    <Badge
      component={Link}
      to="/membership"
      visibleFrom="sm"
      color={VIP_COLORS[level]}
      variant="light"
      aria-label={t('header.vipLabel', { level: t(`header.vip.${level}`) })}
      style={{ cursor: 'pointer' }}
    >
      {t(`header.vip.${level}`)}
    </Badge>
  );
};
