// Order calls (src/shared/contracts/order.ts; issue 4 §4): history with the pending filter and search, detail,
// re-order into the cart, cancel, and the invoice data for the print views.
import { useQuery } from '@tanstack/react-query';
import { call, href } from '../../api/client';

export const ORDERS_KEY = ['orders'] as const;

interface ListParams {
  pending: boolean;
  q: string;
  page: number;
}

export const useOrderList = ({ pending, q, page }: ListParams) =>
  useQuery({
    queryKey: [...ORDERS_KEY, 'list', pending, q, page],
    queryFn: ({ signal }) => call('GET /v1/order/list', { query: { status: pending ? 1 : undefined, q: q || undefined, page } }, { signal }),
    placeholderData: (prev) => prev,
  });

export const orderDetailKey = (id: number) => [...ORDERS_KEY, 'detail', id] as const;
export const useOrderDetail = (id: number) =>
  useQuery({ queryKey: orderDetailKey(id), queryFn: ({ signal }) => call('GET /v1/order/detail', { query: { id } }, { signal }), enabled: id > 0 });

export const reorder = (orderId: number) => call('POST /v1/order/reorder', { body: { order_id: orderId } });
/** A corrected design file (already uploaded) for a line of an order on hold for a file problem. */
export const reuploadLineFile = (orderId: number, lineId: number, fileId: string) =>
  call('POST /v1/order/reupload', { body: { order_id: orderId, line_id: lineId, file_id: fileId } });
export const cancelOrder = (orderId: number, reason: string) => call('POST /v1/order/cancel', { body: { order_id: orderId, reason } });

export const useInvoice = (id: number) =>
  useQuery({ queryKey: [...ORDERS_KEY, 'invoice', id], queryFn: ({ signal }) => call('GET /v1/order/invoice', { query: { id } }, { signal }), enabled: id > 0 });

/** The server's PDF of the invoice (a plain link: the browser downloads it with the session cookie). */
export const invoicePdfUrl = (id: number) => href('GET /v1/order/invoice.pdf', { query: { id } });
/** The receipt of a paid order: a different document from the bill (issue 8 §4). */
export const receiptPdfUrl = (id: number) => href('GET /v1/order/receipt.pdf', { query: { id } });
