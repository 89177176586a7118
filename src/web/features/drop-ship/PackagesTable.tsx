// A list's packages (issue 15): where each goes, by which carrier, its shipping cost and, once shipped, its tracking.
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DropShipPackage } from '../../../shared/contracts/drop-ship';
import { countryName } from '../../../shared/rules/country-name';
import { useCurrency } from '../../shell/currency';

export const PackagesTable = ({ packages, total }: { packages: DropShipPackage[]; total: string }) => {
  const { t, i18n } = useTranslation('dropShip');
  const { format } = useCurrency();
  const lang = i18n.language === 'ja' ? 'jp' : 'en';
  return (
    <>
      <Table.ScrollContainer minWidth={760}>
        <Table striped withTableBorder data-testid="drop-ship-packages">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('column.order_id')}</Table.Th><Table.Th>{t('column.item')}</Table.Th><Table.Th>{t('column.quantity')}</Table.Th>
              <Table.Th>{t('column.shipping_method')}</Table.Th><Table.Th>{t('column.recipient_name')}</Table.Th><Table.Th>{t('column.country')}</Table.Th>
              <Table.Th ta="right">{t('packages.cost')}</Table.Th><Table.Th>{t('packages.tracking')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {packages.map((p) => (
              <Table.Tr key={`${p.row}-${p.order_id}`} data-testid={`package-${p.order_id}`}>
                <Table.Td>{p.order_id}</Table.Td><Table.Td>{p.item}</Table.Td><Table.Td>{p.quantity}</Table.Td><Table.Td>{p.shipping_method}</Table.Td>
                <Table.Td>{p.recipient_name}</Table.Td><Table.Td>{countryName(p.country, lang)}</Table.Td>
                <Table.Td ta="right">{format(BigInt(p.shipping_cost_cents))}</Table.Td>
                <Table.Td>{p.tracking_number ?? <Text span size="sm" c="dimmed">{t('packages.notShipped')}</Text>}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text fw={700} ta="right" data-testid="drop-ship-total">{t('packages.total', { total: format(BigInt(total)) })}</Text>
    </>
  );
};
