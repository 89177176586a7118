// Order detail /web/user/order/:id (spec platform §3 Order; issue 4 §4): number, date, items (sku, qty, unit
// price), ship-to, phone, status and progress, payment method and status, shipping method and cost, tracking,
// discount, tax, subtotal and grand total; receipt upload for wire transfers, cancel within the hour after
// payment, re-order and the invoice links.
import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderAddress, OrderDetail } from '../../../shared/contracts/order';
import { isWireMethod } from '../../../shared/contracts/payment';
import { usePageTitle } from '../../forms';
import { useCurrency } from '../../shell/currency';
import { errorMessage } from '../../shell/toast';
import { useOrderDetail } from './api';
import { CancelOrder } from './CancelOrder';
import { OrderHold } from './OrderHold';
import { OrderDfa } from './OrderDfa';
import { OdmSamplePanel } from '../odm-light/OdmSamplePanel';
import { OrderItems } from './OrderItems';
import { OrderProgress } from './OrderProgress';
import { OrderRefunds } from './OrderRefunds';
import { ReceiptUpload } from './ReceiptUpload';
import { OrderTracking, currentActor, statusText } from './OrderTracking';
import { printedOrderAddress } from '../../../shared/rules/address-print';
import { needsShippingIds } from '../../../shared/rules/needs-shipping';
import { edition } from '../../edition';
import { payPath, useReorder } from './use-reorder';
import { OrderReviewShare } from '../reviews/OrderReviewShare';

const Field = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  </Stack>
);

/** An order's address in the edition's order (Japanese: 〒, prefecture, city, street, then the name). */
export const AddressBlock = ({ a }: { a: OrderAddress }) => (
  <>
    {printedOrderAddress(a, edition).map((line, n) => (
      <div key={n}>{line}</div>
    ))}
    {a.tax_number && <div>{a.tax_number}</div>}
  </>
);

const Money = ({ label, cents, strong, minus, text }: { label: string; cents: string; strong?: boolean; minus?: boolean; text?: string }) => {
  const { format } = useCurrency();
  return (
    <Group justify="space-between">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : undefined}>
        {text ?? `${minus && cents !== '0' ? '-' : ''}${format(BigInt(cents))}`}
      </Text>
    </Group>
  );
};

const Detail = ({ o }: { o: OrderDetail }) => {
  const { t, i18n } = useTranslation('orders');
  const { format } = useCurrency();
  const { run, busy } = useReorder();
  const { t: ts } = useTranslation('support');
  const date = (s: string) => new Date(s).toLocaleString(i18n.language);
  // a payment or shipping-cost request (455 / 1633) ships nothing: "No shipping" rather than a blank carrier
  const ships = needsShippingIds(o.items.map((i) => i.product_id));
  // When the page opened: the cancel button shows while the window was open then (the server decides anyway).
  const [openedAt] = useState(() => Date.now());
  const wire = isWireMethod(o.payment_method);
  const canCancelPaid = o.payment_status === 'done' && !o.cancelled && !!o.cancel_until && Date.parse(o.cancel_until) > openedAt;
  const canCancelUnpaid = o.pending && !o.cancelled;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('detail.title', { no: o.order_no })}
        </Title>
        <Group gap="xs">
          {o.pending && !o.cancelled && (
            <Button component={Link} to={payPath(o.id, o.payment_method)}>
              {wire ? t('detail.wireInstructions') : t('list.pay')}
            </Button>
          )}
          <Button variant="light" onClick={() => void run(o.id)} loading={busy === o.id}>
            {t('reorder.button')}
          </Button>
          <Button variant="default" component={Link} to={`/web/user/support/new?order_id=${o.id}`}>
            {ts('order.contact')}
          </Button>
          {(canCancelPaid || canCancelUnpaid) && <CancelOrder orderId={o.id} total={BigInt(o.total)} paid={canCancelPaid} until={o.cancel_until} />}
        </Group>
      </Group>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Group gap="xs">
            <Text fw={600} data-testid="order-status">
              {statusText(t as unknown as (key: string) => string, o.status, currentActor(o))}
            </Text>
            <Badge color={o.payment_status === 'done' ? 'green' : 'yellow'} variant="light">
              {t(`paymentStatus.${o.payment_status}`)}
            </Badge>
          </Group>
          <OrderProgress step={o.step} cancelled={o.cancelled} />
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            <Field label={t('detail.orderNo')}>{o.order_no}</Field>
            <Field label={t('detail.date')}>{date(o.created_at)}</Field>
            <Field label={t('detail.paymentMethod')}>{t(`methods.${o.payment_method}` as 'methods.2', { defaultValue: String(o.payment_method) })}</Field>
            <Field label={t('detail.paidAt')}>{o.paid_at ? date(o.paid_at) : '—'}</Field>
            <Field label={t('detail.shippingMethod')}>{ships ? o.shipping.map((s) => s.name).join(', ') || '—' : t('detail.noShipping')}</Field>
            {ships && <Field label={t('detail.tracking')}>{o.tracking_number ?? '—'}</Field>}
            <Field label={t('detail.phone')}>{o.phone}</Field>
            {o.refund && <Field label={t('detail.refund')}>{format(BigInt(o.refund))}</Field>}
            {o.remark && <Field label={t('detail.remark')}>{o.remark}</Field>}
          </SimpleGrid>
        </Stack>
      </Paper>
      <OrderHold o={o} />
      <OrderDfa o={o} />
      <OdmSamplePanel orderId={o.id} productIds={o.items.map((i) => i.product_id)} />
      <OrderRefunds refunds={o.refunds} />
      <OrderTracking o={o} />
      {wire && o.pending && !o.cancelled && <ReceiptUpload orderId={o.id} method={o.payment_method} uploaded={o.status === 1008} />}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Paper withBorder p="md" radius="md">
          <Field label={t('detail.shipTo')}>
            <AddressBlock a={o.ship_to} />
          </Field>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Field label={t('detail.billTo')}>
            <AddressBlock a={o.bill_to} />
          </Field>
        </Paper>
      </SimpleGrid>
      <Paper withBorder radius="md">
        <OrderItems items={o.items} />
        <Stack gap={6} p="md" maw={420} ml="auto">
          <Money label={t('detail.subtotal')} cents={o.subtotal} />
          <Money label={t('detail.shippingCost')} cents={o.shipping_fee} text={ships ? undefined : t('detail.noShipping')} />
          <Money label={t('detail.discount')} cents={o.discount} minus />
          <Money label={t('detail.tax')} cents={o.tax} />
          <Money label={t('detail.grandTotal')} cents={o.total} strong />
        </Stack>
      </Paper>
      <OrderReviewShare o={o} />
      <Group gap="md">
        <Anchor component={Link} to={`/web/invoice/${o.id}`} target="_blank">
          {t('detail.invoice')}
        </Anchor>
        <Anchor component={Link} to={`/web/bill/${o.id}`} target="_blank">
          {t('detail.bill')}
        </Anchor>
        {o.payment_status === 'done' && (
          <Anchor component={Link} to={`/web/receipt/${o.id}`} target="_blank">
            {t('detail.receipt')}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
};

export default function OrderDetailPage() {
  const { t } = useTranslation('orders');
  const id = Number(useParams().id);
  const detail = useOrderDetail(Number.isInteger(id) ? id : 0);
  usePageTitle(detail.data ? t('detail.title', { no: detail.data.order_no }) : t('detail.loading'));
  if (!Number.isInteger(id) || id <= 0) return <Alert color="red">{t('errors.notFound', { ns: 'common' })}</Alert>;
  if (detail.isPending) return <Loader aria-label={t('loading', { ns: 'common' })} />;
  if (detail.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(detail.error)}
      </Alert>
    );
  }
  return <Detail o={detail.data} />;
}
