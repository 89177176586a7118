// The invoice fields (spec platform §3 Invoice): invoice number, order number and date, payment method, tax
// code, ship-to and billing address, lines (product id and name, model, unit price, quantity, total), subtotal,
// discount, shipment, tax, order amount, currency and carrier. Used by the invoice, bill and receipt views.
import { Box, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '../../../shared/contracts/order';
import { AddressBlock } from '../orders/OrderDetailPage';
import { usd } from './PrintFrame';

export type SheetKind = 'invoice' | 'bill' | 'receipt';

const Meta = ({ label, value }: { label: string; value: string }) => (
  <Group gap="xs" wrap="nowrap" align="flex-start">
    <Text size="sm" c="dimmed" miw={140}>
      {label}
    </Text>
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {value}
    </Text>
  </Group>
);

export const InvoiceSheet = ({ inv, kind }: { inv: Invoice; kind: SheetKind }) => {
  const { t, i18n } = useTranslation('orders');
  const totals: [string, string][] = [
    [t('invoice.subtotal'), usd(inv.subtotal)],
    [t('invoice.discount'), inv.discount === '0' ? usd(0n) : `-${usd(inv.discount)}`],
    [t('invoice.shipment'), usd(inv.shipment)],
    [t('invoice.tax'), usd(inv.tax)],
  ];
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Box>
          <img src="/logo.svg" alt={t('brand', { ns: 'common' })} height={32} />
          <Text size="xs" c="dimmed" mt={4}>
            {t('invoice.seller')}
          </Text>
        </Box>
        <Title order={1} size="h2">
          {t(`invoice.titles.${kind}`)}
        </Title>
      </Group>
      <Stack gap={2}>
        <Meta label={t('invoice.number')} value={inv.invoice_no} />
        <Meta label={t('invoice.orderNo')} value={inv.order_no} />
        <Meta label={t('invoice.orderDate')} value={new Date(inv.order_date).toLocaleDateString(i18n.language)} />
        <Meta label={t('invoice.paymentMethod')} value={t(`methods.${inv.payment_method}` as 'methods.2', { defaultValue: String(inv.payment_method) })} />
        <Meta label={t('invoice.paymentStatus')} value={t(`paymentStatus.${inv.payment_status}`)} />
        <Meta label={t('invoice.taxCode')} value={inv.tax_code} />
        <Meta label={t('invoice.carrier')} value={inv.shipping_carrier || '—'} />
        <Meta label={t('invoice.currency')} value={inv.currency} />
      </Stack>
      <SimpleGrid cols={2} spacing="lg">
        <Box>
          <Text fw={600} size="sm">
            {t('invoice.shipTo')}
          </Text>
          <Text size="sm" component="div">
            <AddressBlock a={inv.ship_to} />
          </Text>
        </Box>
        <Box>
          <Text fw={600} size="sm">
            {t('invoice.billTo')}
          </Text>
          <Text size="sm" component="div">
            <AddressBlock a={inv.bill_to} />
          </Text>
        </Box>
      </SimpleGrid>
      <Box style={{ overflowX: 'auto' }}>
        <table>
          <thead>
            <tr>
              <th>{t('invoice.productId')}</th>
              <th>{t('invoice.product')}</th>
              <th>{t('invoice.model')}</th>
              <th className="num">{t('invoice.unitPrice')}</th>
              <th className="num">{t('invoice.quantity')}</th>
              <th className="num">{t('invoice.total')}</th>
            </tr>
          </thead>
          <tbody>
            {inv.items.map((i, n) => (
              <tr key={`${i.product_id}-${n}`}>
                <td>{i.product_id}</td>
                <td>{i.name}</td>
                <td>{i.model}</td>
                <td className="num">{usd(i.unit_price, true)}</td>
                <td className="num">{i.quantity}</td>
                <td className="num">{usd(i.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
      <Stack gap={4} maw={320} ml="auto" w="100%">
        {totals.map(([k, v]) => (
          <Group key={k} justify="space-between">
            <Text size="sm">{k}</Text>
            <Text size="sm">{v}</Text>
          </Group>
        ))}
        <Group justify="space-between">
          <Text fw={700}>{t('invoice.orderAmount')}</Text>
          <Text fw={700} data-testid="order-amount">
            {usd(inv.order_amount)}
          </Text>
        </Group>
      </Stack>
      {kind === 'receipt' && (
        <Text size="sm" c="dimmed">
          {t('invoice.receiptNote')}
        </Text>
      )}
    </Stack>
  );
};
