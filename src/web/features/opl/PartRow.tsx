// One part in the OPL result list: drawing, MPN (to the part page), maker, description, package, library, stock and
// the unit price at the chosen quantity. One layout for phone and desktop: it wraps instead of scrolling sideways.
import { Link } from 'react-router';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OplPartSummary } from '../../../shared/contracts/opl';
import { useCurrency } from '../../shell/currency';
import { PackageImage } from './PackageImage';

export const partPath = (sku: string) => `/opl/part/${encodeURIComponent(sku)}`;

/** Unit price and stock: a column on the right on wide screens, a line under the description on phones. */
function Price({ part, ...props }: { part: OplPartSummary; align: 'flex-start' | 'flex-end'; visibleFrom?: 'sm'; hiddenFrom?: 'sm' }) {
  const { t } = useTranslation('opl');
  const { formatMicros } = useCurrency();
  return (
    <Stack gap={0} style={{ flex: 'none' }} {...props}>
      <Text fw={600} size="sm">{part.unit_price === null ? t('noPrice') : formatMicros(BigInt(part.unit_price), { fine: true })}</Text>
      <Text size="xs" c={part.stock > 0 ? 'dimmed' : 'red'}>
        {part.stock > 0 ? t('stock', { n: part.stock.toLocaleString() }) : t('outOfStock')}
      </Text>
    </Stack>
  );
}

export function PartRow({ part }: { part: OplPartSummary }) {
  const { t } = useTranslation('opl');
  return (
    <Paper withBorder p="sm" radius="md" component="li" data-testid="opl-part">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <PackageImage family={part.package_family} size={64} label={t('part.imageAlt', { family: t(`families.${part.package_family}`) })} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Anchor component={Link} to={partPath(part.sku)} fw={600} style={{ overflowWrap: 'anywhere' }}>
              {part.mpn}
            </Anchor>
            {part.manufacturer && <Text size="sm" c="dimmed">{part.manufacturer}</Text>}
          </Group>
          <Text size="sm" lineClamp={2}>{part.description}</Text>
          <Group gap={6} wrap="wrap">
            {part.package && <Badge variant="outline" color="gray" size="sm" tt="none">{part.package}</Badge>}
            <Badge variant="light" size="sm" color={part.library_type === 'extended' ? 'gray' : 'green'}>{t(`library.${part.library_type}`)}</Badge>
            <Text size="xs" c="dimmed">{part.sku}</Text>
          </Group>
          <Price part={part} align="flex-start" hiddenFrom="sm" />
        </Stack>
        <Price part={part} align="flex-end" visibleFrom="sm" />
      </Group>
    </Paper>
  );
}
