// POST /order/make: places the order in one transaction, idempotently (ARCHITECTURE.md "Placing an order is
// idempotent"; issue 4 §2).
// 1. Lock the selected cart rows (SELECT ... FOR UPDATE): placements of the same cart run one after the other.
// 2. With the lock held, look for an order of this checkout_token: a double click, refresh or retry gets it back.
// 3. Re-price every item on the server, resolve the address, shipping (over-weight refused), coupon and tax. Only
//    goods ship: a payment or shipping-cost request alone (455 / 1633) plans no warehouse, so it needs no carrier
//    and is placed with shipping 0 and an empty shipping snapshot (src/shared/rules/needs-shipping.ts).
// 4. Insert the order (unique user_id + checkout_token; on conflict the existing order is answered), its lines as
//    a snapshot, claim the coupon with a conditional update, move the items to `ordered` (cart-item state machine,
//    history rows) and write the order's history.
import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Tx } from '../../db/client';
import { cartItems, checkoutSessions, orderHistory, orderLines, orders } from '../../db/schema/index';
import { ApiCode } from '../../../shared/api';
import { ProductId, isWireMethod } from '../../../shared/ids';
import { isUniqueViolation } from '../../db/errors';
import { nextOrderNumber } from './order-number';
import { OrderStatus } from '../../../shared/status/order';
import type { OrderMade, Warehouse } from '../../../shared/contracts/checkout';
import type { Carrier } from '../../../shared/pricing/shipping-tables';
import { AppError, notFound } from '../../http/errors';
import { claimCoupon } from '../coupon/claim-coupon';
import { loadPriceTables } from '../quote/price-tables';
import { findUsableCoupon } from '../checkout/checkout-coupons';
import { resolveDelivery, type DeliveryInput } from '../checkout/delivery';
import { loadSelection, priceSelection } from '../checkout/price-selection';
import { CARRIER_NAMES, planShipping, requireShipping } from '../checkout/shipping-options';
import { computeTotals, subtotalOf } from '../checkout/totals';
import { transitionCartItem } from '../cart/transition';
import { transitionOrder, type OrderRow } from './transition-order';
import { paymentsFor } from '../../integrations/payments/index';
import { mailOrderPlaced } from '../mail/mail-order-placed';
import { findActiveDistributorId, recordDistributorOrder } from '../distributor/record-order';
import { mailWireInstructions } from '../mail/mail-wire-instructions';

interface PlaceOrderRequest extends DeliveryInput {
  userId: number;
  cartIds: number[];
  checkoutToken: string;
  checkoutId?: string;
  paymentId: number;
  couponId?: number;
  couponCode?: string;
  isOdm: boolean;
  remark: string;
  shippingMethod: Partial<Record<Warehouse, Carrier>>;
  expectedTotal?: string;
  /** Issue 15: an active distributor's code, recorded on the order. */
  distributorCode?: string;
}

/** Products whose order has no item detail (spec platform §4): customized order payment 455, layout 2798. */
const NOT_DETAIL_PRODUCTS: readonly number[] = [ProductId.CustomizedOrderPayment, ProductId.Layout];

const couponTaken = () => new AppError(ApiCode.conflict, 409, 'errors.couponNotUsable', 'This coupon has already been used.');
const alreadyOrdered = () =>
  new AppError(ApiCode.conflict, 409, 'errors.cartItemOrdered', 'Some of the selected items have already been ordered.');

const PAY_PAGES: Record<number, string> = { 1: '/paypal-loading', 2: '/credit_card', 7: '/pay_msg' };

/** What the client does next: pay at the provider, read the wire instructions, or nothing (free order). */
const nextStep = (o: Pick<OrderRow, 'id' | 'paymentMethod' | 'paymentStatus'>): OrderMade['next'] => {
  if (o.paymentStatus === 'done') return { action: 'none', path: `/web/user/order/${o.id}` };
  if (isWireMethod(o.paymentMethod)) return { action: 'wire', path: `/pay_msg?order_id=${o.id}&method=${o.paymentMethod}` };
  return { action: 'pay', path: `${PAY_PAGES[o.paymentMethod] ?? '/pay_msg'}?order_id=${o.id}&method=${o.paymentMethod}` };
};

const answer = (o: OrderRow, repeated: boolean, expectedTotal: string | undefined): OrderMade => ({
  order_id: o.id,
  order_no: o.orderNo,
  total: o.totalCents.toString(),
  payment_id: o.paymentMethod,
  next: nextStep(o),
  repeated,
  price_changed: expectedTotal !== undefined && expectedTotal !== o.totalCents.toString(),
});

const findByToken = async (tx: Tx, userId: number, token: string): Promise<OrderRow | undefined> => {
  const [o] = await tx.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.checkoutToken, token)));
  return o;
};

type NewOrder = Omit<typeof orders.$inferInsert, 'orderNo'>;

/**
 * Inserts the order with the next order number. The number comes from a sequence (order-number.ts); should it ever
 * be taken already, the insert is retried with the next one inside a savepoint, so the placement does not fail.
 * Answers undefined when this checkout token already made an order (a concurrent placement won).
 */
const insertOrder = async (tx: Tx, values: NewOrder, now: Date): Promise<OrderRow | undefined> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await tx.transaction(async (sp) => {
        const [row] = await sp
          .insert(orders)
          .values({ ...values, orderNo: await nextOrderNumber(sp, now) })
          .onConflictDoNothing({ target: [orders.userId, orders.checkoutToken] })
          .returning();
        return row;
      });
    } catch (err) {
      if (attempt < 5 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
};

const storedChoice = async (tx: Tx, userId: number, checkoutId: string | undefined): Promise<Partial<Record<Warehouse, Carrier>>> => {
  if (!checkoutId) return {};
  const [s] = await tx.select({ m: checkoutSessions.shippingMethod }).from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, checkoutId), eq(checkoutSessions.userId, userId)));
  if (!s) throw notFound('Checkout not found.');
  return s.m as Partial<Record<Warehouse, Carrier>>;
};

export const placeOrder = async (deps: Pick<Deps, 'db' | 'clock' | 'log' | 'config'>, req: PlaceOrderRequest): Promise<OrderMade> => {
  const { db, clock } = deps;
  return db.transaction(async (tx) => {
    const ids = [...new Set(req.cartIds)];
    // Lock first (without the "still in the cart" condition, so a waiting retry still finds the rows), then look
    // for the order this token already made: the lock makes that look happen after the first placement committed.
    const locked = await tx.select({ id: cartItems.id, gone: cartItems.cancelledAt }).from(cartItems)
      .where(and(eq(cartItems.userId, req.userId), inArray(cartItems.id, ids))).orderBy(cartItems.id).for('update');
    const previous = await findByToken(tx, req.userId, req.checkoutToken);
    if (previous) return answer(previous, true, req.expectedTotal);
    if (locked.length !== ids.length) throw notFound('Some of the selected cart items no longer exist.');
    if (locked.some((r) => r.gone !== null)) throw alreadyOrdered();

    const now = clock.now();
    const tables = await loadPriceTables(tx);
    const items = priceSelection(await loadSelection(tx, req.userId, ids, false), tables);
    const delivery = await resolveDelivery(tx, req.userId, req);
    const chosen = { ...(await storedChoice(tx, req.userId, req.checkoutId)), ...req.shippingMethod };
    const shipping = requireShipping(planShipping(items, delivery.iso2, tables.shipping, chosen), chosen);
    const shippingCents = shipping.reduce((s, x) => s + x.cost, 0n);
    // an unknown code refuses the order before anything is written, like a wrong coupon
    const distributorId = req.distributorCode ? await findActiveDistributorId(tx, req.distributorCode) : null;
    const coupon = await findUsableCoupon(tx, { ...req, subtotalCents: subtotalOf(items), now, lines: items });
    const totals = await computeTotals(tx, { items, iso2: delivery.iso2, shippingCents, couponValueCents: coupon?.valueCents ?? 0n });

    const order = await insertOrder(
      tx,
      {
        userId: req.userId,
        checkoutToken: req.checkoutToken,
        status: OrderStatus.Received,
        paymentStatus: 'pending',
        paymentMethod: req.paymentId,
        subtotalCents: totals.subtotalCents,
        shippingCents: totals.shippingCents,
        discountCents: totals.discountCents,
        taxCents: totals.tax.taxCents,
        totalCents: totals.totalCents,
        taxCode: totals.tax.code,
        taxRatePpm: totals.tax.ratePpm,
        couponId: coupon?.id ?? null,
        notDetail: NOT_DETAIL_PRODUCTS.includes(items[0]?.productId ?? 0),
        isOdm: req.isOdm,
        remark: req.remark,
        countryIso2: delivery.iso2,
        shipTo: delivery.shipTo,
        billTo: delivery.billTo,
        shipping: shipping.map((s) => ({ warehouse: s.warehouse, carrier: s.carrier, name: CARRIER_NAMES[s.carrier], cost: s.cost.toString(), days: s.days })),
        createdAt: now,
        updatedAt: now,
      },
      now,
    );
    if (!order) {
      // Same token placed concurrently with another selection: answer the order that won.
      const winner = await findByToken(tx, req.userId, req.checkoutToken);
      if (!winner) throw new Error('order conflict without an order');
      return answer(winner, true, req.expectedTotal);
    }

    await tx.insert(orderLines).values(
      items.map((i, position) => ({
        orderId: order.id, position, cartItemId: i.row.id, productId: i.productId, tier: i.row.tier, warehouse: i.warehouse,
        name: i.name, sku: i.sku, params: i.row.params, fileName: i.fileName, uploadId: i.row.uploadId, priceLines: i.lines,
        unitCents: i.unitCents, quantity: i.quantity, totalCents: i.totalCents, weightGrams: i.weightGrams, buildDays: i.buildDays,
      })),
    );
    if (distributorId !== null) await recordDistributorOrder(tx, order.id, distributorId, now);
    if (coupon) {
      const value = await claimCoupon(tx, { couponId: coupon.id, userId: req.userId, orderId: order.id, subtotalCents: totals.subtotalCents, now });
      if (value === null) throw couponTaken();
    }
    // Each item leaves the cart through the cart-item state machine (Active/Confirmed → ordered), with its history
    // row in this transaction. The rows are locked above, so the conditional update cannot lose a race here.
    for (const i of items) {
      await transitionCartItem(tx, { row: i.row, to: 'ordered', actor: 'customer', actorId: req.userId, reason: `order ${order.orderNo} placed`, now });
    }
    await tx.insert(orderHistory).values({
      orderId: order.id, fromStatus: null, toStatus: OrderStatus.Received, actorType: 'customer', actorId: String(req.userId), reason: 'order placed', createdAt: now,
    });
    if (totals.totalCents === 0n) {
      // Nothing to pay (a coupon covered everything): confirmed at once, no provider involved.
      const paid = await transitionOrder(tx, {
        orderId: order.id, to: OrderStatus.PaymentConfirmed, actor: { type: 'system' }, reason: 'free order', now,
        set: { paymentStatus: 'done', paidAt: now },
      });
      await mailOrderPlaced(tx, order.id, now);
      return answer(paid, false, req.expectedTotal);
    }
    // the mails commit with the order (issue 8 §2): the summary, and the bank details for a wire transfer
    await mailOrderPlaced(tx, order.id, now);
    if (order.paymentMethod === 8 || order.paymentMethod === 9) {
      await mailWireInstructions(tx, { orderId: order.id, method: order.paymentMethod, wire: paymentsFor(deps).config.wire }, now);
    }
    return answer(order, false, req.expectedTotal);
  });
};
