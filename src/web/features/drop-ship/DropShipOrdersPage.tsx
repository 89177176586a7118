// /web/user/dropOrder/order (issue 15): the customer's address lists, newest first, with their state.
import { Alert, Anchor, Badge, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../forms';
import { useCurrency } from '../../shell/currency';
import { errorMessage } from '../../shell/toast';
import { STATUS_COLOR, shortDate, statusOf, useDropShipOverview } from './api';

export default function DropShipOrdersPage() {
  const { t } = useTranslation('dropShip');
  usePageTitle(t('ordersTitle'));
  const { format } = useCurrency();
  const overview = useDropShipOverview();
  const lists = overview.data?.lists ?? [];
  return (
    <Stack>
      <Title order={1} fz="h2">{t('ordersTitle')}</Title>
      {overview.isError && <Alert color="red">{errorMessage(overview.error)}</Alert>}
      {overview.isSuccess && lists.length === 0 && <Text c="dimmed">{t('lists.empty')}</Text>}
      {lists.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('lists.file')}</Table.Th><Table.Th>{t('lists.created')}</Table.Th><Table.Th>{t('lists.packages')}</Table.Th>
                <Table.Th ta="right">{t('lists.total')}</Table.Th><Table.Th>{t('lists.status')}</Table.Th><Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lists.map((l) => (
                <Table.Tr key={l.id} data-testid={`drop-ship-list-${l.id}`}>
                  <Table.Td>{l.file_name}</Table.Td><Table.Td>{shortDate(l.created_at)}</Table.Td><Table.Td>{l.rows}</Table.Td>
                  <Table.Td ta="right">{format(BigInt(l.total_cents))}</Table.Td>
                  <Table.Td><Badge variant="light" color={STATUS_COLOR[statusOf(l)]}>{t(`status.${statusOf(l)}`)}</Badge></Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={l.status === 'draft' ? `/web/user/dropOrder/item?list=${l.id}` : `/web/user/dropOrder/${l.id}`}>{t('lists.open')}</Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
