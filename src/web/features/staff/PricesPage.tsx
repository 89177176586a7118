// The PCBA price table (issue 11 "Price": price tables are data, editable in the staff console). Staff edit the
// table's JSON; the same parse the server and the engine's loader use checks it while typing, lists what is wrong and
// prices a sample board with it, so a slipped digit shows before it is saved. Saved, it prices the next quote.
import { Alert, Button, Group, List, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffPriceTable } from '../../../shared/contracts/staff-prices';
import { pricePcba, type PcbaInput } from '../../../shared/pricing/pcba';
import { parsePcbaTables } from '../../../shared/pricing/pcba-tables';
import { call } from '../../api/client';
import { STAFF_KEY } from './api';
import { useSave } from './content/api';
import { dateTime, usd } from './format';
import { AuditHistory } from './AuditHistory';
import { ListState } from './ListState';

const PRICES_KEY = [...STAFF_KEY, 'prices', 'pcba'] as const;

/** A typical first order: 10 boards, one side, 200 SMT and 20 THT joints, no BOM yet, the PCB priced apart. */
const SAMPLE: PcbaInput = {
  quantity: 10, sides: 1, smtJoints: 200, thtJoints: 20, components: [], expedited: false, dfa: true,
  functionTest: false, certificationMechanical: false, pcb: { lines: [], buildDays: 3, manualQuote: false },
};

const Editor = ({ table }: { table: StaffPriceTable }) => {
  const { t } = useTranslation('staff');
  const [text, setText] = useState(table.text);
  const { busy, errors, run } = useSave([PRICES_KEY]);
  const parsed = useMemo(() => parsePcbaTables(text), [text]);
  const sample = parsed.ok ? pricePcba(SAMPLE, parsed.tables) : null;
  const save = () => run(() => call('POST /v1/staff/prices/pcba', { body: { text } }));
  return (
    <Stack>
      <Text size="sm" c="dimmed">{t('prices.version', { version: table.version, date: dateTime(table.updated_at) })}</Text>
      <Textarea
        label={t('prices.table')} value={text} onChange={(e) => setText(e.currentTarget.value)} rows={24} resize="vertical"
        styles={{ input: { fontFamily: 'monospace', fontSize: 13 } }} spellCheck={false} error={errors.text}
      />
      {parsed.ok ? (
        <Alert color="green" data-testid="price-sample" title={t('prices.sampleTitle')}>
          <Text size="sm">{t('prices.sampleIntro')}</Text>
          <Table mt="xs" withRowBorders={false} verticalSpacing={2}>
            <Table.Tbody>
              {sample?.lines.map((l) => (
                <Table.Tr key={l.key}><Table.Td>{t(`prices.line.${l.key}`, { defaultValue: l.key })}</Table.Td><Table.Td ta="right">{usd(String(l.amount))}</Table.Td></Table.Tr>
              ))}
              <Table.Tr fw={600}><Table.Td>{t('prices.sampleTotal', { days: sample?.buildDays })}</Table.Td><Table.Td ta="right">{usd(String(sample?.total))}</Table.Td></Table.Tr>
            </Table.Tbody>
          </Table>
        </Alert>
      ) : (
        <Alert color="red" data-testid="price-problems" title={t('prices.problems')}>
          <List size="sm">
            {parsed.issues.slice(0, 10).map((i) => (
              <List.Item key={`${i.path}-${i.problem}`}>{t(`prices.issue.${i.problem}`, { field: i.path || t('prices.wholeTable') })}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Group>
        <Button onClick={() => void save()} loading={busy} disabled={!parsed.ok || text === table.text}>{t('prices.save')}</Button>
        <Button variant="default" onClick={() => setText(table.default_text)} disabled={text === table.default_text}>{t('prices.useDefault')}</Button>
        <Button variant="subtle" onClick={() => setText(table.text)} disabled={text === table.text}>{t('prices.discard')}</Button>
      </Group>
    </Stack>
  );
};

export const PricesPage = () => {
  const { t } = useTranslation('staff');
  const table = useQuery({ queryKey: PRICES_KEY, queryFn: ({ signal }) => call('GET /v1/staff/prices/pcba', {}, { signal }) });
  return (
    <Stack>
      <Title order={2}>{t('prices.title')}</Title>
      <Text c="dimmed" size="sm">{t('prices.intro')}</Text>
      <ListState pending={table.isPending} error={table.isError} empty={false} onRetry={() => void table.refetch()} />
      {/* keyed by the saved time: after a save the editor starts from the stored table */}
      {table.data && <Editor key={`${table.data.version}-${table.data.updated_at}`} table={table.data} />}
      <AuditHistory recordType="price_table" recordId="pcba" />
    </Stack>
  );
};
