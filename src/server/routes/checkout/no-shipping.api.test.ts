// Payment and shipping-cost items ship nothing (issues 13 and 15; src/shared/rules/needs-shipping.ts): a staff
// payment request (455) or drop-shipping fees (1633) alone check out with no warehouse, no carrier and shipping 0,
// and the order, its invoice and its mail say "No shipping"; mixed with a PCB, only the PCB ships and is charged.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { parseMails } from '../../test/mail';
import { cartItems, orders } from '../../db/schema/index';
import { makeStaff } from '../../commands/cart/test-support';
import { CartItemStatus } from '../../../shared/contracts/cart';
import { ProductId } from '../../../shared/ids';
import { addItem, addressBody, get, makeOrder, post, signUp, type Customer } from './fixtures.test-helper';

let t: TestApp;
let finance: Customer;
beforeAll(async () => {
  t = await createTestApp();
  finance = await signUp(t);
  await makeStaff(t.handle.db, finance.id, 'finance');
});
afterAll(async () => t.close());

type Checkout = {
  checkout_id: string; subtotal: string; shipping_fee: string; tax_fee: string; total: string; can_continue: boolean; needs_shipping: boolean;
  warehouses: { warehouse: string; weight_grams: number; products: { cart_id: number; product_id: number }[]; selected: string | null }[];
};
const checkout = async (who: Customer, cartIds: number[]) => {
  const res = await post(t, who, '/v1/new-checkout/checkout', { cart_ids: cartIds, address: addressBody('US') });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Checkout;
};

/** A payment request of `cents` made by finance through the staff route: its confirmed 455 cart item. */
const paymentRequest = async (who: Customer, cents: number): Promise<number> => {
  const email = (await get(t, who, '/user/info')).json().data.email as string;
  const res = await post(t, finance, '/v1/staff/custom-payments', {
    email, kind: 'payment', amount: String(cents), description: 'Extra units for PO 77', request_id: crypto.randomUUID(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.cart_id as number;
};

/** Drop-shipping fees as a submitted list puts them in the cart (drop-ship/submit-list.ts): one confirmed 1633 item. */
const dropShipFees = async (who: Customer, cents: bigint): Promise<number> => {
  const now = t.clock.now();
  const [row] = await t.handle.db.insert(cartItems).values({
    userId: who.id, productId: ProductId.CustomizedShipCost, tier: null, name: 'Drop-shipping fees', params: { description: 'Drop-shipping list 1: 2 packages' },
    uploadId: null, priceLines: [{ key: 'custom_shipping', amount: cents.toString() }], unitCents: cents, totalCents: cents, buildDays: 0,
    weightGrams: 0, quantity: 1, status: CartItemStatus.Confirmed, special: null, warnings: [], country: null, carrier: null,
    requestId: crypto.randomUUID(), createdAt: now, updatedAt: now,
  }).returning({ id: cartItems.id });
  return row!.id;
};

const orderRow = async (id: number) => (await t.handle.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('a payment request (455) alone', () => {
  it('checks out with no warehouse and no carrier, and is placed with shipping 0 once, however often it is sent', async () => {
    const ann = await signUp(t);
    const item = await paymentRequest(ann, 12_345);
    const c = await checkout(ann, [item]);
    expect(c).toMatchObject({ needs_shipping: false, warehouses: [], shipping_fee: '0', subtotal: '12345', can_continue: true });
    expect(BigInt(c.total)).toBe(12_345n + BigInt(c.tax_fee));
    // set-logistic has nothing to store: no carrier can be chosen for a warehouse that is not there
    expect((await post(t, ann, '/v1/new-checkout/set-logistic', { checkout_id: c.checkout_id, shipping_method: { hongkong: 'dhl' } })).statusCode).toBe(422);

    const token = crypto.randomUUID();
    const first = await makeOrder(t, ann, [item], { checkout_id: c.checkout_id, checkout_token: token });
    expect(first.statusCode, first.body).toBe(200);
    const again = await makeOrder(t, ann, [item], { checkout_id: c.checkout_id, checkout_token: token });
    expect(again.json().data).toMatchObject({ order_id: first.json().data.order_id, repeated: true });
    expect(await t.handle.db.select().from(orders).where(eq(orders.userId, ann.id))).toHaveLength(1);

    const order = await orderRow(first.json().data.order_id);
    expect(order).toMatchObject({ shippingCents: 0n, shipping: [], subtotalCents: 12_345n, notDetail: true });
    expect(order.totalCents).toBe(BigInt(c.total));
    const detail = (await get(t, ann, `/v1/order/detail?id=${order.id}`)).json().data;
    expect(detail).toMatchObject({ shipping: [], shipping_fee: '0', total: c.total });
    const invoice = (await get(t, ann, `/v1/order/invoice?id=${order.id}`)).json().data;
    expect(invoice).toMatchObject({ shipment: '0', shipping_carrier: '' });
    const placedMail = parseMails(await t.outbox()).find((m) => m.bodies[0]?.includes(order.orderNo) && m.bodies[0]?.includes('Shipping'));
    expect(placedMail?.bodies[0]).toContain('No shipping');
  });
});

describe('drop-shipping fees (1633) alone', () => {
  it('need no carrier: a carrier a stale page still sends is ignored and nothing is charged for shipping', async () => {
    const bo = await signUp(t);
    const fees = await dropShipFees(bo, 3_450n);
    const c = await checkout(bo, [fees]);
    expect(c).toMatchObject({ needs_shipping: false, warehouses: [], shipping_fee: '0', can_continue: true });
    const made = await makeOrder(t, bo, [fees], { shipping_method: { hongkong: 'dhl' } });
    expect(made.statusCode, made.body).toBe(200);
    const order = await orderRow(made.json().data.order_id);
    expect(order).toMatchObject({ shippingCents: 0n, shipping: [], subtotalCents: 3_450n });
    expect(made.json().data.total).toBe(c.total);
  });
});

describe('a payment request with a PCB', () => {
  it('ships the PCB only: one warehouse, the PCB’s weight, its carrier and cost', async () => {
    const cy = await signUp(t);
    const pay = await paymentRequest(cy, 5_000);
    const pcb = await addItem(t, cy, { weightGrams: 250 });
    const pcbOnly = await checkout(cy, [pcb]);
    const c = await checkout(cy, [pay, pcb]);
    expect(c.needs_shipping).toBe(true);
    expect(c.warehouses.map((w) => w.warehouse)).toEqual(['shenzhen']);
    expect(c.warehouses[0]!.products.map((p) => p.cart_id)).toEqual([pcb]);
    // the 455 line weighs nothing: the shipping is the PCB's own
    expect(c.warehouses[0]!.weight_grams).toBe(pcbOnly.warehouses[0]!.weight_grams);
    expect(c.shipping_fee).toBe(pcbOnly.shipping_fee);
    expect(BigInt(c.shipping_fee)).toBeGreaterThan(0n);

    const made = await makeOrder(t, cy, [pay, pcb], { checkout_id: c.checkout_id });
    expect(made.statusCode, made.body).toBe(200);
    const order = await orderRow(made.json().data.order_id);
    expect(order.shippingCents).toBe(BigInt(c.shipping_fee));
    expect(order.shipping).toEqual([expect.objectContaining({ warehouse: 'shenzhen', carrier: c.warehouses[0]!.selected })]);
    expect(made.json().data.total).toBe(c.total);
  });
});
