// /web/bill/:id: the bill print view (see OrderPrintPage).
import { OrderPrintPage } from './OrderPrintPage';

export default function BillPage() {
  return <OrderPrintPage kind="bill" />;
}
