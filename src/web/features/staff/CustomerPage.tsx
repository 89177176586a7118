// One customer (issue 9): the account with VIP level and flags (sales edit them, audited), orders (each opens the
// order), addresses, coupons, and the record's audit history.
import { Alert, Anchor, Badge, Button, Card, Select, SimpleGrid, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../../shared/rules/country-name';
import { useQueryClient } from '@tanstack/react-query';
import { VIP_CHOICES, type StaffCustomer, type VipChoice } from '../../../shared/contracts/staff-customers';
import { call } from '../../api/client';
import { showError, showSuccess } from '../../shell/toast';
import { STAFF_KEY } from './api';
import { useCustomer } from './money-api';
import { AuditHistory } from './AuditHistory';
import { ListState } from './ListState';
import { dateTime, usd } from './format';

const FlagsForm = ({ customer, canEdit }: { customer: StaffCustomer; canEdit: boolean }) => {
  const { t } = useTranslation('staff');
  const qc = useQueryClient();
  const [vip, setVip] = useState<VipChoice>(customer.vip);
  const [wholesale, setWholesale] = useState(customer.wholesale);
  const [propagate, setPropagate] = useState(customer.propagate);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await call('POST /v1/staff/customers/flags', { body: { uid: customer.uid, vip, wholesale, propagate } });
      showSuccess(t('common.saved'));
      await qc.invalidateQueries({ queryKey: STAFF_KEY });
    } catch (err) {
      showError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Select
          label={t('customers.vip')} value={vip} disabled={!canEdit} allowDeselect={false} w={220}
          data={VIP_CHOICES.map((v) => ({ value: v, label: t(`customers.vipName.${v}`) }))} onChange={(v) => v && setVip(v as VipChoice)}
        />
        <Switch label={t('customers.wholesale')} checked={wholesale} disabled={!canEdit} onChange={(e) => setWholesale(e.currentTarget.checked)} />
        <Switch label={t('customers.propagate')} checked={propagate} disabled={!canEdit} onChange={(e) => setPropagate(e.currentTarget.checked)} />
        {/* read-only: a code comes from the distributor program's approval and goes with its suspension */}
        <TextInput label={t('customers.distributor')} value={customer.distributor_code ?? '—'} readOnly w={220} data-testid="customer-distributor-code"
          description={<>{t('customers.distributorHint')} <Anchor component={Link} to="/staff/distributors" size="xs">{t('nav.distributors')}</Anchor></>} />
        {canEdit && <Button onClick={() => void save()} loading={busy} style={{ alignSelf: 'flex-start' }}>{t('common.save')}</Button>}
      </Stack>
    </Card>
  );
};

export const CustomerPage = ({ canEdit }: { canEdit: boolean }) => {
  const { t, i18n } = useTranslation('staff');
  const id = Number(useParams().id) || 0;
  const detail = useCustomer(id);
  if (!detail.data) return <ListState pending={detail.isPending} error={detail.isError} empty={false} onRetry={() => void detail.refetch()} />;
  const { customer, orders, addresses, coupons, deletion } = detail.data;
  return (
    <Stack>
      <Anchor component={Link} to="/staff/customers">{t('customers.back')}</Anchor>
      <Title order={2}>{customer.email}</Title>
      {customer.deleted_at && (
        <Alert color="gray" data-testid="customer-deleted">
          <Text size="sm">{t('customers.deleted', { date: dateTime(customer.deleted_at) })}</Text>
          {deletion?.reason && (
            <Text size="sm">{t('customers.deletedReason', { reason: [t(`customers.deletionReason.${deletion.reason}`), deletion.reason_text].filter(Boolean).join(' — ') })}</Text>
          )}
        </Alert>
      )}
      <Text c="dimmed" size="sm">{customer.name} · {t('customers.id')} {customer.uid} · {t(`customers.lang.${customer.lang}`, { defaultValue: customer.lang })} · {dateTime(customer.created_at)}</Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Stack gap="xs">
          <Title order={3}>{t('customers.flags')}</Title>
          {/* keyed by the saved values: after a save the form starts again from what the server stored */}
          <FlagsForm key={JSON.stringify(customer)} customer={customer} canEdit={canEdit} />
        </Stack>
        <Stack gap="xs">
          <Title order={3}>{t('customers.addresses')}</Title>
          {addresses.length === 0 ? <Text size="sm" c="dimmed">{t('order.none')}</Text> : addresses.map((a) => (
            <Card key={a.id} withBorder padding="sm">
              <Text size="sm" fw={600}>{a.name} {a.is_default && <Badge size="xs" variant="light">{t('customers.default')}</Badge>}</Text>
              {a.lines.map((l, i) => <Text key={i} size="sm">{l}</Text>)}
              <Text size="sm">{countryName(a.country, i18n.language === 'ja' ? 'jp' : 'en')}</Text>
            </Card>
          ))}
        </Stack>
      </SimpleGrid>
      <Title order={3}>{t('customers.orders')}</Title>
      {orders.length === 0 ? <Text size="sm" c="dimmed">{t('order.none')}</Text> : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped>
            <Table.Tbody>
              {orders.map((o) => (
                <Table.Tr key={o.id}>
                  <Table.Td><Anchor component={Link} to={`/staff/orders/${o.id}`}>{o.order_no}</Anchor></Table.Td>
                  <Table.Td>{t(`status.${o.status}`, { defaultValue: String(o.status) })}</Table.Td>
                  <Table.Td>{usd(o.total)}</Table.Td>
                  <Table.Td>{dateTime(o.created_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Title order={3}>{t('customers.coupons')}</Title>
      {coupons.length === 0 ? <Text size="sm" c="dimmed">{t('order.none')}</Text> : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped>
            <Table.Tbody>
              {coupons.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>{c.code ?? c.name}</Table.Td>
                  <Table.Td>{c.name}</Table.Td>
                  <Table.Td>{t(`customers.couponStatus.${c.status}`)}</Table.Td>
                  <Table.Td>{c.order_id ? <Anchor component={Link} to={`/staff/orders/${c.order_id}`}>{t('common.order')}</Anchor> : dateTime(c.expires_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <AuditHistory recordType="user" recordId={customer.uid} />
    </Stack>
  );
};
