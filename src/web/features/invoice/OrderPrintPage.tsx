// /web/invoice/:id, /web/bill/:id and /web/receipt/:id: the order's invoice data (GET /v1/order/invoice) from the
// order's snapshot, in dollars, printable, with the server's PDF.
import { Alert, Center, Loader } from '@mantine/core';
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
  if (!valid) return <Alert color="red">{t('errors.notFound', { ns: 'common' })}</Alert>;
  if (inv.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('loading', { ns: 'common' })} />
      </Center>
    );
  }
  if (inv.isError) {
    return (
      <Alert color="red" variant="light" role="alert" m="xl">
        {errorMessage(inv.error)}
      </Alert>
    );
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
