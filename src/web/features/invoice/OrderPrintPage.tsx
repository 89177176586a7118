// /web/invoice/:id, /web/bill/:id and /web/receipt/:id: the order's invoice data (GET /v1/order/invoice) from the
// order's snapshot, in dollars, printable, with the server's PDF.
import { Center, Loader } from '@mantine/core';
import { ApiError } from '../../api/client';
import { DeadEnd } from '../../shell/DeadEnd';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../forms';
import { RequireAuth } from '../../session/RequireAuth';
import { errorMessage } from '../../shell/toast';
import { invoicePdfUrl, receiptPdfUrl, useInvoice } from '../orders/api';
import { InvoiceSheet, type SheetKind } from './InvoiceSheet';
import { PrintFrame } from './PrintFrame';

const Sheet = ({ kind }: { kind: SheetKind }) => {
  const { t } = useTranslation('orders');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const inv = useInvoice(valid ? id : 0);
  usePageTitle(inv.data ? `${t(`invoice.titles.${kind}`)} ${inv.data.invoice_no}` : t(`invoice.titles.${kind}`));
  // an order that is not there (or not this customer's): the shop's header and a way back, not a bare sheet
  if (!valid) return <DeadEnd title={t('invoice.notFoundTitle')} text={t('invoice.notFoundText')} toOrders />;
  if (inv.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('loading', { ns: 'common' })} />
      </Center>
    );
  }
  if (inv.isError) {
    const missing = inv.error instanceof ApiError && inv.error.status === 404;
    return <DeadEnd title={t('invoice.notFoundTitle')} text={missing ? t('invoice.notFoundText') : errorMessage(inv.error)} toOrders />;
  }
  return (
    <PrintFrame pdfUrl={kind === 'receipt' ? receiptPdfUrl(id) : invoicePdfUrl(id)}>
      <InvoiceSheet inv={inv.data} kind={kind} />
    </PrintFrame>
  );
};

export const OrderPrintPage = ({ kind }: { kind: SheetKind }) => (
  <RequireAuth>
    <Sheet kind={kind} />
  </RequireAuth>
);

export default function InvoicePage() {
  return <OrderPrintPage kind="invoice" />;
}
