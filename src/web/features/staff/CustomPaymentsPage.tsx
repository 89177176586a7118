// Payment requests (issue 13 "Customized payments"): finance or sales ask a customer for a payment — product 455
// (payment) or 1633 (shipping cost) — with an amount and what it is for. The request waits confirmed in the
// customer's cart (they are mailed) and is paid like any order; each request is an audit row.
import { Button, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { newRequestId } from '../order/api';
import { STAFF_KEY } from './api';
import { useSave } from './content/api';
import { dateTime, usd } from './format';
import { ListState } from './ListState';

const KEY = [...STAFF_KEY, 'custom-payments'] as const;

/** "123.45" → "12345" cents; null when it is not an amount with at most two decimals. */
const centsOf = (s: string): string | null => {
  const m = /^\s*(\d{1,6})(?:\.(\d{1,2}))?\s*$/.exec(s);
  return m ? String(Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))) : null;
};

export const CustomPaymentsPage = () => {
  const { t } = useTranslation('staff');
  const list = useQuery({ queryKey: KEY, queryFn: () => call('GET /v1/staff/custom-payments') });
  const { busy, errors, run } = useSave([KEY]);
  const [email, setEmail] = useState('');
  const [kind, setKind] = useState<'payment' | 'shipping'>('payment');
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const requestId = useRef(newRequestId());
  const cents = centsOf(amount);

  const send = async () => {
    const ok = await run(() => call('POST /v1/staff/custom-payments', {
      body: { email, kind, amount: cents ?? amount, description, request_id: requestId.current },
    }), t('customPayments.sent'));
    if (ok) {
      requestId.current = newRequestId();
      setAmount('');
      setDescription('');
    }
  };

  return (
    <Stack>
      <Title order={2}>{t('customPayments.title')}</Title>
      <Text size="sm" c="dimmed">{t('customPayments.intro')}</Text>
      <Group align="end" wrap="wrap">
        <TextInput label={t('customPayments.email')} value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={errors.email} w={260} />
        <Select
          label={t('customPayments.kind')} value={kind} allowDeselect={false} w={200}
          data={[{ value: 'payment', label: t('customPayments.kinds.payment') }, { value: 'shipping', label: t('customPayments.kinds.shipping') }]}
          onChange={(v) => v && setKind(v as 'payment' | 'shipping')}
        />
        <TextInput label={t('customPayments.amount')} value={amount} onChange={(e) => setAmount(e.currentTarget.value)} w={140}
          error={errors.amount ?? (amount !== '' && !cents ? t('customPayments.badAmount') : undefined)} />
      </Group>
      <TextInput label={t('customPayments.description')} value={description} maxLength={300} onChange={(e) => setDescription(e.currentTarget.value)} error={errors.description} />
      <Group><Button onClick={() => void send()} loading={busy} disabled={!cents || email.trim() === '' || description.trim() === ''}>{t('customPayments.send')}</Button></Group>
      <ListState pending={list.isPending} error={list.isError} empty={list.data?.items.length === 0} onRetry={() => void list.refetch()} />
      {list.data && list.data.items.length > 0 && (
        <Table data-testid="custom-payments">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('common.created')}</Table.Th><Table.Th>{t('common.customer')}</Table.Th><Table.Th>{t('customPayments.kind')}</Table.Th>
              <Table.Th>{t('customPayments.description')}</Table.Th><Table.Th>{t('common.total')}</Table.Th><Table.Th>{t('common.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data?.items.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{dateTime(r.created_at)}</Table.Td><Table.Td>{r.email}</Table.Td><Table.Td>{t(`customPayments.kinds.${r.kind}`)}</Table.Td>
                <Table.Td>{r.description}</Table.Td><Table.Td>{usd(r.amount)}</Table.Td>
                <Table.Td data-testid={`custom-payment-state-${r.id}`}>{t(`customPayments.state.${r.state}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
};
