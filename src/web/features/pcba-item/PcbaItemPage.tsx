// /web/cart/pcba/:cartItemId — the customer's PCB assembly item and its BOM lines (issue 11 "After the order"): each
// line's status, staff's question, and for a line we asked about or one that is Unavailable, the answer form (a
// purchase link over https or another part number, at least one: services §5 "required"). The owner only: another
// customer's item, or none, is the not-found page.
import { Alert, Anchor, Badge, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { PcbaItemLine } from '../../../shared/contracts/bom-check';
import { call, ApiError } from '../../api/client';
import { usePageTitle } from '../../forms';
import { useCurrency } from '../../shell/currency';
import NotFoundPage from '../../shell/NotFoundPage';
import { errorMessage, showSuccess } from '../../shell/toast';
import { PCBA_ITEM_KEY, usePcbaItem } from './api';
import { needsAnswer } from './needs-answer';

const STATUS_COLOR = { confirmed: 'green', pending: 'yellow', unavailable: 'red' } as const;
const HTTPS = /^https:\/\/\S+$/;

const AnswerForm = ({ cartId, line }: { cartId: number; line: PcbaItemLine }) => {
  const { t } = useTranslation('pcbaItem');
  const qc = useQueryClient();
  const [link, setLink] = useState(line.purchase_link);
  const [mpn, setMpn] = useState(line.supplied_mpn);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const linkBad = link.trim() !== '' && !HTTPS.test(link.trim());
  const submit = async () => {
    if (link.trim() === '' && mpn.trim() === '') return setError(t('required'));
    if (linkBad) return setError(t('https'));
    setError(null);
    setBusy(true);
    try {
      await call('POST /v1/pcba/items/:id/lines/:line/answer', { params: { id: cartId, line: line.line }, body: { purchase_link: link.trim(), mpn: mpn.trim() } });
      showSuccess(t('sent'));
      await qc.invalidateQueries({ queryKey: PCBA_ITEM_KEY });
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs" component="form" onSubmit={(e) => { e.preventDefault(); void submit(); }} aria-label={t('answerTitle')}>
      <Text fw={600} size="sm">{t('answerTitle')}</Text>
      <TextInput label={t('purchaseLink')} value={link} onChange={(e) => setLink(e.currentTarget.value)} maxLength={500} type="url"
        placeholder="https://" error={linkBad ? t('https') : undefined} />
      <TextInput label={t('mpn')} value={mpn} onChange={(e) => setMpn(e.currentTarget.value)} maxLength={100} />
      {error && <Text c="red" size="sm" role="alert">{error}</Text>}
      <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>{t('send')}</Button>
    </Stack>
  );
};

const LineCard = ({ cartId, line }: { cartId: number; line: PcbaItemLine }) => {
  const { t } = useTranslation('pcbaItem');
  const { formatMicros } = useCurrency();
  return (
    <Card withBorder data-testid={`pcba-line-${line.line}`}>
      <Stack gap={6}>
        <Group gap="xs">
          <Text fw={600}>{t('line', { line: line.line })}</Text>
          <Badge color={STATUS_COLOR[line.status]} variant="light">{t(`status.${line.status}`)}</Badge>
          {line.status !== 'confirmed' && line.asked && <Badge color="orange" variant="outline">{t('asked')}</Badge>}
          {line.status !== 'confirmed' && !line.asked && line.answered_at && <Badge color="blue" variant="outline">{t('answered')}</Badge>}
        </Group>
        <Text size="sm"><Text span c="dimmed" size="sm">{t('designators')}: </Text>{line.designators.join(', ')}</Text>
        <Text size="sm"><Text span c="dimmed" size="sm">{t('quantity')}: </Text>{line.quantity}</Text>
        <Text size="sm"><Text span c="dimmed" size="sm">{t('part')}: </Text>{[line.mpn, line.manufacturer, line.value, line.footprint].filter(Boolean).join(' · ') || '—'}</Text>
        {line.status === 'confirmed' && (line.part_sku || line.unit_micros) && (
          <Text size="sm" c="dimmed">
            {t('confirmedPart', { part: line.part_sku ?? line.supplied_mpn ?? line.mpn })}
            {line.unit_micros !== null ? ` · ${formatMicros(BigInt(line.unit_micros), { fine: true })}` : ''}
          </Text>
        )}
        {line.staff_note && <Alert color={line.asked ? 'orange' : 'gray'} variant="light" title={t('question')}>{line.staff_note}</Alert>}
        {line.purchase_link && <Text size="sm"><Text span c="dimmed" size="sm">{t('yourLink')}: </Text><Anchor href={line.purchase_link} target="_blank" rel="noopener noreferrer nofollow" style={{ wordBreak: 'break-all' }}>{line.purchase_link}</Anchor></Text>}
        {line.supplied_mpn && <Text size="sm"><Text span c="dimmed" size="sm">{t('yourMpn')}: </Text>{line.supplied_mpn}</Text>}
        {needsAnswer(line) && <AnswerForm cartId={cartId} line={line} />}
      </Stack>
    </Card>
  );
};

export default function PcbaItemPage() {
  const { t } = useTranslation('pcbaItem');
  const { format } = useCurrency();
  const id = Number(useParams().cartItemId);
  const valid = Number.isInteger(id) && id > 0;
  const item = usePcbaItem(valid ? id : 0);
  usePageTitle(t('title'));
  if (!valid || (item.error instanceof ApiError && item.error.status === 404)) return <NotFoundPage />;
  if (item.isPending) return <Loader aria-label={t('loading', { ns: 'common' })} />;
  if (item.isError) return <Alert color="red" role="alert">{errorMessage(item.error)}</Alert>;
  const d = item.data;
  const open = d.lines.filter((l) => l.status !== 'confirmed');
  // open lines first (those needing an answer on top), then the confirmed ones
  const lines = [...d.lines].sort((a, b) => Number(needsAnswer(b)) - Number(needsAnswer(a)) || Number(a.status === 'confirmed') - Number(b.status === 'confirmed') || a.line - b.line);
  return (
    <Stack maw={900} mx="auto" p="md">
      <Anchor component={Link} to="/web/cart" size="sm">← {t('back')}</Anchor>
      <Title order={1} size="h2">{t('titleOf', { name: d.name })}</Title>
      <Text c="dimmed" size="sm">{t('boards', { count: d.boards })}</Text>
      <Text>{t('intro')}</Text>
      {open.length > 0 ? (
        <Alert color="yellow" variant="light" data-testid="pcba-waiting">{t('waiting', { count: open.length })}</Alert>
      ) : d.total_cents !== null ? (
        <Alert color="green" variant="light" data-testid="pcba-priced">{t('priced', { total: format(BigInt(d.total_cents)) })}</Alert>
      ) : null}
      {lines.map((l) => <LineCard key={l.line} cartId={d.cart_id} line={l} />)}
    </Stack>
  );
}
