// /web/invoice?ids=: the printable proforma invoice of the cart items chosen on the cart page (spec platform §2
// "Cart: ... proforma invoice"; POST /v1/cart/proforma), in dollars. Shipping is chosen at checkout, so it lists
// the goods only.
import { Alert, Box, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../forms';
import { RequireAuth } from '../../session/RequireAuth';
import { errorMessage } from '../../shell/toast';
import { fetchProforma } from '../cart/api';
import { parseIds } from '../cart/cart-items';
import { PrintFrame, usd } from './PrintFrame';
import { countryName } from '../../../shared/rules/country-name';
import { printedAddress } from '../../../shared/rules/address-print';
import { edition } from '../../edition';
import { InvoiceItemsTable, InvoiceTotals } from './InvoiceLines';

const Proforma = () => {
  const { t, i18n } = useTranslation('orders');
  usePageTitle(t('invoice.titles.proforma'));
  const ids = parseIds(new URLSearchParams(useLocation().search).get('ids'));
  const proforma = useQuery({ queryKey: ['cart', 'proforma', ids.join(',')], queryFn: () => fetchProforma(ids), enabled: ids.length > 0 });
  const date = (s: string) => new Date(s).toLocaleDateString(i18n.language);
  if (ids.length === 0 || proforma.isError) {
    return (
      <Alert color="yellow" variant="light" m="xl" role="alert">
        {ids.length === 0 ? t('invoice.proformaEmpty') : errorMessage(proforma.error)}
      </Alert>
    );
  }
  if (proforma.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('loading', { ns: 'common' })} />
      </Center>
    );
  }
  const p = proforma.data;
  const b = p.bill_to;
  return (
    <PrintFrame>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <Box>
            <img src="/logo.svg" alt={t('brand', { ns: 'common' })} height={32} />
            <Text size="xs" c="dimmed" mt={4}>
              {t('invoice.seller')}
            </Text>
          </Box>
          <Title order={1} size="h2">
            {t('invoice.titles.proforma')}
          </Title>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
          <Stack gap={2}>
            <Text size="sm">{t('invoice.numberLine', { no: p.invoice_no })}</Text>
            <Text size="sm">{t('invoice.issued', { date: date(p.date) })}</Text>
            <Text size="sm">{t('invoice.validUntil', { date: date(p.valid_until) })}</Text>
            <Text size="sm">{t('invoice.currencyLine', { currency: p.currency })}</Text>
          </Stack>
          <Stack gap={2}>
            <Text fw={600} size="sm">
              {t('invoice.billTo')}
            </Text>
            {(b ? printedAddress({ ...b, country: countryName(b.country, edition) }, edition) : [p.customer.name]).map((line, n) => (
              <Text key={n} size="sm">
                {line}
              </Text>
            ))}
            <Text size="sm">{p.customer.email}</Text>
          </Stack>
        </SimpleGrid>
        <InvoiceItemsTable
          lines={p.items.map((i) => ({
            key: String(i.cart_id), productId: i.product_id, name: i.name, note: i.file_name, model: i.model,
            unitPrice: i.unit_price, quantity: i.quantity, total: i.total,
          }))}
        />
        <InvoiceTotals
          rows={[
            [t('invoice.subtotal'), usd(p.subtotal)],
            [t('invoice.discount'), p.discount === '0' ? usd(0n) : `-${usd(p.discount)}`],
          ]}
          amount={p.order_amount}
        />
        <Text size="sm" c="dimmed">
          {t('invoice.proformaNote')}
        </Text>
      </Stack>
    </PrintFrame>
  );
};

export default function ProformaPage() {
  return (
    <RequireAuth>
      <Proforma />
    </RequireAuth>
  );
}
