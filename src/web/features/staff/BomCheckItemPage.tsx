// One PCBA item in the BOM check (docs/pcba.md "BOM check"): every open line with what the customer wrote and the
// matcher's suggestions beside it (the catalogue's stock and price now, at the build quantity), and the actions per
// line: confirm with a suggestion or any catalogue part, confirm a sourced part at a unit price, or ask the customer.
// The confirmed lines follow, then the item's staff history.
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { BomCheckLine, BomCheckPart } from '../../../shared/contracts/bom-check';
import { UNIT_PRICE_PATTERN } from '../../../shared/contracts/bom-check';
import type { OplPartSummary } from '../../../shared/contracts/opl';
import { formatPriceMicros } from '../../../shared/currency';
import { call } from '../../api/client';
import { AUDIT_KEY } from './api';
import { AuditHistory } from './AuditHistory';
import { ListState } from './ListState';
import { BOM_KEY, searchParts, useBomItem } from './bom-api';
import { useStaffCall } from './use-staff-call';
import { showError } from '../../shell/toast';

const price = (micros: string | null): string => (micros === null ? '—' : formatPriceMicros(BigInt(micros), 'USD', 1_000_000n, { fine: true }));

const STATUS_COLOR = { confirmed: 'green', pending: 'yellow', unavailable: 'red' } as const;

type Refresh = () => Promise<void>;

const PartsTable = ({ parts, onConfirm, busy }: { parts: BomCheckPart[]; onConfirm: (sku: string) => void; busy: boolean }) => {
  const { t } = useTranslation('staff');
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('bom.sku')}</Table.Th>
            <Table.Th>{t('bom.field.mpn')}</Table.Th>
            <Table.Th>{t('bom.field.manufacturer')}</Table.Th>
            <Table.Th>{t('bom.stock')}</Table.Th>
            <Table.Th>{t('bom.unitPrice')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {parts.map((p) => (
            <Table.Tr key={p.sku} data-testid={`part-${p.sku}`}>
              <Table.Td>{p.sku} {p.basic && <Badge size="xs" variant="light">{t('bom.basic')}</Badge>}</Table.Td>
              <Table.Td>
                {p.mpn}
                <Text size="xs" c="dimmed">{[p.package, p.description].filter(Boolean).join(' · ')}</Text>
              </Table.Td>
              <Table.Td>{p.manufacturer || '—'}</Table.Td>
              <Table.Td>{p.stock.toLocaleString()}</Table.Td>
              <Table.Td>{price(p.unit_micros)}</Table.Td>
              <Table.Td>
                <Button size="xs" onClick={() => onConfirm(p.sku)} loading={busy} disabled={p.unit_micros === null}>{t('bom.confirm')}</Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

const fromOpl = (p: OplPartSummary): BomCheckPart => ({
  sku: p.sku, mpn: p.mpn, manufacturer: p.manufacturer ?? '', package: p.package ?? '', description: p.description, stock: p.stock,
  unit_micros: p.unit_price, basic: p.library_type === 'basic',
});

const OpenLine = ({ cartId, line, refresh }: { cartId: number; line: BomCheckLine; refresh: Refresh }) => {
  const { t } = useTranslation('staff');
  const { busy, run } = useStaffCall();
  const [q, setQ] = useState(line.mpn || line.value);
  const [found, setFound] = useState<BomCheckPart[] | null>(null);
  const [unit, setUnit] = useState('');
  const [sourceNote, setSourceNote] = useState('');
  const [question, setQuestion] = useState('');
  const ref = { cart_id: cartId, line: line.line };
  const confirm = (sku: string) => void run(() => call('POST /v1/staff/bom-check/confirm', { body: { ...ref, sku } }), t('bom.confirmed', { line: line.line }), refresh);
  const [searching, setSearching] = useState(false);
  const search = async () => {
    setSearching(true);
    try {
      setFound((await searchParts(q.trim(), line.need)).items.map(fromOpl));
    } catch (err) {
      showError(err);
    } finally {
      setSearching(false);
    }
  };
  const fields: [string, string][] = [
    [t('bom.field.designators'), line.designators.join(', ')],
    [t('bom.field.quantity'), String(line.quantity)],
    [t('bom.field.need'), String(line.need)],
    [t('bom.field.mpn'), line.mpn],
    [t('bom.field.manufacturer'), line.manufacturer],
    [t('bom.field.value'), line.value],
    [t('bom.field.footprint'), line.footprint],
    [t('bom.field.description'), line.description],
    [t('bom.field.suppliedMpn'), line.supplied_mpn],
    [t('bom.field.question'), line.staff_note],
  ];
  return (
    <Card withBorder data-testid={`bom-line-${line.line}`}>
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={4}>{t('bom.line', { line: line.line })}</Title>
          <Badge color={STATUS_COLOR[line.status]} variant="light">{t(`bom.status.${line.status}`)}</Badge>
          {line.asked && <Badge color="gray" variant="outline">{t('bom.askedBadge')}</Badge>}
          {!line.asked && line.answered_at && <Badge color="blue" variant="outline">{t('bom.answeredBadge')}</Badge>}
          <Text size="xs" c="dimmed">{t('bom.row', { row: line.row })}</Text>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={4}>
          {fields.filter(([, v]) => v !== '').map(([k, v]) => (
            <Text key={k} size="sm"><Text span c="dimmed" size="sm">{k}: </Text>{v}</Text>
          ))}
          {line.purchase_link && (
            <Text size="sm">
              <Text span c="dimmed" size="sm">{t('bom.field.purchaseLink')}: </Text>
              <Anchor href={line.purchase_link} target="_blank" rel="noopener noreferrer nofollow" style={{ wordBreak: 'break-all' }}>{line.purchase_link}</Anchor>
            </Text>
          )}
        </SimpleGrid>
        <Text fw={600} size="sm">{t('bom.suggestions')}</Text>
        {line.suggestions.length === 0 ? <Text size="sm" c="dimmed">{t('bom.noSuggestions')}</Text> : <PartsTable parts={line.suggestions} onConfirm={confirm} busy={busy} />}
        <Group align="end" wrap="wrap">
          <TextInput label={t('bom.search')} placeholder={t('bom.searchPlaceholder')} value={q} onChange={(e) => setQ(e.currentTarget.value)} maxLength={200}
            onKeyDown={(e) => { if (e.key === 'Enter') void search(); }} style={{ flex: 1, minWidth: 200 }} />
          <Button variant="light" onClick={() => void search()} disabled={q.trim() === ''} loading={searching}>{t('bom.searchButton')}</Button>
        </Group>
        {found && (found.length === 0 ? <Text size="sm" c="dimmed">{t('bom.noResults')}</Text> : <PartsTable parts={found} onConfirm={confirm} busy={busy} />)}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap="xs">
            <Text fw={600} size="sm">{t('bom.source')}</Text>
            <TextInput label={t('bom.sourcePrice')} value={unit} onChange={(e) => setUnit(e.currentTarget.value.trim())} inputMode="decimal" placeholder="0.0125"
              error={unit !== '' && !UNIT_PRICE_PATTERN.test(unit) ? t('bom.sourcePrice') : undefined} />
            <TextInput label={t('bom.sourceNote')} value={sourceNote} onChange={(e) => setSourceNote(e.currentTarget.value)} maxLength={1000} />
            <Button variant="light" disabled={!UNIT_PRICE_PATTERN.test(unit) || Number(unit) <= 0} loading={busy}
              onClick={() => void run(() => call('POST /v1/staff/bom-check/source', { body: { ...ref, unit_price: unit, note: sourceNote } }), t('bom.sourced', { line: line.line }), refresh)}>
              {t('bom.sourceButton')}
            </Button>
          </Stack>
          <Stack gap="xs">
            <Text fw={600} size="sm">{t('bom.ask')}</Text>
            <Textarea label={t('bom.askNote')} value={question} onChange={(e) => setQuestion(e.currentTarget.value)} rows={3} maxLength={1000} />
            <Button variant="light" color="gray" disabled={question.trim() === ''} loading={busy}
              onClick={() => void run(() => call('POST /v1/staff/bom-check/ask', { body: { ...ref, note: question.trim() } }), t('bom.askSent'), async () => {
                setQuestion('');
                await refresh();
              })}>
              {t('bom.askButton')}
            </Button>
          </Stack>
        </SimpleGrid>
      </Stack>
    </Card>
  );
};

export const BomCheckItemPage = () => {
  const { t } = useTranslation('staff');
  const id = Number(useParams().id);
  const qc = useQueryClient();
  const item = useBomItem(id);
  const refresh: Refresh = async () => {
    await Promise.all([qc.invalidateQueries({ queryKey: BOM_KEY }), qc.invalidateQueries({ queryKey: [...AUDIT_KEY, 'pcba_item'] })]);
  };
  const data = item.data;
  const open = data?.lines.filter((l) => l.status !== 'confirmed') ?? [];
  const done = data?.lines.filter((l) => l.status === 'confirmed') ?? [];
  return (
    <Stack>
      <Anchor component={Link} to="/staff/bom-check" size="sm">← {t('bom.back')}</Anchor>
      <Title order={2}>{t('bom.itemTitle', { id })}</Title>
      <ListState pending={item.isPending} error={item.isError} empty={false} onRetry={() => void item.refetch()} />
      {data && (
        <>
          <Text>{t('bom.summary', { name: data.item.name, boards: data.item.boards, open: open.length, lines: data.lines.length })} · {data.item.customer.email}</Text>
          {open.length === 0 && <Text c="green" fw={600}>{t('bom.noOpen')}</Text>}
          {open.map((l) => <OpenLine key={l.line} cartId={id} line={l} refresh={refresh} />)}
          {done.length > 0 && (
            <Stack gap={4}>
              <Title order={3}>{t('bom.settledLines', { count: done.length })}</Title>
              {done.map((l) => (
                <Text key={l.line} size="sm" data-testid={`bom-done-${l.line}`}>
                  {t('bom.line', { line: l.line })} · {l.designators.join(', ')} · {l.mpn || l.value} —{' '}
                  {t('bom.confirmedWith', { part: l.part_sku ?? l.supplied_mpn ?? '', price: price(l.unit_micros) })}
                </Text>
              ))}
            </Stack>
          )}
          <AuditHistory recordType="pcba_item" recordId={id} />
        </>
      )}
    </Stack>
  );
};
