// The matched BOM lines (issue 11 "BOM"; services §3 "BOM part status"): designators, quantity, what was written,
// the status badge (Confirmed / Pending / Unavailable), the matched part with its packaging-variant note, stock and
// "short by" with alternatives, and the customer's actions per line: accept a suggestion, pick a part from the
// library (a small search dialog), supply the parts themselves (consigned), and for an Unavailable line the
// required purchase link or new MPN.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { Badge, Button, Checkbox, Group, Loader, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BomLine, BomMatch, BomPart, BomStatus } from '../../../shared/pcba/bom-line';
import { AppModal } from '../../shell/app-modal';
import { effectiveMatch, effectiveStatus, validLink, type LineChoice } from './bom-model';
import { searchLibrary } from './api';
import type { BomState } from './useBom';

const STATUS_COLOUR: Record<BomStatus, string> = { confirmed: 'green', pending: 'yellow', unavailable: 'red' };

export const StatusBadge = ({ status }: { status: BomStatus }) => {
  const { t } = useTranslation('pcba');
  return (
    <Badge color={STATUS_COLOUR[status]} variant="light" tt="none" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
};

const PartText = ({ part }: { part: BomPart }) => (
  <Text size="sm" fw={500}>
    {part.mpn}{' '}
    <Text span size="xs" c="dimmed">
      {part.manufacturer} · {part.sku}
    </Text>
  </Text>
);

/** The "pick from library" dialog: the OPL search at the build quantity, one button per part. */
const LibraryDialog = ({ line, qty, onPick, onClose }: { line: BomLine | null; qty: number; onPick(part: BomPart): void; onClose(): void }) => {
  const { t } = useTranslation('pcba');
  const [q, setQ] = useState(line ? line.mpn || `${line.value} ${line.footprint}`.trim() : '');
  const [settled] = useDebouncedValue(q.trim(), 250);
  const found = useQuery({
    queryKey: ['pcba', 'library', settled, qty],
    queryFn: ({ signal }) => searchLibrary(settled, qty, signal),
    enabled: line !== null && settled.length > 0,
    staleTime: 60_000,
    retry: false,
  });
  return (
    <AppModal opened={line !== null} onClose={onClose} title={t('bom.libraryTitle')}>
      <Stack gap="sm">
        <TextInput label={t('bom.librarySearch')} value={q} onChange={(e) => setQ(e.currentTarget.value)} data-autofocus />
        {found.isFetching && <Loader size="sm" />}
        {found.data?.items.length === 0 && <Text size="sm">{t('bom.libraryNone')}</Text>}
        {found.data?.items.map((p) => (
          <Group key={p.sku} justify="space-between" wrap="nowrap">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={500}>
                {p.mpn}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {[p.manufacturer, p.package, p.sku, t('bom.stock', { count: p.stock })].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
            <Button
              size="xs"
              variant="light"
              aria-label={t('bom.chooseNamed', { mpn: p.mpn })}
              onClick={() =>
                onPick({
                  sku: p.sku, mpn: p.mpn, manufacturer: p.manufacturer ?? '', package: p.package ?? '', description: p.description,
                  stock: p.stock, unitMicros: p.unit_price, basic: p.library_type === 'basic',
                })
              }
            >
              {t('bom.choose')}
            </Button>
          </Group>
        ))}
      </Stack>
    </AppModal>
  );
};

/** The purchase link or new MPN an Unavailable line needs (at least one; the link an https address). */
const SupplyFields = ({ choice, onChange }: { choice: LineChoice | undefined; onChange(c: LineChoice | null): void }) => {
  const { t } = useTranslation('pcba');
  const given = choice?.choice === 'supplied' ? choice : { purchase_link: '', mpn: '' };
  const [link, setLink] = useState(given.purchase_link);
  const [mpn, setMpn] = useState(given.mpn);
  const save = (nextLink: string, nextMpn: string) => {
    const l = nextLink.trim();
    const m = nextMpn.trim();
    onChange((l !== '' && validLink(l)) || m !== '' ? { choice: 'supplied', purchase_link: validLink(l) ? l : '', mpn: m } : null);
  };
  const linkError = link.trim() !== '' && !validLink(link.trim()) ? t('bom.linkInvalid') : undefined;
  const missing = link.trim() === '' && mpn.trim() === '';
  return (
    <Stack gap={4}>
      <TextInput
        size="xs"
        label={t('bom.purchaseLink')}
        placeholder="https://"
        value={link}
        error={linkError}
        onChange={(e) => {
          setLink(e.currentTarget.value);
          save(e.currentTarget.value, mpn);
        }}
      />
      <TextInput
        size="xs"
        label={t('bom.newMpn')}
        value={mpn}
        onChange={(e) => {
          setMpn(e.currentTarget.value);
          save(link, e.currentTarget.value);
        }}
      />
      {missing && (
        <Text size="xs" c="red.7">
          {t('bom.supplyRequired')}
        </Text>
      )}
    </Stack>
  );
};

const LineRow = ({ n, line, match, choice, bom, onLibrary }: {
  n: number; line: BomLine; match: BomMatch; choice: LineChoice | undefined; bom: BomState; onLibrary(): void;
}) => {
  const { t } = useTranslation('pcba');
  const eff = effectiveMatch(match, choice);
  const status = effectiveStatus(match, choice);
  const consigned = choice?.choice === 'consigned';
  const offers = eff.status === 'confirmed' && !eff.shortBy ? [] : match.suggestions;
  const chosen = choice?.choice === 'suggestion' || choice?.choice === 'library';
  return (
    <Table.Tr data-testid={`bom-line-${n}`}>
      <Table.Td maw={160} style={{ wordBreak: 'break-word' }}>{line.designators.join(', ')}</Table.Td>
      <Table.Td>{line.quantity}</Table.Td>
      <Table.Td style={{ wordBreak: 'break-word' }}>{line.mpn || line.value}</Table.Td>
      <Table.Td>
        <StatusBadge status={status} />
      </Table.Td>
      <Table.Td miw={220}>
        <Stack gap={4}>
          {eff.part && <PartText part={eff.part} />}
          {eff.variantOf && !chosen && (
            <Text size="xs" c="dimmed">
              {t('bom.variantOf', { written: eff.variantOf })}
            </Text>
          )}
          {eff.part && (
            <Text size="xs" c={eff.shortBy && !chosen ? 'red.7' : 'dimmed'}>
              {eff.shortBy && !chosen ? t('bom.shortBy', { stock: eff.part.stock, short: eff.shortBy }) : t('bom.stock', { count: eff.part.stock })}
            </Text>
          )}
          {consigned && <Text size="xs">{t('bom.consignedNote')}</Text>}
          {!chosen && !consigned && offers.length > 0 && (
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                {eff.shortBy ? t('bom.alternatives') : t('bom.suggestions')}
              </Text>
              {offers.map((s) => (
                <Group key={s.sku} gap={6} wrap="nowrap">
                  <Button
                    size="compact-xs"
                    variant="light"
                    aria-label={t('bom.acceptNamed', { mpn: s.mpn, line: line.designators[0] ?? n })}
                    onClick={() => bom.choose(n, { choice: 'suggestion', part: s })}
                  >
                    {t('bom.accept')}
                  </Button>
                  <Text size="xs" truncate>
                    {s.mpn} · {s.package} · {t('bom.stock', { count: s.stock })}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
          {status === 'unavailable' && !consigned && <SupplyFields choice={choice} onChange={(c) => bom.choose(n, c)} />}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <Button size="compact-xs" variant="default" onClick={onLibrary}>
            {t('bom.pickLibrary')}
          </Button>
          <Checkbox
            size="xs"
            label={t('bom.consigned')}
            checked={consigned}
            onChange={(e) => bom.choose(n, e.currentTarget.checked ? { choice: 'consigned' } : null)}
          />
          {chosen && (
            <Button size="compact-xs" variant="subtle" onClick={() => bom.choose(n, null)}>
              {t('bom.undo')}
            </Button>
          )}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
};

export const BomLines = ({ bom, boards }: { bom: BomState; boards: number }) => {
  const { t } = useTranslation('pcba');
  const [library, setLibrary] = useState<number | null>(null);
  const lines = bom.built?.lines ?? [];
  const matches = bom.matches;
  if (lines.length === 0 || !matches) return null;
  const libLine = library === null ? null : (lines[library - 1] ?? null);
  return (
    <>
      <ScrollArea type="auto" offsetScrollbars>
        <Table striped verticalSpacing="xs" fz="sm" aria-label={t('bom.linesLabel')} miw={760}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('bom.col.designators')}</Table.Th>
              <Table.Th>{t('bom.col.qty')}</Table.Th>
              <Table.Th>{t('bom.col.mpn')}</Table.Th>
              <Table.Th>{t('bom.col.status')}</Table.Th>
              <Table.Th>{t('bom.col.part')}</Table.Th>
              <Table.Th>{t('bom.col.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((l, i) => (
              <LineRow
                key={`${l.row}-${i}`}
                n={i + 1}
                line={l}
                match={matches[i] ?? { status: 'unavailable', suggestions: [] }}
                choice={bom.choices[i + 1]}
                bom={bom}
                onLibrary={() => setLibrary(i + 1)}
              />
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {libLine && (
        <LibraryDialog
          key={library ?? 0}
          line={libLine}
          qty={libLine.quantity * boards}
          onClose={() => setLibrary(null)}
          onPick={(part) => {
            if (library !== null) bom.choose(library, { choice: 'library', part });
            setLibrary(null);
          }}
        />
      )}
    </>
  );
};
