// Product pages through the real routes (issue 14): a Grove module's page (price tiers, stock), its price at the
// quantity tiers of the starter catalogue (Grove - Button: $1.90 each, 90% from 10, 80% from 100; 1,000 in stock),
// the stock limit, unknown ids answering 404, the payment products 455 and 1633 with a page and no add to cart, and
// the part checked out into a placed order at the server's price.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app';
import { seedParts } from '../../db/seed/opl/index';
import { oplParts } from '../../db/schema/index';
import { ProductId } from '../../../shared/ids';
import { get, orderOf, post, signUp, type Customer } from '../checkout/fixtures.test-helper';

let t: TestApp;
let ann: Customer;
let button: number;
beforeAll(async () => {
  t = await createTestApp();
  await seedParts(t.handle.db);
  ann = await signUp(t);
  const [row] = await t.handle.db.select({ id: oplParts.id }).from(oplParts).where(eq(oplParts.sku, 'OPL-GROVE-001'));
  button = row!.id;
});
afterAll(async () => t.close());

const rid = () => crypto.randomUUID();
const add = (who: Customer | null, partId: number, quantity: number, request_id = rid()) =>
  post(t, who, '/v1/cart/add-part', { part_id: partId, quantity, request_id });

describe('GET /product', () => {
  it("shows a Grove module's page with its tiers, stock and slug", async () => {
    const res = await get(t, null, `/product?kind=p&id=${button}`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ type: 'part', id: button, slug: 'grove-button-seeed-studio' });
    expect(d.part).toMatchObject({ sku: 'OPL-GROVE-001', mpn: 'Grove - Button', stock: 1000 });
    expect(d.part.tiers).toEqual([{ qty: 1, unit_price: '1900000' }, { qty: 10, unit_price: '1710000' }, { qty: 100, unit_price: '1520000' }]);
  });

  it("shows a kit's page with its price, stock and box contents, each catalogue module linking to its own page", async () => {
    const [kit] = await t.handle.db.select({ id: oplParts.id }).from(oplParts).where(eq(oplParts.sku, 'OPL-KIT-001'));
    const res = await get(t, null, `/product?kind=p&id=${kit!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ type: 'part', id: kit!.id, slug: 'grove-beginner-kit-for-arduino-seeed-studio' });
    // sample price $22.90 (src/server/db/seed/opl/kits.ts), 640 in stock
    expect(d.part).toMatchObject({ mpn: 'Grove Beginner Kit for Arduino', category: 'Seeed Studio Kits', stock: 640 });
    expect(d.part.tiers[0]).toEqual({ qty: 1, unit_price: '22900000' });
    // Seeed's parts list: Seeeduino Lotus, 10 modules, 6 Grove cables and a USB cable
    expect(d.contents).toHaveLength(13);
    expect(d.contents[0]).toEqual({ name: 'Seeeduino Lotus', quantity: 1, part_id: null, product_path: null });
    expect(d.contents).toContainEqual({ name: 'Grove - Button', quantity: 1, part_id: button, product_path: `/grove-button-seeed-studio-p-${button}` });
    expect(d.contents).toContainEqual({ name: 'Grove cable', quantity: 6, part_id: null, product_path: null });
    // every linked line opens a page that exists
    for (const line of d.contents.filter((l: { part_id: number | null }) => l.part_id !== null)) {
      expect((await get(t, null, `/product?kind=p&id=${line.part_id}`)).json().data.part.mpn).toBe(line.name);
    }
    // a single part has no contents
    expect((await get(t, null, `/product?kind=p&id=${button}`)).json().data.contents).toEqual([]);
  });

  it('shows the payment products 455 and 1633 as -g- pages', async () => {
    for (const [id, kind] of [[ProductId.CustomizedOrderPayment, 'payment'], [ProductId.CustomizedShipCost, 'shipping']] as const) {
      const res = await get(t, null, `/product?kind=g&id=${id}`);
      expect(res.json().data).toMatchObject({ type: 'payment', id, kind });
    }
  });

  it('answers 404 for unknown ids and 422 for a bad query', async () => {
    expect((await get(t, null, '/product?kind=p&id=99999999')).statusCode).toBe(404);
    expect((await get(t, null, `/product?kind=g&id=${ProductId.PCB}`)).statusCode).toBe(404);
    expect((await get(t, null, `/product?kind=g&id=${button}`)).statusCode).toBe(404);
    expect((await get(t, null, '/product?kind=x&id=1')).statusCode).toBe(422);
  });
});

describe('POST /v1/cart/add-part', () => {
  it('prices the part on the server at the quantity tier', async () => {
    for (const [quantity, total] of [[3, '570'], [10, '1710'], [100, '15200']] as const) {
      const res = await add(ann, button, quantity);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ pid: ProductId.CataloguePart, product: 'part', quantity, total });
    }
  });

  it('adds a kit at its price tier like any part', async () => {
    const [kit] = await t.handle.db.select({ id: oplParts.id }).from(oplParts).where(eq(oplParts.sku, 'OPL-KIT-002'));
    const res = await add(ann, kit!.id, 2);
    expect(res.statusCode, res.body).toBe(200);
    // Grove Base Kit for Raspberry Pi: sample $42.90 each
    expect(res.json().data).toMatchObject({ pid: ProductId.CataloguePart, product: 'part', quantity: 2, total: '8580' });
  });

  it('adds once per request id, needs a login and is limited by stock', async () => {
    const request_id = rid();
    const first = (await add(ann, button, 2, request_id)).json().data;
    expect((await add(ann, button, 2, request_id)).json().data.cart_id).toBe(first.cart_id);
    expect((await add(null, button, 2)).statusCode).toBe(401);
    const over = await add(ann, button, 1001);
    expect(over.statusCode).toBe(422);
    expect(over.json().fields).toMatchObject({ quantity: 'validation.partStock' });
    expect((await add(ann, button, 1000)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown part and never adds the payment products', async () => {
    expect((await add(ann, 99999999, 1)).statusCode).toBe(404);
    // 455 and 1633 are -g- goods, not parts: as a part id they are whatever part has that id, or nothing
    for (const id of [ProductId.CustomizedOrderPayment, ProductId.CustomizedShipCost]) {
      const res = await add(ann, id, 1);
      if (res.statusCode === 200) expect(res.json().data.pid).toBe(ProductId.CataloguePart);
      else expect(res.statusCode).toBe(404);
    }
    expect((await add(ann, 0, 1)).statusCode).toBe(422);
  });

  it('places an order for the part at the server price', async () => {
    const bob = await signUp(t);
    const item = (await add(bob, button, 3)).json().data;
    const order = await orderOf(t, bob, [item.cart_id]);
    const detail = (await get(t, bob, `/v1/order/detail?id=${order.order_id}`)).json().data;
    expect(JSON.stringify(detail)).toContain('Grove - Button');
    expect(BigInt(order.total)).toBeGreaterThanOrEqual(570n);
  });
});
