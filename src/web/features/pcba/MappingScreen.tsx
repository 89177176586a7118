// The BOM mapping screen (issue 11 "BOM": "show the mapping with a preview of the first rows; the customer can
// change it and the whole BOM re-matches immediately with the fee impact shown"). The header row choice, one select
// per BOM field, the first rows with the mapped columns highlighted, the reader's row problems, and the fee impact
// of the last change: component cost and status counts before → after.
import { Alert, Badge, Group, List, ScrollArea, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BOM_FIELDS, type BomField } from '../../../shared/pcba/bom-line';
import type { BomProblem } from '../../../shared/pcba/bom-lines';
import { useCurrency } from '../../shell/currency';
import type { BomImpact } from './bom-model';
import type { BomState } from './useBom';

const PREVIEW_ROWS = 6;
const HEADER_CHOICES = 20;

const columnName = (header: readonly string[], i: number): string => `${String.fromCharCode(65 + (i % 26))}${i >= 26 ? Math.floor(i / 26) : ''}${header[i] ? ` · ${header[i]}` : ''}`;

export const ProblemList = ({ problems }: { problems: readonly BomProblem[] }) => {
  const { t } = useTranslation('bom');
  if (problems.length === 0) return null;
  const text = (p: BomProblem) =>
    (t as unknown as (k: string, o: Record<string, string>) => string)(`problems.${p.key.replace(/^bom\./, '')}`, {
      rows: p.rows.join(', '),
      designators: (p.designators ?? []).join(', '),
      fields: (p.fields ?? []).map((f) => t(`fields.${f}`)).join(', '),
    });
  return (
    <List size="sm" spacing={4} data-testid="bom-problems">
      {problems.map((p, i) => (
        <List.Item key={`${p.key}-${i}`}>
          <Text size="sm" c={p.severity === 'error' ? 'red.7' : p.severity === 'warning' ? 'orange.8' : 'dimmed'}>
            {text(p)}
          </Text>
        </List.Item>
      ))}
    </List>
  );
};

const Counts = ({ impact }: { impact: BomImpact }) => {
  const { t } = useTranslation('pcba');
  return (
    <>
      {t('bom.counts', { confirmed: impact.counts.confirmed, pending: impact.counts.pending, unavailable: impact.counts.unavailable })}
    </>
  );
};

export const FeeImpact = ({ before, impact, matching }: { before: BomImpact | null; impact: BomImpact | null; matching: boolean }) => {
  const { t } = useTranslation('pcba');
  const { format } = useCurrency();
  if (matching || !impact) {
    return (
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="fee-impact">
        {t('bom.matching')}
      </Text>
    );
  }
  return (
    <Alert color={before ? 'blue' : 'gray'} variant="light" title={t('bom.impactTitle')} data-testid="fee-impact" aria-live="polite">
      <Stack gap={2}>
        <Text size="sm" data-testid="fee-components">
          {before
            ? t('bom.impactCost', { before: format(before.componentCents), after: format(impact.componentCents) })
            : t('bom.cost', { cost: format(impact.componentCents) })}
        </Text>
        <Text size="sm" data-testid="fee-counts">
          {before ? (
            <>
              <Counts impact={before} /> → <Counts impact={impact} />
            </>
          ) : (
            <Counts impact={impact} />
          )}
        </Text>
        {impact.unpriced > 0 && (
          <Text size="xs" c="dimmed">
            {t('bom.unpricedNote', { count: impact.unpriced })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
};

export const MappingScreen = ({ bom }: { bom: BomState }) => {
  const { t } = useTranslation('pcba');
  const { t: tb } = useTranslation('bom');
  const read = bom.read;
  if (!read) return null;
  const headerRow = bom.headerRow;
  const header = headerRow !== null ? (read.grid[headerRow] ?? []) : [];
  const width = Math.max(header.length, ...read.grid.slice(0, 50).map((r) => r.length));
  const columns = Array.from({ length: width }, (_, i) => ({ value: String(i), label: columnName(header, i) }));
  const mappedField = new Map<number, BomField>();
  for (const f of BOM_FIELDS) {
    const c = bom.mapping[f];
    if (c !== undefined) mappedField.set(c, f);
  }
  const start = headerRow === null ? 0 : headerRow + 1;
  const rows = read.grid.slice(start, start + PREVIEW_ROWS);
  const headerChoices = read.grid.slice(0, HEADER_CHOICES).map((r, i) => ({ value: String(i), label: t('bom.rowLabel', { row: i + 1, text: r.filter(Boolean).slice(0, 4).join(' | ') }) }));

  return (
    <Stack gap="sm" data-testid="bom-mapping">
      <Text fw={600}>{t('bom.mappingTitle')}</Text>
      <Text size="sm" c="dimmed">
        {t('bom.mappingLead')}
      </Text>
      <Select
        label={t('bom.headerRow')}
        data={headerChoices}
        value={headerRow === null ? null : String(headerRow)}
        onChange={(v) => v !== null && bom.setHeaderRow(Number(v))}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs">
        {BOM_FIELDS.map((f) => (
          <Select
            key={f}
            label={tb(`fields.${f}`)}
            placeholder={t('bom.notMapped')}
            data={columns}
            value={bom.mapping[f] === undefined ? null : String(bom.mapping[f])}
            onChange={(v) => bom.setField(f, v === null ? null : Number(v))}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
        ))}
      </SimpleGrid>
      <ScrollArea type="auto" offsetScrollbars>
        <Table withTableBorder withColumnBorders fz="xs" aria-label={t('bom.previewLabel')} miw={Math.min(width * 90, 900)}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c, i) => (
                <Table.Th key={c.value} bg={mappedField.has(i) ? 'green.1' : undefined} data-mapped={mappedField.has(i) ? 'true' : 'false'}>
                  <Stack gap={0}>
                    <span>{header[i] || c.label}</span>
                    {mappedField.has(i) && (
                      <Badge size="xs" color="green" variant="light" tt="none">
                        {tb(`fields.${mappedField.get(i) ?? 'designator'}`)}
                      </Badge>
                    )}
                  </Stack>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r, ri) => (
              <Table.Tr key={ri}>
                {columns.map((c, i) => (
                  <Table.Td key={c.value} bg={mappedField.has(i) ? 'green.0' : undefined}>
                    {r[i] ?? ''}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Group gap="xs">
        <Text size="sm" data-testid="bom-line-count">
          {t('bom.lineCount', { count: bom.built?.lines.length ?? 0 })}
        </Text>
        {(bom.built?.excluded.length ?? 0) > 0 && (
          <Text size="sm" c="dimmed">
            {t('bom.excluded', { count: bom.built?.excluded.length ?? 0 })}
          </Text>
        )}
      </Group>
      <FeeImpact before={bom.before} impact={bom.impact} matching={bom.matching} />
      {bom.matchFailed && (
        <Text size="sm" c="red.7" role="alert">
          {t('bom.matchFailed')}
        </Text>
      )}
      <ProblemList problems={bom.built?.problems ?? []} />
    </Stack>
  );
};
