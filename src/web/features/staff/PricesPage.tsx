// The price tables (issue 11 "Price": price tables are data, editable in the staff console; issue 12 adds the 3D
// printing and cable tables), one tab each. Staff edit a table's JSON; the same parse the server and the engine's
// loader use checks it while typing, lists what is wrong and prices a sample with it, so a slipped digit shows
// before it is saved. Saved, it prices the next quote.
import { Alert, Button, Group, List, Stack, Table, Tabs, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITABLE_PRICE_TABLES, type EditablePriceTable, type StaffPriceTable } from '../../../shared/contracts/staff-prices';
import { call } from '../../api/client';
import { STAFF_KEY } from './api';
import { useSave } from './content/api';
import { dateTime, usd } from './format';
import { AuditHistory } from './AuditHistory';
import { ListState } from './ListState';
import { PRICE_SAMPLES } from './price-samples';

const pricesKey = (key: EditablePriceTable) => [...STAFF_KEY, 'prices', key] as const;

const Editor = ({ table }: { table: StaffPriceTable }) => {
  const { t } = useTranslation('staff');
  const [text, setText] = useState(table.text);
  const { busy, errors, run } = useSave([pricesKey(table.key)]);
  const check = useMemo(() => PRICE_SAMPLES[table.key](text), [table.key, text]);
  const save = () => run(() => call(`POST /v1/staff/prices/${table.key}`, { body: { text } }));
  return (
    <Stack>
      <Text size="sm" c="dimmed">{t('prices.version', { version: table.version, date: dateTime(table.updated_at) })}</Text>
      <Textarea
        label={t('prices.table')} value={text} onChange={(e) => setText(e.currentTarget.value)} rows={24} resize="vertical"
        styles={{ input: { fontFamily: 'monospace', fontSize: 13 } }} spellCheck={false} error={errors.text}
      />
      {check.ok ? (
        <Alert color="green" data-testid="price-sample" title={t('prices.sampleTitle')}>
          <Text size="sm">{t(`prices.sample.${table.key}`)}</Text>
          <Table mt="xs" withRowBorders={false} verticalSpacing={2}>
            <Table.Tbody>
              {check.sample.lines.map((l) => (
                <Table.Tr key={l.key}><Table.Td>{t(`prices.line.${l.key}`, { defaultValue: l.key })}</Table.Td><Table.Td ta="right">{usd(String(l.amount))}</Table.Td></Table.Tr>
              ))}
              <Table.Tr fw={600}><Table.Td>{t('prices.sampleTotal', { days: check.sample.buildDays })}</Table.Td><Table.Td ta="right">{usd(String(check.sample.total))}</Table.Td></Table.Tr>
            </Table.Tbody>
          </Table>
        </Alert>
      ) : (
        <Alert color="red" data-testid="price-problems" title={t('prices.problems')}>
          <List size="sm">
            {check.issues.slice(0, 10).map((i) => (
              <List.Item key={`${i.path}-${i.problem}`}>{t(`prices.issue.${i.problem}`, { field: i.path || t('prices.wholeTable') })}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Group>
        <Button onClick={() => void save()} loading={busy} disabled={!check.ok || text === table.text}>{t('prices.save')}</Button>
        <Button variant="default" onClick={() => setText(table.default_text)} disabled={text === table.default_text}>{t('prices.useDefault')}</Button>
        <Button variant="subtle" onClick={() => setText(table.text)} disabled={text === table.text}>{t('prices.discard')}</Button>
      </Group>
    </Stack>
  );
};

const TablePanel = ({ tableKey }: { tableKey: EditablePriceTable }) => {
  const { t } = useTranslation('staff');
  const table = useQuery({ queryKey: pricesKey(tableKey), queryFn: ({ signal }) => call(`GET /v1/staff/prices/${tableKey}`, {}, { signal }) });
  return (
    <Stack pt="md">
      <Text c="dimmed" size="sm">{t(`prices.intro.${tableKey}`)}</Text>
      <ListState pending={table.isPending} error={table.isError} empty={false} onRetry={() => void table.refetch()} />
      {/* keyed by the saved time: after a save the editor starts from the stored table */}
      {table.data && <Editor key={`${table.data.version}-${table.data.updated_at}`} table={table.data} />}
      <AuditHistory recordType="price_table" recordId={tableKey} />
    </Stack>
  );
};

export const PricesPage = () => {
  const { t } = useTranslation('staff');
  return (
    <Stack>
      <Title order={2}>{t('prices.title')}</Title>
      {/* each panel mounts when opened (keepMounted off): a table is fetched when staff look at it */}
      <Tabs defaultValue="pcba" keepMounted={false}>
        <Tabs.List>
          {EDITABLE_PRICE_TABLES.map((key) => <Tabs.Tab key={key} value={key}>{t(`prices.tab.${key}`)}</Tabs.Tab>)}
        </Tabs.List>
        {EDITABLE_PRICE_TABLES.map((key) => <Tabs.Panel key={key} value={key}><TablePanel tableKey={key} /></Tabs.Panel>)}
      </Tabs>
    </Stack>
  );
};
