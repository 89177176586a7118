// Exchange rates (issue 9): one US dollar in each display currency, its last update, and a warning for rates older
// than the server's threshold (48 h). A saved rate is what the shop's price formatter, checkout and mails use next.
// Each rate is a record with its audit history (who changed it, from what to what, when), below the table.
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffRate } from '../../../../shared/contracts/staff-content';
import { call } from '../../../api/client';
import { AuditHistory } from '../AuditHistory';
import { dateTime } from '../format';
import { StaffTable, type StaffColumn } from '../StaffTable';
import { useRates, useSave } from './api';

const SHOP_KEYS = [['currency'], ['system', 'setting']] as const;

const RateEditor = ({ rate }: { rate: StaffRate }) => {
  const { t } = useTranslation('staff');
  const [value, setValue] = useState('');
  const { busy, errors, run } = useSave(SHOP_KEYS);
  if (rate.currency === 'USD') return <Text size="sm" c="dimmed">{t('content.rates.base')}</Text>;
  const currency = rate.currency;
  const save = async () => {
    if (await run(() => call('POST /v1/staff/content/rates', { body: { currency, rate: value } }))) setValue('');
  };
  return (
    <form onSubmit={(e) => { e.preventDefault(); void save(); }}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput size="xs" w={130} aria-label={`${t('content.rates.newRate')} ${currency}`} placeholder={rate.rate} value={value} maxLength={14} error={errors.rate} onChange={(e) => setValue(e.currentTarget.value)} />
        <Button size="xs" type="submit" loading={busy} disabled={!value.trim()}>{t('content.rates.saveRate')}</Button>
      </Group>
    </form>
  );
};

export const RatesPage = () => {
  const { t } = useTranslation('staff');
  const list = useRates();
  const hours = list.data?.stale_hours ?? 48;
  const stale = (list.data?.list ?? []).filter((r) => r.stale);
  // the base currency is 1 by definition: never edited, so it has no history
  const editable = (list.data?.list ?? []).filter((r) => r.currency !== 'USD');
  const columns: StaffColumn<StaffRate>[] = [
    { label: t('content.rates.currency'), render: (r) => <Text fw={600}>{r.currency}</Text> },
    { label: t('content.rates.rate'), render: (r) => <Text ff="monospace" size="sm">{r.rate}</Text> },
    { label: t('content.rates.updated'), render: (r) => dateTime(r.updated_at) },
    { label: '', render: (r) => r.currency !== 'USD' && <Badge color={r.stale ? 'red' : 'green'} variant="light">{r.stale ? t('content.rates.stale', { hours }) : t('content.rates.fresh')}</Badge> },
    { label: t('content.rates.newRate'), render: (r) => <RateEditor key={`${r.currency}-${r.updated_at}`} rate={r} /> },
  ];
  return (
    <Stack>
      <Title order={2}>{t('content.rates.title')}</Title>
      <Text c="dimmed" size="sm">{t('content.rates.intro', { hours })}</Text>
      {stale.length > 0 && <Alert color="red" data-testid="stale-rates">{t('content.rates.staleWarning', { count: stale.length, hours })}</Alert>}
      <StaffTable columns={columns} rows={list.data?.list} rowKey={(r) => r.currency} rowTestId={(r) => `rate-${r.currency}`} pending={list.isPending} error={list.isError} onRetry={() => void list.refetch()} minWidth={760} />
      {editable.length > 0 && (
        <>
          <Title order={3}>{t('content.rates.history')}</Title>
          <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }}>
            {editable.map((r) => (
              <Card key={r.currency} withBorder data-testid={`rate-history-${r.currency}`}>
                <Text fw={600} mb={4}>{r.currency}</Text>
                <AuditHistory recordType="currency_rate" recordId={r.currency} compact />
              </Card>
            ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
};
