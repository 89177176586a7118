// A part's price tiers (from quantity, unit price): the OPL part page and the product page (issue 14) show the same.
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../shell/currency';
import type { OplPartDetail } from '../../../shared/contracts/opl';

export function TierTable({ tiers }: { tiers: OplPartDetail['tiers'] }) {
  const { t } = useTranslation('opl');
  const { formatMicros } = useCurrency();
  if (!tiers.length) return <Text c="dimmed">{t('noPrice')}</Text>;
  return (
    <Table withTableBorder striped>
      <Table.Thead>
        <Table.Tr><Table.Th>{t('part.quantity')}</Table.Th><Table.Th ta="right">{t('part.unitPrice')}</Table.Th></Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {tiers.map((tier) => (
          <Table.Tr key={tier.qty}>
            <Table.Td>{t('part.from', { qty: tier.qty.toLocaleString() })}</Table.Td>
            <Table.Td ta="right">{formatMicros(BigInt(tier.unit_price), { fine: true })}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
