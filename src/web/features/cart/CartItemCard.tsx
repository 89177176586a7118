// One cart item: selection, status badge, file, quantity (re-priced by the server), prices and the cost lines.
import type { DeclineReason } from '../../../shared/contracts/staff-orders';
import { Badge, Box, Button, Checkbox, Group, Image, Paper, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '../../../shared/contracts/cart';
import { CartItemStatus } from '../../../shared/status/cart-item';
import { useCurrency } from '../../shell/currency';
import { BADGE_COLORS, badgeOf, checkoutable } from './cart-items';
import { QuantityInput } from './QuantityInput';
import { quantityAdjustment } from '../../../shared/rules/quantity';
import { AttachFile } from './AttachFile';
import { specLine, specWords } from '../../../shared/params/spec-words';
import { edition } from '../../edition';
import { ProductId } from '../../../shared/ids';
import { PcbaLinesLink } from '../pcba-item/PcbaLinesLink';
import { TestPlanUpload } from '../pcba/TestPlanUpload';

interface Props {
  item: CartItem;
  selected: boolean;
  busy: boolean;
  onSelect(checked: boolean): void;
  onQuantity(quantity: number): void;
  /** The quantity asked for when the server stored another one (next step or maximum). */
  requested?: number | null;
  onRemove(): void;
  /** The answer to a staff quote (items in Confirming); with quantity breaks, the quantity taken. */
  onAnswer(accept: boolean, quantity?: number): void;
}

const cents = (s: string | null) => (s === null ? null : BigInt(s));

export const CartItemCard = ({ item, selected, busy, onSelect, onQuantity, requested, onRemove, onAnswer }: Props) => {
  const { t, i18n } = useTranslation('cart');
  const { format, formatUnit } = useCurrency();
  const badge = badgeOf(item.status);
  const canCheckout = checkoutable(item);
  const unit = cents(item.unit_price);
  const total = cents(item.total);
  const lines = item.lines.filter((l) => l.amount !== '0');
  const adjustment = requested == null ? null : quantityAdjustment(requested, item.quantity);
  const adjustedNote = adjustment ? t(`item.adjusted.${adjustment}`, { asked: requested, qty: item.quantity }) : null;
  // the specs in words, as on the order page, the invoice and the e-mails (one shared presenter)
  const specs = specLine(specWords(item.pid, item.params, edition, item.quantity), edition);
  // a manual quote with a price per quantity (CNC, custom cables): the customer takes one of them
  const breaks = item.quote_breaks;
  const [pick, setPick] = useState<string>(String(breaks.some((b) => b.quantity === item.quantity) || breaks.length === 0 ? item.quantity : breaks[0]?.quantity));
  // quantities of manually quoted services are set by their quote (breaks), not typed in the cart
  const fixedQuantity = item.product === 'cnc' || item.product === 'cable' || item.product === 'pcba' || item.product === 'odm' || item.product === 'kitting';

  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={item.name}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Checkbox
          mt={4}
          aria-label={t('item.select', { name: item.name })}
          checked={selected}
          disabled={!canCheckout}
          onChange={(e) => onSelect(e.currentTarget.checked)}
        />
        <Image src={item.thumb} alt="" w={64} h={64} fit="contain" radius="sm" visibleFrom="xs" bg="gray.0" />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{item.name}</Text>
            <Badge color={BADGE_COLORS[badge]} variant="light">
              {t(`status.${badge}`)}
            </Badge>
            {item.special && (
              <Badge color="grape" variant="light">
                {t(`special.${item.special}`)}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {item.file?.name ?? item.file_name ? t('item.file', { name: item.file?.name ?? item.file_name ?? '' }) : t('item.noFile')}
            {' · '}
            {t('item.buildDays', { days: item.build_days })}
            {' · '}
            {t('item.added', { date: new Date(item.created_at).toLocaleDateString(i18n.language) })}
          </Text>
          {item.pcba && (
            <Text size="sm" data-testid="item-pcba">
              {t('pcba.spec', {
                boards: item.pcba.boards, sides: item.pcba.sides, smt: item.pcba.smt_joints, tht: item.pcba.tht_joints,
              })}
              {' · '}
              {t('pcba.lines', { confirmed: item.pcba.lines.confirmed, pending: item.pcba.lines.pending, unavailable: item.pcba.lines.unavailable })}
              {item.pcba.lines.pending + item.pcba.lines.unavailable > 0 && ` · ${t('pcba.checking')}`}
            </Text>
          )}
          {specs && (
            <Text size="xs" c="dimmed" data-testid="item-specs">
              {specs}
            </Text>
          )}
          {item.pid === ProductId.PCBA && <PcbaLinesLink cartId={item.cart_id} />}
          {item.pcba?.function_test && <TestPlanUpload cartId={item.cart_id} />}
          {item.status === CartItemStatus.AwaitingFiles && <AttachFile item={item} />}
          {item.status === CartItemStatus.Confirming && breaks.length > 0 && (
            <Radio.Group value={pick} onChange={setPick} label={t('item.breaks')} data-testid="quote-breaks">
              <Stack gap={4} mt={4}>
                {[...(breaks.some((b) => b.quantity === item.quantity) ? [] : [{ quantity: item.quantity, total: item.total ?? '0' }]), ...breaks]
                  .sort((a, b) => a.quantity - b.quantity)
                  .map((b) => (
                    <Radio
                      key={b.quantity}
                      value={String(b.quantity)}
                      label={t('item.break', { qty: b.quantity, total: format(BigInt(b.total)), unit: formatUnit(BigInt(b.total), b.quantity) })}
                    />
                  ))}
              </Stack>
            </Radio.Group>
          )}
          {item.status === CartItemStatus.Confirming && (
            <Group gap="xs">
              <Text size="sm">{t('item.quoteReady')}</Text>
              <Button size="xs" onClick={() => onAnswer(true, breaks.length > 0 ? Number(pick) : undefined)} disabled={busy}>
                {t('item.acceptQuote')}
              </Button>
              <Button size="xs" variant="default" onClick={() => onAnswer(false)} disabled={busy}>
                {t('item.rejectQuote')}
              </Button>
            </Group>
          )}
          {item.status === CartItemStatus.Declined && (
            <Text size="sm" c="red.8" data-testid="item-declined">
              {t('item.declined', { reason: t(`declineReason.${(item.decline_reason ?? 'other') as DeclineReason}`) })}
            </Text>
          )}
          {item.staff_note && (
            <Text size="sm" data-testid="item-staff-note" style={{ whiteSpace: 'pre-wrap' }}>
              {t('item.staffNote', { note: item.staff_note })}
            </Text>
          )}
          {!canCheckout && item.status !== CartItemStatus.AwaitingFiles && item.status !== CartItemStatus.Declined && (
            <Text size="sm" c="orange.8">
              {t('item.notCheckoutable')}
            </Text>
          )}
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" mt={4}>
            <Box>
              <Text size="xs" c="dimmed">
                {t('item.quantityLabel')}
              </Text>
              <QuantityInput
                value={item.quantity}
                label={t('item.quantity', { name: item.name })}
                // a declined item is closed: only removing it is left; an assembly's boards are set on its order page
                disabled={busy || item.status === CartItemStatus.Declined || fixedQuantity}
                onCommit={onQuantity}
                pendingNote={t('item.pricedFor', { qty: item.quantity })}
                adjustedNote={adjustedNote}
              />
            </Box>
            <Box>
              <Text size="xs" c="dimmed">
                {t('item.unitPrice')}
              </Text>
              <Text size="sm" data-testid="item-unit">{unit === null || total === null ? t('item.awaitingPrice') : formatUnit(total, item.quantity)}</Text>
            </Box>
            <Box>
              <Text size="xs" c="dimmed">
                {t('item.total')}
              </Text>
              <Text fw={700} data-testid="item-total">{total === null ? t('item.awaitingPrice') : format(total)}</Text>
            </Box>
          </SimpleGrid>
          {lines.length > 0 && (
            <Box component="details" mt={4}>
              <Text component="summary" size="sm" style={{ cursor: 'pointer' }}>
                {t('item.costLines')}
              </Text>
              <Box component="dl" m={0} mt={4}>
                {lines.map((l) => (
                  <Group key={l.key} justify="space-between" gap="xs" maw={360}>
                    <Text component="dt" size="sm">
                      {t(`line.${l.key}` as 'line.pcb', { defaultValue: l.key })}
                    </Text>
                    <Text component="dd" size="sm" m={0}>
                      {format(BigInt(l.amount))}
                    </Text>
                  </Group>
                ))}
              </Box>
            </Box>
          )}
        </Stack>
        <Button variant="subtle" color="red" size="xs" onClick={onRemove} disabled={busy} aria-label={t('item.removeNamed', { name: item.name })}>
          {t('item.remove')}
        </Button>
      </Group>
    </Paper>
  );
};
