// The order's items: a table on wider screens; on a phone (390 px) a list where each item's name and specs take
// the full width and quantity × unit price = line total follows on one line, so nothing scrolls sideways
// (issue 8 §7). The unit price is the line total divided by the quantity (formatUnit), so the figures agree.
import { Box, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../shared/contracts/order';
import { specLine, specWords } from '../../../shared/params/spec-words';
import { edition } from '../../edition';
import { useCurrency } from '../../shell/currency';

type Item = OrderDetail['items'][number];

const ItemText = ({ i }: { i: Item }) => (
  <>
    <Text size="sm">{i.name}</Text>
    <Text size="xs" c="dimmed" data-testid="line-specs" style={{ overflowWrap: 'anywhere' }}>
      {specLine(specWords(i.product_id, i.params, edition, i.quantity), edition)}
    </Text>
    {i.file_name && (
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {i.file_name}
      </Text>
    )}
  </>
);

export const OrderItems = ({ items }: { items: readonly Item[] }) => {
  const { t } = useTranslation('orders');
  const { format, formatUnit } = useCurrency();
  const phone = useMediaQuery('(max-width: 36em)') ?? false;

  if (phone) {
    return (
      <Stack component="ul" aria-label={t('detail.items')} gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((i, n) => (
          <Box component="li" key={`${i.sku}-${n}`} p="sm" style={{ borderTop: n ? '1px solid var(--mantine-color-gray-2)' : undefined }}>
            <ItemText i={i} />
            <Text size="xs" c="dimmed">
              {t('detail.sku')}: {i.sku}
            </Text>
            <Group justify="space-between" mt={4} wrap="nowrap" gap="xs">
              <Text size="sm">
                {i.quantity} × {formatUnit(BigInt(i.total), i.quantity)}
              </Text>
              <Text size="sm" fw={600}>
                {format(BigInt(i.total))}
              </Text>
            </Group>
          </Box>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={t('detail.items')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('detail.item')}</Table.Th>
            <Table.Th>{t('detail.sku')}</Table.Th>
            <Table.Th ta="right">{t('detail.qty')}</Table.Th>
            <Table.Th ta="right">{t('detail.unitPrice')}</Table.Th>
            <Table.Th ta="right">{t('detail.lineTotal')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((i, n) => (
            <Table.Tr key={`${i.sku}-${n}`}>
              <Table.Td>
                <ItemText i={i} />
              </Table.Td>
              <Table.Td>{i.sku}</Table.Td>
              <Table.Td ta="right">{i.quantity}</Table.Td>
              <Table.Td ta="right">{formatUnit(BigInt(i.total), i.quantity)}</Table.Td>
              <Table.Td ta="right">{format(BigInt(i.total))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
