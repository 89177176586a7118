// Order calls (src/shared/contracts/order.ts; issue 4 §4): history with the pending filter and search, detail,
// re-order into the cart, cancel, and the invoice data for the print views.
import { useQuery } from '@tanstack/react-query';
import type { CancelOrderResult, Invoice, OrderDetail, OrderList } from '../../../shared/contracts/order';
import { api, buildUrl } from '../../api/client';

export const ORDERS_KEY = ['orders'] as const;

interface ListParams {
  pending: boolean;
  q: string;
  page: number;
}

export const useOrderList = ({ pending, q, page }: ListParams) =>
  useQuery({
    queryKey: [...ORDERS_KEY, 'list', pending, q, page],
    queryFn: ({ signal }) => api.get<OrderList>('/v1/order/list', { status: pending ? 1 : undefined, q: q || undefined, page }, signal),
    placeholderData: (prev) => prev,
  });

const orderDetailKey = (id: number) => [...ORDERS_KEY, 'detail', id] as const;
export const useOrderDetail = (id: number) =>
  useQuery({ queryKey: orderDetailKey(id), queryFn: ({ signal }) => api.get<OrderDetail>('/v1/order/detail', { id }, signal), enabled: id > 0 });

export const reorder = (orderId: number) => api.post<{ cart_ids: number[]; skipped: number }>('/v1/order/reorder', { order_id: orderId });
export const cancelOrder = (orderId: number, reason: string) => api.post<CancelOrderResult>('/v1/order/cancel', { order_id: orderId, reason });

export const useInvoice = (id: number) =>
  useQuery({ queryKey: [...ORDERS_KEY, 'invoice', id], queryFn: ({ signal }) => api.get<Invoice>('/v1/order/invoice', { id }, signal), enabled: id > 0 });

/** The server's PDF of the invoice (a plain link: the browser downloads it with the session cookie). */
export const invoicePdfUrl = (id: number) => buildUrl('/v1/order/invoice.pdf', { id });
