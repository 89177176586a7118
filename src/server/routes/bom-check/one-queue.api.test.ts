// One queue owns a PCB assembly waiting on the BOM check (issue 11 "After the order": "the cart item waits for
// quotation until all lines are settled"): engineering's BOM check, not sales' /staff/quotes. Sales neither list it,
// nor are mailed about it, nor can quote it by hand; engineering are mailed. Checkout refuses an assembly with a line
// not yet confirmed whatever its status, and an ordered assembly's lines cannot be settled any more (the order's
// price is a snapshot nothing re-prices).
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { cartItems, mailOutbox, pcbaBomLines, pcbaItems } from '../../db/schema/index';
import { insertTestUpload, makeStaff } from '../../commands/cart/test-support';
import { insertPcbaItem, type FixtureLine } from '../../commands/bom-check/test-fixture';
import { closeBomWorkers } from '../../integrations/files/bom/index';
import { seedCatalogue } from '../../db/seed/opl/index';
import type { PartRecord } from '../../commands/opl/import/part-record';
import type { BomPart } from '../../../shared/pcba/bom-line';
import type { StaffRole } from '../../../shared/staff';
import { CartItemStatus } from '../../../shared/status/cart-item';
import { addressBody } from '../checkout/fixtures.test-helper';
import { multipartBody } from '../upload/multipart.test-helper';
import { get, post } from '../cart/cart.test-helper';
import { asUser, signUp, uniqueIp, type TestUser } from '../user/test-helpers';

let t: TestApp;
const staff = {} as Record<StaffRole, TestUser>;
let ann: TestUser;

beforeAll(async () => {
  // no STAFF_NOTIFY_EMAIL: each notice goes to the accounts of the role that does the work
  t = await createTestApp();
  for (const role of ['sales', 'engineering'] as const) {
    staff[role] = await signUp(t);
    await makeStaff(t.handle.db, staff[role].uid, role);
  }
  ann = await signUp(t);
});
afterAll(async () => {
  await t.close();
  await closeBomWorkers();
});

const partA = seedCatalogue().find((p) => p.tiers.length >= 2)!;
const asSuggestion = (p: PartRecord): BomPart => ({
  sku: p.sku, mpn: p.mpn, manufacturer: p.manufacturer ?? '', package: p.package ?? '', description: p.description, stock: 1, unitMicros: '1', basic: true,
});
const CONFIRMED: FixtureLine = { status: 'confirmed', designators: ['R1'], mpn: partA.mpn, partSku: partA.sku, unitMicros: 1000n };
const PENDING: FixtureLine = { status: 'pending', designators: ['C1', 'C2'], value: '100nF 0402', suggestions: [asSuggestion(partA)] };

const makeItem = (lines: FixtureLine[] = [CONFIRMED, PENDING]) => insertPcbaItem(t.handle.db, { userId: ann.uid, boards: 10, lines, createdAt: t.clock.now() });
const salesQueue = async (): Promise<number[]> => {
  const res = await get(t, staff.sales, '/v1/staff/cart/quotations');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.items as { cart_id: number }[]).map((i) => i.cart_id);
};
const bomQueue = async (): Promise<number[]> => {
  const res = await get(t, staff.engineering, '/v1/staff/bom-check');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.items as { cart_id: number }[]).map((i) => i.cart_id);
};
const mailsTo = async (kind: string, who: TestUser) =>
  t.handle.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.toAddress, who.email)));
const settle = (cart_id: number, line: number) => post(t, staff.engineering, '/v1/staff/bom-check/confirm', { cart_id, line, sku: partA.sku });
const order = (cart_id: number) =>
  post(t, ann, '/order/make', { cart_ids: [cart_id], addressInfo: addressBody('US'), payment_id: 2, checkout_token: crypto.randomUUID() });

/** POST /v1/cart/add-pcba through the real BOM reader: R1 by MPN (confirmed), R9 by value only (Pending). */
const addPcbaWithPendingLine = async (): Promise<number> => {
  const csv = ['Designator,Quantity,MPN,Manufacturer,Value,Footprint', 'R1,1,RC0603FR-0710RL,YAGEO,10,R_0603', 'R9,1,,,4.7k 1%,R_0603_1608Metric'].join('\r\n');
  const { payload, headers } = multipartBody([{ name: 'file', filename: 'bom.csv', data: Buffer.from(csv), type: 'text/csv' }]);
  const read = await t.app.inject({ method: 'POST', url: '/api/v1/pcba/bom/read', payload, remoteAddress: uniqueIp(), headers: { ...headers, ...asUser(ann.token) } });
  expect(read.statusCode, read.body).toBe(200);
  const res = await post(t, ann, '/v1/cart/add-pcba', {
    tier: 0, values: { width: 50, height: 50, quantity: 15, sizeConfirmed: true }, file_id: await insertTestUpload(t.handle.db, ann.uid),
    options: { quantity: 10, sides: 1, smtJoints: 4, thtJoints: 0 },
    bom: { file_id: read.json().data.file_id, header_row: 0, mapping: { designator: 0, quantity: 1, mpn: 2, manufacturer: 3, value: 4, footprint: 5 }, choices: [] },
    request_id: crypto.randomUUID(),
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data.item.status).toBe(CartItemStatus.Quotation);
  return res.json().data.item.cart_id as number;
};

describe('a PCB assembly with open BOM lines belongs to the BOM check only', () => {
  it('is mailed to engineering with a link to the check, not to sales', async () => {
    const id = await addPcbaWithPendingLine();
    const toEngineering = (await mailsTo('staff_bom_waiting', staff.engineering)).filter((m) => m.subject.includes(`cart item ${id} `));
    expect(toEngineering).toHaveLength(1);
    expect(toEngineering[0]!.textBody).toContain(`/staff/bom-check/${id}`);
    expect(await mailsTo('staff_bom_waiting', staff.sales)).toHaveLength(0);
    expect((await mailsTo('staff_quote_waiting', staff.sales)).filter((m) => m.subject.includes(`cart item ${id} `))).toHaveLength(0);
    expect(await bomQueue()).toContain(id);
    expect(await salesQueue()).not.toContain(id);
  });

  it('is not in the sales queue and cannot be quoted by hand; once settled but still needing a price, sales get it', async () => {
    const id = await makeItem();
    expect(await salesQueue()).not.toContain(id);
    const quote = await post(t, staff.sales, '/v1/staff/cart/quote', { cart_id: id, lines: [{ key: 'pcb', amount: '45000' }], build_days: 12 });
    expect(quote.statusCode, quote.body).toBe(409);
    expect(quote.json().key).toBe('errors.bomLinesOpen');

    // certification and mechanical parts are always priced by hand (issue 11 "Pages"): the settled item moves on to sales
    await t.handle.db.update(pcbaItems).set({ options: { quantity: 10, sides: 1, certificationMechanical: true } }).where(eq(pcbaItems.cartItemId, id));
    expect((await settle(id, 2)).statusCode).toBe(200);
    const [row] = await t.handle.db.select().from(cartItems).where(eq(cartItems.id, id));
    expect(row!.status).toBe(CartItemStatus.Quotation);
    expect(await bomQueue()).not.toContain(id);
    expect(await salesQueue()).toContain(id);
    const toSales = (await mailsTo('staff_quote_waiting', staff.sales)).filter((m) => m.subject.includes(`cart item ${id} `));
    expect(toSales).toHaveLength(1);
  });
});

describe('ordering and the BOM lines', () => {
  it('checkout refuses an assembly with a line not yet confirmed, even one priced by hand', async () => {
    const waiting = await makeItem();
    const refused = await order(waiting);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().key).toBe('errors.cartItemBomOpen');

    // a hand-made price (Confirmed) does not make the unchecked part orderable
    const quoted = await makeItem();
    await t.handle.db.update(cartItems).set({ status: CartItemStatus.Confirmed, totalCents: 50_000n, unitCents: 5_000n }).where(eq(cartItems.id, quoted));
    const alsoRefused = await order(quoted);
    expect(alsoRefused.statusCode, alsoRefused.body).toBe(409);
    expect(alsoRefused.json().key).toBe('errors.cartItemBomOpen');
    const [still] = await t.handle.db.select().from(cartItems).where(eq(cartItems.id, quoted));
    expect(still!.cancelledAt).toBeNull();
  });

  it('orders a settled assembly; its lines cannot be settled after the order', async () => {
    const id = await makeItem();
    expect((await settle(id, 2)).statusCode).toBe(200);
    const placed = await order(id);
    expect(placed.statusCode, placed.body).toBe(200);
    // a line reopened behind the shop's back (an order placed before this rule): the check refuses to change it
    await t.handle.db.update(pcbaBomLines).set({ status: 'pending', choice: 'match', partSku: null, unitMicros: null })
      .where(and(eq(pcbaBomLines.cartItemId, id), eq(pcbaBomLines.lineNo, 2)));
    expect(await bomQueue()).not.toContain(id);
    const late = await settle(id, 2);
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().key).toBe('errors.bomItemOrdered');
  });
});
