// /web/receipt/:id: the receipt print view of a paid order (see OrderPrintPage).
import { OrderPrintPage } from './OrderPrintPage';

export default function ReceiptPage() {
  return <OrderPrintPage kind="receipt" />;
}
