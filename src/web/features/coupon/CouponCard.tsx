// One coupon: its value and minimum order (prices through the display currency), code, and validity.
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '../../../shared/contracts/coupon';
import { useCurrency } from '../../shell/currency';
import { useCouponName } from './coupon-name';

const dateOf = (iso: string, locale: string) => new Date(iso).toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });

export const CouponCard = ({ coupon: c }: { coupon: Coupon }) => {
  const { t, i18n } = useTranslation('coupon');
  const { format } = useCurrency();
  const couponName = useCouponName();
  const locale = i18n.language === 'ja' ? 'ja-JP' : 'en-US';
  const minOrder = BigInt(c.min_order);
  const validity =
    c.status === 'used' && c.used_at
      ? t('usedOn', { date: dateOf(c.used_at, locale) })
      : c.expires_at
        ? t(c.status === 'expired' ? 'expiredOn' : 'validUntil', { date: dateOf(c.expires_at, locale) })
        : t('noExpiry');
  return (
    <Paper withBorder radius="md" p="md" component="article" opacity={c.status === 'available' ? 1 : 0.7}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} size="lg">
            {t('off', { amount: format(BigInt(c.value)) })}
          </Text>
          {c.kind === 'signup' && <Badge variant="light">{t('signup')}</Badge>}
        </Group>
        {/* the sign-up coupon's badge already names it */}
        {c.kind !== 'signup' && <Text size="sm">{couponName(c)}</Text>}
        <Text size="sm">{minOrder > 0n ? t('minOrder', { amount: format(minOrder) }) : t('noMinimum')}</Text>
        {c.code && (
          <Text size="sm" ff="monospace">
            {t('codeLine', { code: c.code })}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {validity}
        </Text>
      </Stack>
    </Paper>
  );
};
