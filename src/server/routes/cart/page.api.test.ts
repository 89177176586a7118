// The cart page API (issue 4 §1): the full cart in two sections, quantity changes re-priced on the server, cancel
// with a reason, the proforma invoice; login required everywhere and another customer's item is a 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { cancelReasonOf, cartHistoryOf } from '../../commands/cart/test-support';
import { CartItemStatus } from '../../../shared/status/cart-item';
import { ProductId } from '../../../shared/ids';
import { signUp, type TestUser } from '../user/test-helpers';
import { addPcb, addStencil, cartIndex, dashboard, post } from './cart.test-helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const update = (user: TestUser | null, cart_id: number, quantity: unknown) => post(t, user, '/cart/update', { cart_id, quantity });

describe('login and ownership', () => {
  let owner: TestUser;
  let stranger: TestUser;
  let itemId: number;
  beforeAll(async () => {
    owner = await signUp(t);
    stranger = await signUp(t);
    itemId = await addPcb(t, owner);
  });

  it('asks for a login on every cart page call', async () => {
    for (const [url, body] of [
      ['/v1/cart/new-index', {}], ['/cart/update', { cart_id: itemId, quantity: 5 }], ['/v1/cart/cancel', { id: itemId }],
      ['/v1/cart/add-cancel-reason', { id: itemId, reason: 'price' }], ['/v1/cart/confirm-quote', { cart_id: itemId }],
      ['/v1/cart/reject-quote', { cart_id: itemId }], ['/v1/cart/proforma', { cart_ids: [itemId] }],
    ] as const) {
      const res = await post(t, null, url, body);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code, url).toBe(4302);
    }
  });

  it("answers 404 for another customer's item and leaves it alone", async () => {
    for (const [url, body] of [
      ['/cart/update', { cart_id: itemId, quantity: 50 }], ['/v1/cart/cancel', { id: itemId }],
      ['/v1/cart/add-cancel-reason', { id: itemId, reason: 'price' }], ['/v1/cart/confirm-quote', { cart_id: itemId }],
      ['/v1/cart/reject-quote', { cart_id: itemId }], ['/v1/cart/proforma', { cart_ids: [itemId] }],
    ] as const) {
      const res = await post(t, stranger, url, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().key, url).toBe('errors.notFound');
    }
    expect((await cartIndex(t, stranger)).items).toEqual([]);
    const mine = await cartIndex(t, owner);
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({ cart_id: itemId, quantity: 10 });
  });

  it('answers 404 for an id that does not exist', async () => {
    expect((await update(owner, 999_999, 5)).statusCode).toBe(404);
    expect((await post(t, owner, '/v1/cart/cancel', { id: 999_999 })).statusCode).toBe(404);
  });

  it('rejects bad input by field', async () => {
    const cases: [string, unknown, string][] = [
      ['/cart/update', { cart_id: 'x', quantity: 5 }, 'cart_id'],
      ['/cart/update', { cart_id: itemId }, 'quantity'],
      ['/cart/update', { cart_id: itemId, quantity: 5, price: '1' }, 'price'],
      ['/cart/update', { cart_id: itemId, quantity: { n: 5 } }, 'quantity'],
      ['/v1/cart/cancel', { id: -1 }, 'id'],
      ['/v1/cart/cancel', {}, 'id'],
      ['/v1/cart/add-cancel-reason', { id: itemId, reason: 'because' }, 'reason'],
      ['/v1/cart/add-cancel-reason', { id: itemId, reason: 'other', remark: 'x'.repeat(301) }, 'remark'],
      ['/v1/cart/proforma', { cart_ids: [] }, 'cart_ids'],
      ['/v1/cart/new-index', { page: 1 }, 'page'],
      ['/v1/cart/confirm-quote', { id: itemId }, 'cart_id'],
    ];
    for (const [url, body, field] of cases) {
      const res = await post(t, owner, url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(422);
      expect(Object.keys(res.json().fields ?? {}), url).toContain(field);
    }
  });
});

describe('POST /v1/cart/new-index', () => {
  it('splits the cart into finished and waiting sections with the selectable totals', async () => {
    const user = await signUp(t);
    const pcb = await addPcb(t, user);
    const premium = await addPcb(t, user, { layers: 20, thickness: 2.4 }, 5);
    const stencil = await addStencil(t, user, { quantity: 2 });
    const data = await cartIndex(t, user);

    expect(data.items.map((i: { cart_id: number }) => i.cart_id)).toEqual([stencil, premium, pcb]);
    expect(data.sections).toEqual({ finished: [stencil, pcb], waiting: [premium] });
    const byId = new Map(data.items.map((i: { cart_id: number }) => [i.cart_id, i]));
    expect(byId.get(pcb)).toMatchObject({
      name: 'PCB', pid: ProductId.PCB, sku: 'PCB-2L-STD', status: CartItemStatus.Active, status_label: 'cart.status.active',
      section: 'finished', selectable: true, quantity: 10, build_days: expect.any(Number), file: expect.objectContaining({ name: 'board.zip' }),
      thumb: '/images/products/pcb.svg', created_at: expect.any(String),
    });
    expect((byId.get(pcb) as { details: unknown[] }).details).toEqual(expect.arrayContaining([
      { key: 'layers', label_key: 'pcb.param.layers', value: 2, value_key: 'pcb.unit.layers', value_params: { value: '2' } },
      { key: 'width', label_key: 'pcb.param.width', value: 50, value_key: 'pcb.unit.mm', value_params: { value: '50' } },
      { key: 'material', label_key: 'pcb.param.material', value: 'fr4', value_key: 'pcb.choice.material.fr4' },
    ]));
    expect(byId.get(premium)).toMatchObject({
      name: 'Premium PCB', status: CartItemStatus.Quotation, status_label: 'cart.status.quotation', section: 'waiting',
      selectable: false, total: null, lines: [],
    });
    expect(byId.get(stencil)).toMatchObject({ sku: 'STENCIL-380x280', thumb: '/images/products/stencil.svg', selectable: true });

    const pcbTotal = BigInt((byId.get(pcb) as { total: string }).total);
    const stencilTotal = BigInt((byId.get(stencil) as { total: string }).total);
    expect(pcbTotal).toBeGreaterThan(0n);
    expect(data.totals).toEqual({ count: 3, selectable_count: 2, selectable_total: (pcbTotal + stencilTotal).toString() });
    expect((byId.get(pcb) as { lines: { key: string }[] }).lines.map((l) => l.key)).toContain('pcb');
  });

  it('accepts a call without a body, and answers an empty cart', async () => {
    const user = await signUp(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/cart/new-index', headers: { 'x-auth-token': user.token } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ items: [], sections: { finished: [], waiting: [] }, totals: { count: 0, selectable_count: 0, selectable_total: '0' } });
  });
});

describe('POST /cart/update', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await signUp(t);
  });

  it('re-prices on the server: more boards cost more in total, and the dashboard follows', async () => {
    const id = await addPcb(t, user);
    const before = (await cartIndex(t, user)).items.find((i: { cart_id: number }) => i.cart_id === id);
    const res = await update(user, id, 100);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data;
    expect(after).toMatchObject({ cart_id: id, quantity: 100, status: CartItemStatus.Active, selectable: true });
    expect(after.params.quantity).toBe(100);
    expect(BigInt(after.total)).toBeGreaterThan(BigInt(before.total));
    expect(after.unit_price).toBe((BigInt(after.total) / 100n).toString());
    const panel = await dashboard(t, user);
    expect(panel.details.find((d: { cart_id: number }) => d.cart_id === id)).toMatchObject({ quantity: 100, price: after.total });
    // Back to 10 gives back the price of 10: the price is the tables', not a scaled copy of the old one.
    expect((await update(user, id, 10)).json().data.total).toBe(before.total);
  });

  it.each([
    ['-5', 5],
    ['', 3],
    ['0', 3],
    [0, 3],
    ['abc12', 15],
    ['1,000', 1000],
    [12, 15],
    [99_999, 10000],
  ])('normalises %j to %i for a quick-turn PCB (digits only, empty or 0 → 1, then the next allowed step)', async (raw, expected) => {
    const id = await addPcb(t, user);
    const res = await update(user, id, raw);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.quantity).toBe(expected);
    expect(res.json().data.params.quantity).toBe(expected);
  });

  it('snaps a stencil to an even quantity and re-prices it', async () => {
    const id = await addStencil(t, user, { quantity: 2 });
    const two = (await cartIndex(t, user)).items.find((i: { cart_id: number }) => i.cart_id === id);
    const res = await update(user, id, '-5');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.quantity).toBe(6);
    expect(BigInt(res.json().data.total)).toBeGreaterThan(BigInt(two.total));
    expect((await update(user, id, '')).json().data.quantity).toBe(2);
  });

  it('keeps a premium item waiting for its quotation, without a price', async () => {
    const id = await addPcb(t, user, { layers: 20, thickness: 2.4 }, 5);
    const res = await update(user, id, '12');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ quantity: 15, status: CartItemStatus.Quotation, total: null, selectable: false });
  });

  it('refuses a removed item', async () => {
    const id = await addPcb(t, user);
    expect((await post(t, user, '/v1/cart/cancel', { id })).statusCode).toBe(200);
    expect((await update(user, id, 20)).statusCode).toBe(404);
  });
});

describe('POST /v1/cart/cancel and /v1/cart/add-cancel-reason', () => {
  it('removes the item from the cart and the dashboard, records why, and repeats harmlessly', async () => {
    const user = await signUp(t);
    const keep = await addPcb(t, user);
    const gone = await addPcb(t, user, { layers: 4 });
    expect((await dashboard(t, user)).count).toBe(2);

    const res = await post(t, user, '/v1/cart/cancel', { id: gone });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id: gone });
    const data = await cartIndex(t, user);
    expect(data.items.map((i: { cart_id: number }) => i.cart_id)).toEqual([keep]);
    expect(data.totals.count).toBe(1);
    const panel = await dashboard(t, user);
    expect(panel.count).toBe(1);
    expect(panel.details.map((d: { cart_id: number }) => d.cart_id)).toEqual([keep]);

    // A double click answers the same; the history has one cancel.
    expect((await post(t, user, '/v1/cart/cancel', { id: gone })).statusCode).toBe(200);
    const history = await cartHistoryOf(t.handle.db, gone);
    expect(history).toEqual([
      { from: null, to: String(CartItemStatus.Active), actor: 'customer', actorId: user.uid },
      { from: String(CartItemStatus.Active), to: 'cancelled', actor: 'customer', actorId: user.uid },
    ]);

    // The reason comes after the cancel; a second answer replaces the first.
    const reason = await post(t, user, '/v1/cart/add-cancel-reason', { id: gone, reason: 'price', remark: '  too expensive ' });
    expect(reason.statusCode, reason.body).toBe(200);
    expect(await cancelReasonOf(t.handle.db, gone)).toEqual({ reason: 'price', remark: 'too expensive' });
    await post(t, user, '/v1/cart/add-cancel-reason', { id: gone, reason: 'other' });
    expect(await cancelReasonOf(t.handle.db, gone)).toEqual({ reason: 'other', remark: '' });

    // A removed item cannot be checked out or put on a proforma.
    expect((await post(t, user, '/v1/cart/proforma', { cart_ids: [gone] })).statusCode).toBe(404);
  });
});

describe('POST /v1/cart/proforma', () => {
  it('lists the selected items at the checkout price, in dollars, with the customer', async () => {
    const user = await signUp(t);
    const a = await addPcb(t, user);
    const b = await addStencil(t, user, { quantity: 4 });
    const index = await cartIndex(t, user);
    const res = await post(t, user, '/v1/cart/proforma', { cart_ids: [b, a] });
    expect(res.statusCode, res.body).toBe(200);
    const pf = res.json().data;
    expect(pf).toMatchObject({
      currency: 'USD', customer: { uid: user.uid, email: user.email, name: 'Dana Rivera' }, bill_to: null, discount: '0', shipment: null,
      date: t.clock.now().toISOString(),
    });
    expect(pf.invoice_no).toMatch(new RegExp(`^PF-\\d{8}-${user.uid}-[0-9A-F]{6}$`));
    expect(pf.items.map((i: { cart_id: number; model: string }) => [i.cart_id, i.model])).toEqual([[a, 'PCB-2L-STD'], [b, 'STENCIL-380x280']]);
    expect(pf.subtotal).toBe(index.totals.selectable_total);
    expect(pf.order_amount).toBe(pf.subtotal);
    // The same selection keeps its number.
    expect((await post(t, user, '/v1/cart/proforma', { cart_ids: [a, b] })).json().data.invoice_no).toBe(pf.invoice_no);
  });

  it('refuses items still waiting for a quotation', async () => {
    const user = await signUp(t);
    const premium = await addPcb(t, user, { layers: 20, thickness: 2.4 }, 5);
    const res = await post(t, user, '/v1/cart/proforma', { cart_ids: [premium] });
    expect(res.statusCode).toBe(409);
    expect(res.json().key).toBe('errors.cartItemNotQuoted');
  });
});
