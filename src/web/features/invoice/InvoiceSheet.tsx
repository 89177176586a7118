// The invoice fields (spec platform §3 Invoice): invoice number, order number and date, payment method, tax
// code, ship-to and billing address, lines (product id and name, model, unit price, quantity, total), subtotal,
// discount, shipment, tax, order amount, currency and carrier. Used by the invoice, bill and receipt views.
import { Box, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '../../../shared/contracts/order';
import { AddressBlock } from '../orders/OrderDetailPage';
import { usd } from './PrintFrame';
import { freePcbaShipping, specLine, specWords } from '../../../shared/params/spec-words';
import { needsShippingIds } from '../../../shared/rules/needs-shipping';
import { edition } from '../../edition';
import { InvoiceItemsTable, InvoiceTotals } from './InvoiceLines';

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
  // a payment or shipping-cost request (455 / 1633) ships nothing: "No shipping" for the shipment and the carrier
  const ships = needsShippingIds(inv.items.map((i) => i.product_id));
  const totals: [string, string][] = [
    [t('invoice.subtotal'), usd(inv.subtotal)],
    [t('invoice.discount'), inv.discount === '0' ? usd(0n) : `-${usd(inv.discount)}`],
    [t('invoice.shipment'), !ships ? t('detail.noShipping') : freePcbaShipping(inv.shipment, inv.items.map((i) => i.product_id)) ? t('invoice.freePcba') : usd(inv.shipment)],
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
        <Meta label={t('invoice.taxCode')} value={t(`invoice.taxCodes.${inv.tax_code}` as 'invoice.taxCodes.none', { defaultValue: inv.tax_code })} />
        <Meta label={t('invoice.carrier')} value={ships ? inv.shipping_carrier || '—' : t('detail.noShipping')} />
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
      <InvoiceItemsTable
        lines={inv.items.map((i, n) => ({
          key: `${i.product_id}-${n}`, productId: i.product_id, name: i.name, model: i.model,
          note: specLine(specWords(i.product_id, i.params, edition, i.quantity), edition),
          unitPrice: i.unit_price, quantity: i.quantity, total: i.total,
        }))}
      />
      <InvoiceTotals rows={totals} amount={inv.order_amount} />
      {kind === 'receipt' && (
        <Text size="sm" c="dimmed">
          {t('invoice.receiptNote')}
        </Text>
      )}
    </Stack>
  );
};
