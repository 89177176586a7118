// Quotations waiting (issue 9): premium items waiting for a manual price, oldest first, with the 24-hour promise's
// badge (src/shared/service-promise.ts). Sales answer with price lines, build days and a note (the item moves to
// Confirming and waits for the customer), or decline with a reason and a note (the item is closed); both are mailed.
// The same screen serves /staff/cnc-quotes (issue 12, scope 'machining': CNC parts and custom cables, the 2-working-
// hour promise): the answer there is a price per quantity break, the lead time and DFM notes, with the item's history.
import { ActionIcon, Button, Group, Modal, NumberInput, Select, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { StaffQuotations } from '../../../shared/contracts/cart';
import { QUOTE_LINE_MESSAGES_EN, QUOTE_LINE_MESSAGES_JA, type QuoteLineKey } from '../../../shared/contracts/cart';
import type { RouteInput } from '../../../shared/routes/index';
import { call } from '../../api/client';
import { STAFF_KEY, useQuotations } from './api';
import { DueBadge } from './DueBadge';
import { dateTime, linesTotalCents, toCents, usd } from './format';
import { DeclineForm } from './DeclineForm';
import { ListState } from './ListState';
import { useStaffCall } from './use-staff-call';
import { AuditHistory } from './AuditHistory';
import { specLine, specWords } from '../../../shared/params/spec-words';
import { isMachiningProduct } from '../../../shared/staff';

type Item = StaffQuotations['items'][number];
type Line = { key: QuoteLineKey; dollars: number | string };
type Break = { quantity: number | string; dollars: number | string };
/** Which queue: premium PCBs (and anything else) or machining (CNC parts, custom cables). */
export type QuoteScope = 'pcb' | 'machining';
const isMachining = (i: Item) => isMachiningProduct(i.product);


const QuoteForm = ({ item, onDone }: { item: Item; onDone: () => void }) => {
  const { t, i18n } = useTranslation('staff');
  const names = i18n.language === 'ja' ? QUOTE_LINE_MESSAGES_JA : QUOTE_LINE_MESSAGES_EN;
  const machining = isMachining(item);
  const [lines, setLines] = useState<Line[]>([{ key: machining ? 'production' : 'pcb', dollars: '' }]);
  const [breaks, setBreaks] = useState<Break[]>([]);
  const [days, setDays] = useState<number | string>(item.build_days || 10);
  const [note, setNote] = useState('');
  const { busy, run } = useStaffCall();
  const total = linesTotalCents(lines);
  const submit = async () => {
    const body: RouteInput<'POST /v1/staff/cart/quote'>['body'] = {
      cart_id: item.cart_id, lines: lines.map((l) => ({ key: l.key, amount: toCents(l.dollars) })), build_days: Number(days),
      note: note.trim() || undefined,
      ...(breaks.length > 0
        ? { breaks: breaks.filter((b) => Number(b.quantity) > 0 && Number(b.dollars) > 0 && Number(b.quantity) !== item.quantity).map((b) => ({ quantity: Number(b.quantity), total: toCents(b.dollars) })) }
        : {}),
    };
    await run(() => call('POST /v1/staff/cart/quote', { body }), t('quotes.sent'), onDone);
  };
  return (
    <Stack>
      <Text size="sm">{item.name} · {item.customer.email} · ×{item.quantity}</Text>
      {machining && <Text size="xs" c="dimmed" data-testid="quote-specs">{specLine(specWords(item.pid, item.params, i18n.language === 'ja' ? 'jp' : 'en', item.quantity), i18n.language === 'ja' ? 'jp' : 'en')}</Text>}
      {lines.map((l, i) => (
        <Group key={i} align="end" wrap="nowrap">
          <Select
            label={t('quotes.line')} data={Object.entries(names).map(([value, label]) => ({ value, label }))} value={l.key} allowDeselect={false}
            onChange={(v) => setLines(lines.map((x, j) => (j === i ? { ...x, key: (v ?? 'pcb') as QuoteLineKey } : x)))} style={{ flex: 1 }}
          />
          <NumberInput
            label={t('quotes.amount')} value={l.dollars} decimalScale={2} min={l.key === 'special_discount' ? undefined : 0} w={140}
            onChange={(v) => setLines(lines.map((x, j) => (j === i ? { ...x, dollars: v } : x)))}
          />
          {lines.length > 1 && (
            <ActionIcon variant="subtle" color="red" aria-label={t('quotes.removeLine')} onClick={() => setLines(lines.filter((_, j) => j !== i))} mb={4}>
              ×
            </ActionIcon>
          )}
        </Group>
      ))}
      <Button variant="subtle" onClick={() => setLines([...lines, { key: 'setup', dollars: '' }])} style={{ alignSelf: 'flex-start' }}>
        {t('quotes.addLine')}
      </Button>
      {machining && (
        <Stack gap={4} data-testid="quote-breaks">
          <Text size="sm" fw={500}>{t('quotes.breaks', { qty: item.quantity })}</Text>
          {breaks.map((b, i) => (
            <Group key={i} align="end" wrap="nowrap">
              <NumberInput label={t('quotes.breakQuantity')} value={b.quantity} min={1} allowDecimal={false} w={120}
                onChange={(v) => setBreaks(breaks.map((x, j) => (j === i ? { ...x, quantity: v } : x)))} />
              <NumberInput label={t('quotes.breakTotal')} value={b.dollars} min={0} decimalScale={2} w={160}
                onChange={(v) => setBreaks(breaks.map((x, j) => (j === i ? { ...x, dollars: v } : x)))} />
              <ActionIcon variant="subtle" color="red" aria-label={t('quotes.removeLine')} onClick={() => setBreaks(breaks.filter((_, j) => j !== i))} mb={4}>×</ActionIcon>
            </Group>
          ))}
          {breaks.length < 8 && (
            <Button variant="subtle" size="xs" onClick={() => setBreaks([...breaks, { quantity: '', dollars: '' }])} style={{ alignSelf: 'flex-start' }}>
              {t('quotes.addBreak')}
            </Button>
          )}
        </Stack>
      )}
      <NumberInput label={machining ? t('quotes.leadTime') : t('quotes.buildDays')} value={days} onChange={setDays} min={1} max={365} w={140} />
      <Textarea label={machining ? t('quotes.dfm') : t('quotes.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} rows={2} maxLength={1000} />
      <Text fw={600}>{t('quotes.sum', { total: usd(String(total)) })}</Text>
      <Button onClick={() => void submit()} loading={busy} disabled={total <= 0}>{t('quotes.send')}</Button>
      {machining && <AuditHistory recordType="cart_item" recordId={item.cart_id} compact />}
    </Stack>
  );
};

export const QuotesPage = ({ canAnswer, scope = 'pcb' }: { canAnswer: boolean; scope?: QuoteScope }) => {
  const { t } = useTranslation('staff');
  const qc = useQueryClient();
  const list = useQuotations();
  const [open, setOpen] = useState<Item | null>(null);
  const [declining, setDeclining] = useState<Item | null>(null);
  const done = () => {
    setOpen(null);
    setDeclining(null);
    void qc.invalidateQueries({ queryKey: [...STAFF_KEY, 'quotes'] });
  };
  const items = (list.data?.items ?? []).filter((i) => isMachining(i) === (scope === 'machining'));
  return (
    <Stack>
      <Title order={2}>{scope === 'machining' ? t('quotes.machiningTitle') : t('quotes.title')}</Title>
      <Text c="dimmed" size="sm">{scope === 'machining' ? t('quotes.machiningIntro') : t('quotes.intro')}</Text>
      <ListState pending={list.isPending} error={list.isError} empty={items.length === 0} onRetry={() => void list.refetch()} />
      {items.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('quotes.item')}</Table.Th>
                <Table.Th>{t('common.customer')}</Table.Th>
                <Table.Th>{t('quotes.file')}</Table.Th>
                <Table.Th>{t('quotes.quantity')}</Table.Th>
                <Table.Th>{t('quotes.waiting')}</Table.Th>
                <Table.Th>{t('quotes.due')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((i) => (
                <Table.Tr key={i.cart_id} data-testid={`quote-${i.cart_id}`}>
                  <Table.Td>#{i.cart_id} {i.name}</Table.Td>
                  <Table.Td>{i.customer.email}</Table.Td>
                  <Table.Td>{i.file_name ?? '—'}</Table.Td>
                  <Table.Td>{i.quantity}</Table.Td>
                  <Table.Td>{dateTime(i.created_at)}</Table.Td>
                  <Table.Td><DueBadge since={i.created_at} promise={scope === 'machining' ? 'cncQuote' : 'premiumQuote'} /></Table.Td>
                  <Table.Td>
                    {canAnswer && (
                      <Group gap="xs" wrap="nowrap">
                        <Button size="xs" onClick={() => setOpen(i)}>{t('quotes.answer')}</Button>
                        <Button size="xs" variant="light" color="red" onClick={() => setDeclining(i)}>{t('quotes.decline')}</Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open ? t('quotes.formTitle', { id: open.cart_id }) : ''} size="lg">
        {open && (
          <QuoteForm item={open} onDone={done} />
        )}
      </Modal>
      <Modal opened={declining !== null} onClose={() => setDeclining(null)} title={declining ? t('decline.title', { id: declining.cart_id }) : ''}>
        {declining && <DeclineForm cartId={declining.cart_id} onDone={done} />}
      </Modal>
    </Stack>
  );
};
