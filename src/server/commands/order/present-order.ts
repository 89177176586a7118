// Shapes orders for the API: status code → label, progress step, cancelled / pending flags; money as cent strings.
import type { orderHistory, orderLines, orders, paymentRefunds } from '../../db/schema/index';
import type { OrderRefund } from '../../../shared/contracts/payment';
import type { OrderDetail, OrderHold, OrderSummary } from '../../../shared/contracts/order';
import { storedAddress } from './order-address';
import { CANCEL_WINDOW_MS, ORDER_STATUS_VIEW, isOrderStatus, type PaymentStatus } from '../../../shared/status/order';

export type OrderRowFull = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
type OrderHistoryRow = typeof orderHistory.$inferSelect;
type RefundRow = typeof paymentRefunds.$inferSelect;

const presentRefund = (r: RefundRow): OrderRefund => ({
  amount: r.amountCents.toString(), kind: r.kind as OrderRefund['kind'], status: r.status as OrderRefund['status'],
  created_at: r.createdAt.toISOString(), completed_at: r.completedAt?.toISOString() ?? null,
});

const paymentStatusOf = (s: string): PaymentStatus => (s === 'done' ? 'done' : 'pending');

const stateOf = (o: Pick<OrderRowFull, 'status' | 'paymentStatus'>) => {
  const v = isOrderStatus(o.status) ? ORDER_STATUS_VIEW[o.status] : { label: 'ordered' as const, step: 0, cancelled: false, pending: false, onHold: false };
  return {
    status: o.status, label: v.label, step: v.step, cancelled: v.cancelled, pending: v.pending, on_hold: v.onHold,
    payment_status: paymentStatusOf(o.paymentStatus),
  };
};

export const presentSummary = (o: OrderRowFull, lines: readonly OrderLineRow[]): OrderSummary => ({
  ...stateOf(o),
  id: o.id,
  order_no: o.orderNo,
  created_at: o.createdAt.toISOString(),
  total: o.totalCents.toString(),
  payment_method: o.paymentMethod,
  item_count: lines.length,
  items: lines.map((l) => ({ name: l.name, sku: l.sku, file_name: l.fileName })),
  not_detail: o.notDetail,
});

/** The stored hold (orders.hold, written by the staff hold and the customer's re-upload) as the API shows it. */
export interface StoredHold {
  message: string;
  line_ids: number[];
  held_at: string;
  staff_id: number;
  reuploaded_at: string | null;
  /** Written by the customer's re-uploads. */
  reuploaded_line_ids?: number[];
}
const holdOf = (o: OrderRowFull): OrderHold | null => {
  const h = o.hold as StoredHold | null;
  return h
    ? { message: h.message, line_ids: h.line_ids, reuploaded_line_ids: h.reuploaded_line_ids ?? [], held_at: h.held_at, reuploaded_at: h.reuploaded_at }
    : null;
};

type ShippingSnap = { warehouse: string; carrier: string; name: string; cost: string };

export const presentDetail = (
  o: OrderRowFull,
  lines: readonly OrderLineRow[],
  history: readonly OrderHistoryRow[],
  refunds: readonly RefundRow[] = [],
): OrderDetail => {
  const shipTo = storedAddress(o.shipTo);
  const state = stateOf(o);
  const cancelUntil = o.paidAt && !state.cancelled ? new Date(o.paidAt.getTime() + CANCEL_WINDOW_MS).toISOString() : null;
  return {
    ...state,
    id: o.id,
    order_no: o.orderNo,
    created_at: o.createdAt.toISOString(),
    paid_at: o.paidAt?.toISOString() ?? null,
    payment_method: o.paymentMethod,
    ship_to: shipTo,
    bill_to: storedAddress(o.billTo),
    phone: shipTo.customer_telephone,
    items: lines.map((l) => ({
      line_id: l.id, product_id: l.productId, name: l.name, sku: l.sku, params: l.params as Record<string, unknown>, file_name: l.fileName,
      quantity: l.quantity, unit_price: l.unitCents.toString(), total: l.totalCents.toString(), warehouse: l.warehouse,
    })),
    shipping: (o.shipping as ShippingSnap[]).map((s) => ({ warehouse: s.warehouse, carrier: s.carrier, name: s.name, cost: s.cost })),
    shipping_fee: o.shippingCents.toString(),
    tracking_number: o.trackingNumber,
    subtotal: o.subtotalCents.toString(),
    discount: o.discountCents.toString(),
    tax: o.taxCents.toString(),
    tax_code: o.taxCode,
    total: o.totalCents.toString(),
    currency: 'USD',
    remark: o.remark,
    cancel_until: cancelUntil,
    refund: o.refundCents?.toString() ?? null,
    refunds: refunds.map(presentRefund),
    history: history.map((h) => ({ from: h.fromStatus, to: h.toStatus, actor: h.actorType, reason: h.reason, at: h.createdAt.toISOString() })),
    hold: holdOf(o),
  };
};
