// One order for staff (issue 9): items with their specs in words and the customer's files to download, the customer,
// payments and refunds, the status history and the staff actions on it, and the moves the state machine allows now
// (shipping asks for the carrier and tracking number); engineering may hold it for a file problem or a DFA review
// (DfaPanel), finance cancel it.
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../../shared/rules/country-name';
import { usePageTitle } from '../../forms';
import { useQueryClient } from '@tanstack/react-query';
import { OrderStatus } from '../../../shared/status/order';
import { call, href } from '../../api/client';
import { specLine, specWords } from '../../../shared/params/spec-words';
import { CancelForm, HoldForm } from './OrderActions';
import { showError, showSuccess } from '../../shell/toast';
import { STAFF_KEY, useStaffOrder } from './api';
import { AuditHistory } from './AuditHistory';
import { dateTime, usd } from './format';
import { ListState } from './ListState';
import { CustomerLink } from './CustomerLink';
import { DfaPanel } from './DfaPanel';

/** Fulfilment moves this page offers (payment and cancellation have their own queues). */
const FULFILMENT: readonly number[] = [
  OrderStatus.OrderConfirmed, OrderStatus.InProduction, OrderStatus.ShippingHandled, OrderStatus.Packed, OrderStatus.Shipped, OrderStatus.Finished,
];

const Moves = ({ orderId, next }: { orderId: number; next: number[] }) => {
  const { t } = useTranslation('staff');
  const qc = useQueryClient();
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<number | null>(null);
  const moves = next.filter((s) => FULFILMENT.includes(s));
  if (!moves.length) return <Text c="dimmed" size="sm">{t('order.noMoves')}</Text>;
  const move = async (to: number) => {
    setBusy(to);
    try {
      await call('POST /v1/staff/orders/advance', {
        body: { order_id: orderId, to, note: note || undefined, ...(to === OrderStatus.Shipped ? { carrier, tracking_number: tracking } : {}) },
      });
      showSuccess(t('order.moved', { status: t(`status.${to}`, { defaultValue: String(to) }) }));
      setNote('');
      await qc.invalidateQueries({ queryKey: STAFF_KEY });
    } catch (err) {
      showError(err);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap="xs">
      {moves.includes(OrderStatus.Shipped) && (
        <Group grow>
          <TextInput label={t('order.carrier')} value={carrier} onChange={(e) => setCarrier(e.currentTarget.value)} required />
          <TextInput label={t('order.trackingNumber')} value={tracking} onChange={(e) => setTracking(e.currentTarget.value)} required />
        </Group>
      )}
      <TextInput label={t('order.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
      <Group>
        {moves.map((to) => (
          <Button key={to} loading={busy === to} onClick={() => void move(to)} disabled={to === OrderStatus.Shipped && (!carrier.trim() || !tracking.trim())}>
            {t('order.moveTo', { status: t(`status.${to}`, { defaultValue: String(to) }) })}
          </Button>
        ))}
      </Group>
    </Stack>
  );
};

interface OrderPageProps {
  canAdvance: boolean;
  canHold?: boolean;
  canCancel?: boolean;
  /** DFA review (issue 11): raise points, accept answers or ask again. */
  canReviewDfa?: boolean;
}

export const OrderPage = ({ canAdvance, canHold = false, canCancel = false, canReviewDfa = false }: OrderPageProps) => {
  const { t, i18n } = useTranslation('staff');
  const lang = i18n.language === 'ja' ? 'jp' : 'en';
  const id = Number(useParams().id) || 0;
  const detail = useStaffOrder(id);
  usePageTitle(`${t('common.order')} ${detail.data?.order.order_no ?? id} · ${t('title')}`);
  if (!detail.data) {
    return <ListState pending={detail.isPending} error={detail.isError} empty={false} onRetry={() => void detail.refetch()} />;
  }
  const { order, customer, next, payments } = detail.data;
  const holdable = canHold && next.includes(OrderStatus.OnHoldFileProblem);
  const cancellable = canCancel && (next.includes(OrderStatus.CancelledRefund) || next.includes(OrderStatus.CancelledUnpaid));
  return (
    <Stack>
      <Anchor component={Link} to="/staff/orders" size="sm">← {t('order.back')}</Anchor>
      <Group justify="space-between">
        <Title order={2}>{t('common.order')} {order.order_no}</Title>
        <Badge size="lg" variant="light" data-testid="order-status">{t(`status.${order.status}`, { defaultValue: String(order.status) })}</Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Card withBorder>
          <Text fw={600}>{t('order.customer')}</Text>
          <Text size="sm">{customer.name || '—'}</Text>
          <CustomerLink uid={customer.uid} email={customer.email} />
          <Text fw={600} mt="sm">{t('order.shipTo')}</Text>
          <Text size="sm">{order.ship_to.customer_name}, {order.ship_to.customer_city}, {order.ship_to.customer_country_code ? countryName(order.ship_to.customer_country_code, lang) : order.ship_to.customer_country}</Text>
        </Card>
        <Card withBorder>
          <Text fw={600}>{t('order.payment')}</Text>
          <Text size="sm">{t('common.total')}: {usd(order.total)}</Text>
          <Text size="sm">{t('order.paidAt')}: {dateTime(order.paid_at)}</Text>
          <Text size="sm">{t('order.tracking')}: {order.tracking_number ?? '—'}</Text>
          <Text size="sm">{t('common.created')}: {dateTime(order.created_at)}</Text>
        </Card>
        <Card withBorder>
          <Text fw={600} mb="xs">{t('order.move')}</Text>
          {canAdvance ? <Moves orderId={order.id} next={next} /> : <Text c="dimmed" size="sm">{t('order.noMoves')}</Text>}
        </Card>
      </SimpleGrid>
      {order.hold && (
        <Card withBorder data-testid="order-hold-info">
          <Text fw={600}>{t('hold.title')}</Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{t('order.holdMessage', { date: dateTime(order.hold.held_at), message: order.hold.message })}</Text>
          {order.hold.reuploaded_at && <Text size="sm" c="green.8">{t('order.reuploadedAt', { date: dateTime(order.hold.reuploaded_at) })}</Text>}
        </Card>
      )}
      {(holdable || cancellable) && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {holdable && (
            <Card withBorder>
              <Text fw={600} mb="xs">{t('hold.title')}</Text>
              <HoldForm order={order} />
            </Card>
          )}
          {cancellable && (
            <Card withBorder>
              <Text fw={600} mb="xs">{t('cancelOrder.title')}</Text>
              <CancelForm order={order} />
            </Card>
          )}
        </SimpleGrid>
      )}
      <DfaPanel orderId={order.id} canReview={canReviewDfa} canRaise={order.status === OrderStatus.OnHoldDfa || next.includes(OrderStatus.OnHoldDfa)} />
      <Title order={3}>{t('order.items')}</Title>
      <Table.ScrollContainer minWidth={560}>
        <Table>
          <Table.Tbody>
            {order.items.map((i, n) => (
              <Table.Tr key={n}>
                <Table.Td>
                  {i.name}<Text size="xs" c="dimmed">{i.sku}</Text>
                  <Text size="xs" data-testid="staff-line-specs">{specLine(specWords(i.product_id, i.params, lang, i.quantity), lang)}</Text>
                </Table.Td>
                <Table.Td>
                  {i.file_name ? (
                    <Anchor href={href('GET /v1/staff/orders/file', { query: { order_id: order.id, line_id: i.line_id } })} download size="sm">
                      {t('order.download', { name: i.file_name })}
                    </Anchor>
                  ) : '—'}
                </Table.Td>
                <Table.Td>{t('order.quantity')}: {i.quantity}</Table.Td>
                <Table.Td>{usd(i.total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Stack gap="xs">
          <Title order={3}>{t('order.history')}</Title>
          {order.history.map((h, n) => (
            <Text key={n} size="sm">
              {dateTime(h.at)} · {t(`status.${h.to}`, { defaultValue: String(h.to) })} · {h.actor}{h.reason ? ` — ${h.reason}` : ''}
            </Text>
          ))}
          <Title order={3} mt="sm">{t('order.payments')}</Title>
          {payments.length === 0 ? <Text size="sm" c="dimmed">{t('order.none')}</Text> : payments.map((p) => (
            <Text key={p.payment_id} size="sm" data-testid="staff-payment">
              {dateTime(p.created_at)} · {t('order.attempt', { n: p.attempt_no })} · {p.provider} · {usd(p.amount)} · {p.status}{p.msg_code ? ` (${p.msg_code})` : ''}
            </Text>
          ))}
          <Title order={3} mt="sm">{t('order.refunds')}</Title>
          {order.refunds.length === 0 ? <Text size="sm" c="dimmed">{t('order.none')}</Text> : order.refunds.map((r, n) => (
            <Text key={n} size="sm">{dateTime(r.created_at)} · {usd(r.amount)} · {t(`refunds.statusName.${r.status}`)}</Text>
          ))}
        </Stack>
        <AuditHistory recordType="order" recordId={order.id} />
      </SimpleGrid>
    </Stack>
  );
};
