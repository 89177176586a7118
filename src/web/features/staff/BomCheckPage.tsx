// The BOM check queue (issue 11 "After the order"): PCBA items with Pending or Unavailable lines, oldest waiting
// first, with the 1-business-day promise's badge (src/shared/service-promise.ts). An item whose open lines all wait
// for the customer's answer shows that instead of a badge.
import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DueBadge } from './DueBadge';
import { ListState } from './ListState';
import { dateTime } from './format';
import { useBomQueue } from './bom-api';

export const BomCheckPage = () => {
  const { t } = useTranslation('staff');
  const list = useBomQueue();
  const items = list.data?.items ?? [];
  return (
    <Stack>
      <Title order={2}>{t('bom.title')}</Title>
      <Text c="dimmed" size="sm">{t('bom.intro')}</Text>
      <ListState pending={list.isPending} error={list.isError} empty={items.length === 0} onRetry={() => void list.refetch()} />
      {items.length > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('bom.item')}</Table.Th>
                <Table.Th>{t('common.customer')}</Table.Th>
                <Table.Th>{t('bom.boards')}</Table.Th>
                <Table.Th>{t('bom.lines')}</Table.Th>
                <Table.Th>{t('bom.waiting')}</Table.Th>
                <Table.Th>{t('bom.due')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((i) => (
                <Table.Tr key={i.cart_id} data-testid={`bom-item-${i.cart_id}`}>
                  <Table.Td>
                    #{i.cart_id} {i.name}
                    {i.order_id !== null && <Text size="xs" c="dimmed">{t('bom.ordered', { id: i.order_id })}</Text>}
                  </Table.Td>
                  <Table.Td>{i.customer.email}</Table.Td>
                  <Table.Td>{i.boards}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {i.pending > 0 && <Badge variant="light" color="yellow">{t('bom.pending')} {i.pending}</Badge>}
                      {i.unavailable > 0 && <Badge variant="light" color="red">{t('bom.unavailable')} {i.unavailable}</Badge>}
                      {i.asked > 0 && <Badge variant="light" color="gray">{t('bom.asked')} {i.asked}</Badge>}
                    </Group>
                  </Table.Td>
                  <Table.Td>{dateTime(i.waiting_since ?? i.created_at)}</Table.Td>
                  <Table.Td>{i.waiting_since ? <DueBadge since={i.waiting_since} promise="bomCheck" /> : <Badge variant="outline" color="gray">{t('bom.withCustomer')}</Badge>}</Table.Td>
                  <Table.Td>
                    <Button size="xs" component={Link} to={`/staff/bom-check/${i.cart_id}`}>{t('bom.open')}</Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
};
