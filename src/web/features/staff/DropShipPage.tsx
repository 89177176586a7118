// Drop shipping in the console (issue 15): put goods in storage for a customer (customers.edit), see every customer's
// storage, and enter the tracking number of each package of a submitted list once its fees are paid (orders.advance).
// Both actions write an audit row and mail the customer.
import { useState } from 'react';
import { Badge, Button, Card, Group, NumberInput, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StaffDropShip } from '../../../shared/contracts/drop-ship';
import { call } from '../../api/client';
import { STAFF_KEY } from './api';
import { ListState } from './ListState';
import { dateTime } from './format';
import { useStaffCall } from './use-staff-call';

const KEY = [...STAFF_KEY, 'drop-ship'] as const;

const GrantForm = ({ onSaved }: { onSaved: (d: StaffDropShip) => void }) => {
  const { t } = useTranslation('staff');
  const { run, busy } = useStaffCall();
  const [email, setEmail] = useState('');
  const [item, setItem] = useState('');
  const [description, setDescription] = useState('');
  const [quantity, setQuantity] = useState<number | string>(1);
  const save = () =>
    run(() => call('POST /v1/staff/drop-ship/stock', { body: { email, item, description, quantity: Number(quantity) } }), t('dropShip.grant.done'), onSaved);
  return (
    <Card withBorder>
      <Stack>
        <Title order={3} fz="h5">{t('dropShip.grant.title')}</Title>
        <Group align="flex-end">
          <TextInput label={t('dropShip.grant.email')} value={email} onChange={(e) => setEmail(e.currentTarget.value)} w={260} />
          <TextInput label={t('dropShip.grant.item')} value={item} onChange={(e) => setItem(e.currentTarget.value)} w={160} />
          <TextInput label={t('dropShip.grant.description')} value={description} onChange={(e) => setDescription(e.currentTarget.value)} w={220} />
          <NumberInput label={t('dropShip.grant.quantity')} value={quantity} onChange={setQuantity} min={1} max={100_000} allowDecimal={false} w={140} />
          <Button onClick={() => void save()} loading={busy}>{t('dropShip.grant.submit')}</Button>
        </Group>
      </Stack>
    </Card>
  );
};

const TrackingField = ({ packageId, orderId, current, onSaved }: { packageId: number; orderId: string; current: string | null; onSaved: (d: StaffDropShip) => void }) => {
  const { t } = useTranslation('staff');
  const { run, busy } = useStaffCall();
  const [value, setValue] = useState(current ?? '');
  return (
    <Group gap="xs" wrap="nowrap">
      <TextInput size="xs" aria-label={t('dropShip.tracking.label', { order: orderId })} value={value} onChange={(e) => setValue(e.currentTarget.value)} w={200} />
      <Button size="xs" loading={busy} onClick={() => void run(() => call('POST /v1/staff/drop-ship/tracking', { body: { package_id: packageId, tracking_number: value } }), t('dropShip.tracking.saved'), onSaved)}>
        {t('dropShip.tracking.save')}
      </Button>
    </Group>
  );
};

export const DropShipPage = ({ canGrant, canTrack }: { canGrant: boolean; canTrack: boolean }) => {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const data = useQuery({ queryKey: KEY, queryFn: ({ signal }) => call('GET /v1/staff/drop-ship', {}, { signal }) });
  const saved = (d: StaffDropShip) => queryClient.setQueryData(KEY, d);
  return (
    <Stack>
      <Title order={2}>{t('dropShip.title')}</Title>
      <Text c="dimmed" size="sm">{t('dropShip.intro')}</Text>
      {canGrant && <GrantForm onSaved={saved} />}
      <ListState pending={data.isPending} error={data.isError} empty={false} onRetry={() => void data.refetch()} />
      {data.data && (
        <>
          <Title order={3} fz="h4">{t('dropShip.stock.title')}</Title>
          <Table.ScrollContainer minWidth={640}>
            <Table striped withTableBorder data-testid="staff-drop-ship-stock">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('dropShip.stock.customer')}</Table.Th><Table.Th>{t('dropShip.stock.item')}</Table.Th><Table.Th>{t('dropShip.stock.quantity')}</Table.Th>
                  <Table.Th>{t('dropShip.stock.available')}</Table.Th><Table.Th>{t('dropShip.stock.freeUntil')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.data.stock.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>{s.email}</Table.Td><Table.Td>{s.item}</Table.Td><Table.Td>{s.quantity}</Table.Td><Table.Td>{s.available}</Table.Td><Table.Td>{dateTime(s.free_until)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Title order={3} fz="h4">{t('dropShip.lists.title')}</Title>
          {data.data.lists.length === 0 && <Text c="dimmed">{t('dropShip.lists.empty')}</Text>}
          {data.data.lists.map((l) => (
            <Card withBorder key={l.id} data-testid={`staff-drop-ship-list-${l.id}`}>
              <Stack gap="xs">
                <Group justify="space-between">
                  <Text fw={700}>{t('dropShip.lists.list', { id: l.id })} · {l.email} · {l.file_name}</Text>
                  <Badge color={l.paid ? 'green' : 'gray'} variant="light">{l.paid ? t('dropShip.lists.paid') : t('dropShip.lists.unpaid')}</Badge>
                </Group>
                <Table withTableBorder>
                  <Table.Tbody>
                    {l.packages.map((p) => (
                      <Table.Tr key={p.package_id ?? p.row}>
                        <Table.Td>{p.order_id}</Table.Td><Table.Td>{p.item} × {p.quantity}</Table.Td><Table.Td>{p.shipping_method}</Table.Td>
                        <Table.Td>{p.recipient_name}, {p.city}, {p.country}</Table.Td>
                        <Table.Td>
                          {l.paid && canTrack && p.package_id !== null
                            ? <TrackingField packageId={p.package_id} orderId={p.order_id} current={p.tracking_number} onSaved={saved} />
                            : p.tracking_number ?? '—'}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Stack>
            </Card>
          ))}
        </>
      )}
    </Stack>
  );
};
