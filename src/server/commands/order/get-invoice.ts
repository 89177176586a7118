// GET /v1/order/invoice: the spec's invoice fields (platform §3 Invoice) from the order's snapshot, in USD.
// Owner only. The invoice number is derived from the order number, so it is stable and needs no counter.
import type { Deps } from '../../deps';
import type { Invoice } from '../../../shared/contracts/order';
import { storedAddress } from './order-address';
import { findOwnOrder } from './get-order';

type ShippingSnap = { name: string };

export const getInvoice = async ({ db }: Pick<Deps, 'db'>, userId: number, orderId: number): Promise<Invoice> => {
  const { order, lines } = await findOwnOrder(db, userId, orderId);
  return {
    invoice_no: `INV-${order.orderNo}`,
    order_no: order.orderNo,
    order_date: order.createdAt.toISOString(),
    payment_method: order.paymentMethod,
    payment_status: order.paymentStatus === 'done' ? 'done' : 'pending',
    tax_code: order.taxCode,
    ship_to: storedAddress(order.shipTo),
    bill_to: storedAddress(order.billTo),
    items: lines.map((l) => ({
      product_id: l.productId, name: l.name, model: l.sku, unit_price: l.unitCents.toString(), quantity: l.quantity, total: l.totalCents.toString(),
      params: l.params as Record<string, unknown>,
    })),
    subtotal: order.subtotalCents.toString(),
    discount: order.discountCents.toString(),
    shipment: order.shippingCents.toString(),
    tax: order.taxCents.toString(),
    order_amount: order.totalCents.toString(),
    currency: 'USD',
    shipping_carrier: (order.shipping as ShippingSnap[]).map((s) => s.name).join(', '),
  };
};
