// Staff quoting of premium items and the customer's answer (issue 4 §1): Quotation → Confirming (staff) →
// Confirmed (selectable) or Rejected (not), every move through the state machine and recorded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { cartHistoryOf } from '../../commands/cart/test-support';
import { CartItemStatus } from '../../../shared/status/cart-item';
import { signUp, type TestUser } from '../user/test-helpers';
import { addPcb, cartIndex, get, post, signUpStaff } from './cart.test-helper';

let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signUpStaff(t);
});
afterAll(async () => t.close());

const PREMIUM = { layers: 20, thickness: 2.4 };
const LINES = [{ key: 'pcb', amount: '45000' }, { key: 'setup', amount: '5000' }, { key: 'special_discount', amount: '-2000' }];
const quote = (who: TestUser, cart_id: number, lines: unknown = LINES, build_days: unknown = 12) =>
  post(t, who, '/v1/staff/cart/quote', { cart_id, lines, build_days });

describe('staff routes', () => {
  it('are closed to customers (4300) and to visitors (4302)', async () => {
    const customer = await signUp(t);
    const id = await addPcb(t, customer, PREMIUM, 5);
    const list = await get(t, customer, '/v1/staff/cart/quotations');
    expect(list.statusCode).toBe(403);
    expect(list.json().code).toBe(4300);
    const q = await quote(customer, id);
    expect(q.statusCode).toBe(403);
    expect(q.json().code).toBe(4300);
    expect((await get(t, null, '/v1/staff/cart/quotations')).json().code).toBe(4302);
    expect((await cartIndex(t, customer)).items[0]).toMatchObject({ status: CartItemStatus.Quotation, total: null });
  });

  it('list the items waiting for a quotation, oldest first, with the customer', async () => {
    const customer = await signUp(t);
    const first = await addPcb(t, customer, PREMIUM, 5);
    t.clock.advance(1000);
    const second = await addPcb(t, customer, PREMIUM, 5);
    await addPcb(t, customer); // priced: not waiting
    const res = await get(t, staff, '/v1/staff/cart/quotations');
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json().data.items.filter((i: { customer: { uid: number } }) => i.customer.uid === customer.uid);
    expect(mine.map((i: { cart_id: number }) => i.cart_id)).toEqual([first, second]);
    expect(mine[0]).toMatchObject({ status: CartItemStatus.Quotation, customer: { email: customer.email, name: 'Dana Rivera' } });
  });

  it('reject bad quotes by field', async () => {
    const customer = await signUp(t);
    const id = await addPcb(t, customer, PREMIUM, 5);
    const cases: [unknown, unknown, string][] = [
      [[], 12, 'lines'],
      [[{ key: 'gold', amount: '100' }], 12, 'lines.0.key'],
      [[{ key: 'pcb', amount: '12.50' }], 12, 'lines.0.amount'],
      [[{ key: 'pcb', amount: 1250 }], 12, 'lines.0.amount'],
      [[{ key: 'pcb', amount: '-100' }], 12, 'lines'],
      [[{ key: 'pcb', amount: '100' }, { key: 'pcb', amount: '100' }], 12, 'lines'],
      [LINES, 0, 'build_days'],
      [LINES, 2.5, 'build_days'],
    ];
    for (const [lines, days, field] of cases) {
      const res = await quote(staff, id, lines, days);
      expect(res.statusCode, JSON.stringify(lines)).toBe(422);
      expect(Object.keys(res.json().fields ?? {}), JSON.stringify(lines)).toContain(field);
    }
    const zero = await quote(staff, id, [{ key: 'pcb', amount: '0' }]);
    expect(zero.statusCode).toBe(422);
    expect(zero.json().fields).toEqual({ lines: 'validation.invalid' });
    expect((await quote(staff, 999_999)).statusCode).toBe(404);
  });
});

describe('quote flow', () => {
  let customer: TestUser;
  beforeAll(async () => {
    customer = await signUp(t);
  });

  it('Confirming → Confirmed makes the item selectable at the quoted price', async () => {
    const id = await addPcb(t, customer, PREMIUM, 5);
    const q = await quote(staff, id);
    expect(q.statusCode, q.body).toBe(200);
    expect(q.json().data).toMatchObject({
      status: CartItemStatus.Confirming, status_label: 'cart.status.confirming', section: 'waiting', selectable: false,
      total: '48000', unit_price: '4800', build_days: 12, lines: LINES,
    });
    // Still waiting: it cannot go on a proforma (nor to checkout) before the customer confirms.
    expect((await post(t, customer, '/v1/cart/proforma', { cart_ids: [id] })).statusCode).toBe(409);
    // Staff cannot answer for the customer, and another customer cannot either.
    expect((await post(t, staff, '/v1/cart/confirm-quote', { cart_id: id })).statusCode).toBe(404);
    expect((await post(t, await signUp(t), '/v1/cart/confirm-quote', { cart_id: id })).statusCode).toBe(404);

    const res = await post(t, customer, '/v1/cart/confirm-quote', { cart_id: id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: CartItemStatus.Confirmed, section: 'finished', selectable: true, total: '48000' });
    const index = await cartIndex(t, customer);
    expect(index.sections.finished).toContain(id);
    expect(index.totals.selectable_total).toBe('48000');
    const pf = await post(t, customer, '/v1/cart/proforma', { cart_ids: [id] });
    expect(pf.statusCode, pf.body).toBe(200);
    expect(pf.json().data).toMatchObject({ subtotal: '48000', items: [{ cart_id: id, unit_price: '4800', quantity: 10, build_days: 12 }] });

    // Answered once: confirming again, rejecting or re-quoting a confirmed item is refused.
    expect((await post(t, customer, '/v1/cart/confirm-quote', { cart_id: id })).json().key).toBe('errors.cartTransitionSame');
    expect((await post(t, customer, '/v1/cart/reject-quote', { cart_id: id })).json().key).toBe('errors.cartTransitionForbidden');
    const again = await quote(staff, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().key).toBe('errors.cartTransitionForbidden');

    expect(await cartHistoryOf(t.handle.db, id)).toEqual([
      { from: null, to: '2', actor: 'customer', actorId: customer.uid },
      { from: '2', to: '4', actor: 'staff', actorId: staff.uid },
      { from: '4', to: '5', actor: 'customer', actorId: customer.uid },
    ]);
  });

  it('Rejected stays waiting and not selectable; staff may quote it again', async () => {
    const id = await addPcb(t, customer, PREMIUM, 5);
    await quote(staff, id);
    const res = await post(t, customer, '/v1/cart/reject-quote', { cart_id: id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: CartItemStatus.Rejected, status_label: 'cart.status.rejected', section: 'waiting', selectable: false });
    const index = await cartIndex(t, customer);
    expect(index.sections.waiting).toContain(id);
    expect((await post(t, customer, '/v1/cart/proforma', { cart_ids: [id] })).statusCode).toBe(409);
    const list = (await get(t, staff, '/v1/staff/cart/quotations')).json().data.items;
    expect(list.map((i: { cart_id: number }) => i.cart_id)).toContain(id);

    const requote = await quote(staff, id, [{ key: 'pcb', amount: '40000' }], 10);
    expect(requote.statusCode, requote.body).toBe(200);
    expect(requote.json().data).toMatchObject({ status: CartItemStatus.Confirming, total: '40000' });
  });

  it('a quantity change on a quoted item asks for a new quote', async () => {
    const id = await addPcb(t, customer, PREMIUM, 5);
    await quote(staff, id);
    await post(t, customer, '/v1/cart/confirm-quote', { cart_id: id });
    const same = await post(t, customer, '/cart/update', { cart_id: id, quantity: 10 });
    expect(same.json().data).toMatchObject({ status: CartItemStatus.Confirmed, total: '48000' });
    const res = await post(t, customer, '/cart/update', { cart_id: id, quantity: 20 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ quantity: 20, status: CartItemStatus.Quotation, total: null, lines: [], selectable: false });
  });

  it('refuses to quote a priced item or answer an item that was not quoted', async () => {
    const priced = await addPcb(t, customer);
    expect((await quote(staff, priced)).json().key).toBe('errors.cartTransitionForbidden');
    const waiting = await addPcb(t, customer, PREMIUM, 5);
    const res = await post(t, customer, '/v1/cart/confirm-quote', { cart_id: waiting });
    expect(res.statusCode).toBe(409);
    expect(res.json().key).toBe('errors.cartTransitionForbidden');
  });

  it('a cancelled item leaves the staff list and cannot be quoted', async () => {
    const id = await addPcb(t, customer, PREMIUM, 5);
    expect((await post(t, customer, '/v1/cart/cancel', { id })).statusCode).toBe(200);
    const list = (await get(t, staff, '/v1/staff/cart/quotations')).json().data.items;
    expect(list.map((i: { cart_id: number }) => i.cart_id)).not.toContain(id);
    expect((await quote(staff, id)).statusCode).toBe(404);
  });
});
