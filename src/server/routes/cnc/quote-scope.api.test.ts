// Who answers which quotation (issue 12: CNC parts and custom cables are engineering's work, under the 2-working-
// hour promise). Engineering prices and declines items of the machining scope, with its audit row; a premium PCB
// quotation stays with sales, so engineering's answer there is refused and changes nothing.
import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { asUser, signUp, uniqueIp, type TestUser } from '../user/test-helpers';
import { multipartBody } from '../upload/multipart.test-helper';
import { addPcb, post } from '../cart/cart.test-helper';
import { makeStaff } from '../../commands/payment/testing/orders';
import { auditLog, cartItems } from '../../db/schema/index';
import { CartItemStatus } from '../../../shared/status/cart-item';
import { closeCadWorkers } from '../../integrations/files/cad/worker-pool';

const CUBE = new URL('../../../../../shared/models/test_testfiles_simple-basic-cube_cube.stp', import.meta.url);
const haveCube = fs.existsSync(CUBE);

let t: TestApp;
let buyer: TestUser;
let engineering: TestUser;
let sales: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await signUp(t);
  engineering = await signUp(t);
  await makeStaff(t.handle.db, engineering.uid, 'engineering');
  sales = await signUp(t);
  await makeStaff(t.handle.db, sales.uid, 'sales');
});
afterAll(async () => {
  await closeCadWorkers();
  await t.close();
});

const rid = () => crypto.randomUUID();
const PART = { length_mm: 40, width_mm: 30, height_mm: 12, material: 'al-6061-t6', quantity: 10 };
const statusOf = async (id: number) => (await t.handle.db.select({ status: cartItems.status }).from(cartItems).where(eq(cartItems.id, id)))[0]?.status;
const auditsOf = (id: number) => t.handle.db.select().from(auditLog).where(and(eq(auditLog.recordType, 'cart_item'), eq(auditLog.recordId, String(id))));

const cncItem = async (): Promise<number> => {
  const { payload, headers } = multipartBody([{ name: 'file', filename: 'cube.stp', data: fs.readFileSync(CUBE) }]);
  const up = await t.app.inject({ method: 'POST', url: '/api/v1/cnc/model', payload, remoteAddress: uniqueIp(), headers: { ...headers, ...asUser(buyer.token) } });
  expect(up.statusCode, up.body).toBe(200);
  const added = await post(t, buyer, '/v1/cart/add', { product: 'cnc', values: PART, file_id: up.json().data.file_id, request_id: rid() });
  expect(added.json().data.status).toBe(CartItemStatus.Quotation);
  return added.json().data.cart_id as number;
};

describe('engineering and the quotation queues', () => {
  it.skipIf(!haveCube)('prices a CNC part with quantity breaks: Confirming, audited under the engineer', async () => {
    const cartId = await cncItem();
    const res = await post(t, engineering, '/v1/staff/cart/quote', {
      cart_id: cartId, lines: [{ key: 'production', amount: '28000' }], build_days: 7, note: 'Fillet the inside corners R1.',
      breaks: [{ quantity: 10, total: '28000' }, { quantity: 100, total: '190000' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: CartItemStatus.Confirming, total: '28000' });
    expect(await auditsOf(cartId)).toEqual([expect.objectContaining({ staffId: engineering.uid, action: 'quotes.answer' })]);
  }, 60_000);

  it('declines a custom cable (machining scope)', async () => {
    const added = await post(t, buyer, '/v1/cart/add', { product: 'cable', values: { end_b: 'm12-a' }, request_id: rid() });
    const cartId = added.json().data.cart_id as number;
    const res = await post(t, engineering, '/v1/staff/cart/decline', { cart_id: cartId, reason: 'outside_capability', note: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe(CartItemStatus.Declined);
  });

  it('cannot answer or decline a premium PCB quotation, which sales still can', async () => {
    const cartId = await addPcb(t, buyer, { layers: 20, thickness: 2.4 }, 5);
    expect(await statusOf(cartId)).toBe(CartItemStatus.Quotation);
    const quote = { cart_id: cartId, lines: [{ key: 'pcb', amount: '45000' }], build_days: 12 };
    const refused = await post(t, engineering, '/v1/staff/cart/quote', quote);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(4030);
    expect((await post(t, engineering, '/v1/staff/cart/decline', { cart_id: cartId, reason: 'outside_capability', note: '' })).statusCode).toBe(403);
    expect(await statusOf(cartId)).toBe(CartItemStatus.Quotation);
    expect(await auditsOf(cartId)).toEqual([]);

    expect((await post(t, sales, '/v1/staff/cart/quote', quote)).statusCode).toBe(200);
  });
});
