// Drop shipping end to end through the API (issue 15): only customers with goods in storage see it; a list with a
// broken row is reported per row and column and keeps its valid rows; the corrected row is re-uploaded alone; the
// submitted list's fees go into the cart; tracking waits for the payment; the storage reminder goes out once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, users } from '../../db/schema/index';
import { makeStaff } from '../../commands/cart/test-support';
import { createTestApp, type TestApp } from '../../test/app';
import { parseMails } from '../../test/mail';
import { multipartBody } from '../upload/multipart.test-helper';
import { get, orderOf, post, signUp, type Customer } from '../checkout/fixtures.test-helper';
import { sweepDropShipStorage } from '../../jobs/sweep-drop-ship-storage';
import { DROP_SHIP_COLUMNS } from '../../../shared/rules/drop-ship';

let t: TestApp;
let customer: Customer;
let other: Customer;
let admin: Customer;
let content: Customer;
let customerEmail: string;
beforeAll(async () => {
  t = await createTestApp();
  [customer, other, admin, content] = [await signUp(t), await signUp(t), await signUp(t), await signUp(t)];
  await makeStaff(t.handle.db, admin.id, 'admin');
  await makeStaff(t.handle.db, content.id, 'content');
  customerEmail = (await t.handle.db.select({ email: users.email }).from(users).where(eq(users.id, customer.id)))[0]!.email;
});
afterAll(async () => t.close());

const HEADER = DROP_SHIP_COLUMNS.join(',');
const GOOD = 'P-1,SKU-A,2,DHL,Ann Lee,,+1 555 0100,US,CA,San Jose,1 Main St,95112,';
const BAD_CARRIER = 'P-2,SKU-A,1,FedEx,Bo Kim,,+82 2 555 0100,KR,,Seoul,2 Jong-ro,03154,';
const FIXED = 'P-2,SKU-A,1,SZ Post,Bo Kim,,+82 2 555 0100,KR,,Seoul,2 Jong-ro,03154,';

const upload = (who: Customer, csv: string, listId?: number) => {
  const { payload, headers } = multipartBody([
    ...(listId ? [{ name: 'list_id', data: String(listId) }] : []),
    { name: 'file', filename: 'list.csv', data: Buffer.from(csv), type: 'text/csv' },
  ]);
  return t.app.inject({ method: 'POST', url: '/api/v1/drop-ship/lists', headers: { ...headers, ...who.headers }, payload });
};

describe('drop shipping', () => {
  it('is hidden (404) from customers without goods in storage', async () => {
    expect((await get(t, customer, '/v1/drop-ship/access')).json().data).toEqual({ enabled: false });
    expect((await get(t, customer, '/v1/drop-ship/overview')).statusCode).toBe(404);
    expect((await upload(customer, `${HEADER}\n${GOOD}`)).statusCode).toBe(404);
  });

  it('lets staff with customers.edit put goods in storage, with an audit row and a mail', async () => {
    expect((await post(t, content, '/v1/staff/drop-ship/stock', { email: customerEmail, item: 'SKU-A', description: 'Widget', quantity: 5 })).statusCode).toBe(403);
    const res = await post(t, admin, '/v1/staff/drop-ship/stock', { email: customerEmail, item: 'SKU-A', description: 'Widget', quantity: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.stock).toEqual([expect.objectContaining({ email: customerEmail, item: 'SKU-A', quantity: 5, available: 5 })]);
    const audit = await t.handle.db.select().from(auditLog).where(eq(auditLog.recordType, 'drop_ship_stock'));
    expect(audit).toHaveLength(1);
    expect(parseMails(await t.outbox()).map((m) => m.subject)).toContain('Drop shipping: SKU-A is in storage');
    expect((await get(t, customer, '/v1/drop-ship/access')).json().data).toEqual({ enabled: true });
  });

  it('reports a broken row by row, column and value, keeps the valid rows, and takes the corrected row alone', async () => {
    const first = (await upload(customer, `${HEADER}\n${GOOD}\n${BAD_CARRIER}\n`)).json().data;
    expect(first.status).toBe('draft');
    expect(first.problem_list).toEqual([{ row: 3, column: 'shipping_method', value: 'FedEx', key: 'carrier' }]);
    expect(first.packages.map((p: { order_id: string }) => p.order_id)).toEqual(['P-1']);
    // not yet: the list has a problem
    expect((await post(t, customer, '/v1/drop-ship/lists/submit', { id: first.id })).statusCode).toBe(409);
    // another customer cannot add to it
    expect((await upload(other, `${HEADER}\n${FIXED}`, first.id)).statusCode).toBe(404);

    const fixed = (await upload(customer, `${HEADER}\n${FIXED}\n`, first.id)).json().data;
    expect(fixed.id).toBe(first.id);
    expect(fixed.problem_list).toEqual([]);
    expect(fixed.packages.map((p: { order_id: string; shipping_cost_cents: string }) => [p.order_id, p.shipping_cost_cents]))
      .toEqual([['P-1', String(2600 + 400)], ['P-2', '450']]);
    expect(fixed.total_cents).toBe(String(3000 + 450));
  });

  it('refuses a file that is not a spreadsheet, by content', async () => {
    const { payload, headers } = multipartBody([{ name: 'file', filename: 'list.csv', data: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'), type: 'text/csv' }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/drop-ship/lists', headers: { ...headers, ...customer.headers }, payload });
    expect(res.statusCode).toBe(422);
  });

  it('puts the fees in the cart on submit; tracking only after payment, mailed to the customer', async () => {
    const list = (await get(t, customer, '/v1/drop-ship/overview')).json().data.lists.find((l: { problems: number; status: string }) => l.status === 'draft' && l.problems === 0);
    const submitted = (await post(t, customer, '/v1/drop-ship/lists/submit', { id: list.id })).json().data;
    expect(submitted).toMatchObject({ status: 'submitted', paid: false, total_cents: '3450' });
    expect(submitted.cart_id).toBeGreaterThan(0);
    const overview = (await get(t, customer, '/v1/drop-ship/overview')).json().data;
    expect(overview.stock[0]).toMatchObject({ quantity: 5, available: 2 });
    expect((await get(t, other, `/v1/drop-ship/lists/detail?id=${list.id}`)).statusCode).toBe(404);

    const packageId = submitted.packages[0].package_id as number;
    const unpaid = await post(t, admin, '/v1/staff/drop-ship/tracking', { package_id: packageId, tracking_number: 'JD014600006281230704' });
    expect(unpaid.statusCode).toBe(409);

    const placed = await orderOf(t, customer, [submitted.cart_id]);
    await t.handle.db.update(orders).set({ paidAt: t.clock.now(), paymentStatus: 'done' }).where(eq(orders.id, placed.order_id));
    const tracked = await post(t, admin, '/v1/staff/drop-ship/tracking', { package_id: packageId, tracking_number: 'JD014600006281230704' });
    expect(tracked.statusCode).toBe(200);
    const detail = (await get(t, customer, `/v1/drop-ship/lists/detail?id=${list.id}`)).json().data;
    expect(detail).toMatchObject({ paid: true });
    expect(detail.packages[0].tracking_number).toBe('JD014600006281230704');
    expect(parseMails(await t.outbox()).map((m) => m.subject)).toContain('Drop shipping: package P-1 has shipped');
  });

  it('reminds once, 14 days before 6 months of free storage end', async () => {
    const start = t.clock.now();
    t.clock.advance(150 * 86_400_000); // about 5 months: not yet
    expect(await sweepDropShipStorage(t.app.deps)).toEqual({ reminded: 0 });
    t.clock.set(new Date(start.getTime() + 170 * 86_400_000)); // within 14 days of the end (6 months ≈ 182 days)
    expect(await sweepDropShipStorage(t.app.deps)).toEqual({ reminded: 1 });
    expect(await sweepDropShipStorage(t.app.deps)).toEqual({ reminded: 0 });
    const mails = parseMails(await t.outbox()).filter((m) => m.subject.startsWith('Drop shipping: free storage of SKU-A ends'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.bodies[0]).toContain('2 units of SKU-A'); // 5 in storage, 3 in the submitted list
    t.clock.set(start);
  });
});
