// Staff roles (issue 9): each role may call exactly its staff routes, customers and visitors none; every staff
// action writes its audit row, readable on the record's page. The expected matrix is written out here from the
// issue (sales: quotes, customers, coupons, price tables (issue 11); sales and engineering: the BOM check (issue 11); engineering: file problems, production and DFA review; finance: wire transfers,
// refunds; content: the shop's texts; sales: sponsorship decisions (issue 15); admin: all) — not derived from the policy table it checks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/app';
import { readOperations, validRequest, type Op } from '../test/openapi';
import { makeStaff } from '../commands/payment/testing/orders';
import { auditLog } from '../db/schema/index';
import { asUser, signUp, type TestUser } from '../routes/user/test-helpers';
import { addPcb, get, post } from '../routes/cart/cart.test-helper';
import { buyerWithOrder } from '../routes/payment/payment.test-helper';
import { STAFF_ROLES, type StaffRole } from '../../shared/staff';

const ALL = [...STAFF_ROLES];
const EXPECTED: Record<string, StaffRole[]> = {
  'GET /api/v1/staff/me': ALL,
  // the sweep asks for a cart item's history (the first record type): the roles that read quotations
  'GET /api/v1/staff/audit': ['admin', 'sales', 'engineering'],
  'GET /api/v1/staff/cart/quotations': ['admin', 'sales', 'engineering'],
  // engineering: the machining scope only (CNC parts, custom cables; the item decides, cnc-quote-scope.api.test.ts)
  'POST /api/v1/staff/cart/quote': ['admin', 'sales', 'engineering'],
  'POST /api/v1/staff/cart/decline': ['admin', 'sales', 'engineering'],
  'GET /api/v1/staff/payment/pending': ['admin', 'finance'],
  'POST /api/v1/staff/payment/confirm': ['admin', 'finance'],
  'GET /api/v1/staff/payment/refunds': ['admin', 'finance'],
  'POST /api/v1/staff/payment/refunds/retry': ['admin', 'finance'],
  'GET /api/v1/staff/orders': ['admin', 'sales', 'engineering', 'finance'],
  'GET /api/v1/staff/orders/detail': ['admin', 'sales', 'engineering', 'finance'],
  'POST /api/v1/staff/orders/advance': ['admin', 'engineering'],
  'POST /api/v1/staff/orders/hold': ['admin', 'engineering'],
  'POST /api/v1/staff/orders/cancel': ['admin', 'finance'],
  'GET /api/v1/staff/orders/file': ['admin', 'sales', 'engineering', 'finance'],
  'GET /api/v1/staff/content/notice': ['admin', 'content'],
  'POST /api/v1/staff/content/notice': ['admin', 'content'],
  'GET /api/v1/staff/support': ['admin', 'sales', 'engineering', 'finance'],
  'GET /api/v1/staff/support/detail': ['admin', 'sales', 'engineering', 'finance'],
  'POST /api/v1/staff/support/reply': ['admin', 'sales', 'engineering'],
  'POST /api/v1/staff/support/status': ['admin', 'sales', 'engineering'],
  'GET /api/v1/staff/payment/receipt': ['admin', 'finance'],
  'POST /api/v1/staff/payment/reject': ['admin', 'finance'],
  'GET /api/v1/staff/payment/list': ['admin', 'finance'],
  'GET /api/v1/staff/payment/late-captures': ['admin', 'finance'],
  'GET /api/v1/staff/customers': ['admin', 'sales', 'finance'],
  'GET /api/v1/staff/customers/detail': ['admin', 'sales', 'finance'],
  'POST /api/v1/staff/customers/flags': ['admin', 'sales'],
  'GET /api/v1/staff/coupons': ['admin', 'sales'],
  'GET /api/v1/staff/coupons/detail': ['admin', 'sales'],
  'POST /api/v1/staff/coupons': ['admin', 'sales'],
  'POST /api/v1/staff/coupons/deactivate': ['admin', 'sales'],
  'GET /api/v1/staff/content/banners': ['admin', 'content'],
  'POST /api/v1/staff/content/banners': ['admin', 'content'],
  'POST /api/v1/staff/content/banners/delete': ['admin', 'content'],
  'POST /api/v1/staff/content/banners/image': ['admin', 'content'],
  'GET /api/v1/staff/content/menu': ['admin', 'content'],
  'POST /api/v1/staff/content/menu': ['admin', 'content'],
  'POST /api/v1/staff/content/menu/delete': ['admin', 'content'],
  'GET /api/v1/staff/content/articles': ['admin', 'content'],
  'POST /api/v1/staff/content/articles': ['admin', 'content'],
  'GET /api/v1/staff/content/cms': ['admin', 'content'],
  'POST /api/v1/staff/content/cms': ['admin', 'content'],
  'GET /api/v1/staff/content/rates': ['admin', 'content'],
  'POST /api/v1/staff/content/rates': ['admin', 'content'],
  'GET /api/v1/staff/prices/pcba': ['admin', 'sales'],
  'POST /api/v1/staff/prices/pcba': ['admin', 'sales'],
  'GET /api/v1/staff/prices/print3d': ['admin', 'sales'],
  'POST /api/v1/staff/prices/print3d': ['admin', 'sales'],
  'GET /api/v1/staff/prices/cable': ['admin', 'sales'],
  'POST /api/v1/staff/prices/cable': ['admin', 'sales'],
  'GET /api/v1/staff/prices/kitting': ['admin', 'sales'],
  'POST /api/v1/staff/prices/kitting': ['admin', 'sales'],
  'GET /api/v1/staff/prices/odm_light': ['admin', 'sales'],
  'POST /api/v1/staff/prices/odm_light': ['admin', 'sales'],
  // DFA review (issue 11): engineering raise and review; every role that reads orders sees an order's review
  'GET /api/v1/staff/dfa/order': ['admin', 'sales', 'engineering', 'finance'],
  'GET /api/v1/staff/dfa/queue': ['admin', 'engineering'],
  'POST /api/v1/staff/dfa/raise': ['admin', 'engineering'],
  'POST /api/v1/staff/dfa/attachment': ['admin', 'engineering'],
  'POST /api/v1/staff/dfa/accept': ['admin', 'engineering'],
  'POST /api/v1/staff/dfa/ask-again': ['admin', 'engineering'],
  // the BOM check (issue 11 "After the order"): engineering and sales settle PCBA lines
  'GET /api/v1/staff/bom-check': ['admin', 'sales', 'engineering'],
  'GET /api/v1/staff/bom-check/item': ['admin', 'sales', 'engineering'],
  'POST /api/v1/staff/bom-check/confirm': ['admin', 'sales', 'engineering'],
  'POST /api/v1/staff/bom-check/source': ['admin', 'sales', 'engineering'],
  'POST /api/v1/staff/bom-check/ask': ['admin', 'sales', 'engineering'],
  'GET /api/v1/staff/function-tests': ['admin', 'engineering'],
  'GET /api/v1/staff/function-tests/detail': ['admin', 'engineering'],
  'GET /api/v1/staff/function-tests/file': ['admin', 'engineering'],
  'POST /api/v1/staff/function-tests/decide': ['admin', 'engineering'],
  // ODM requests (issue 13): quoted like any quotation; engineering may read them (quotes.view)
  'GET /api/v1/staff/odm': ['admin', 'sales', 'engineering'],
  'GET /api/v1/staff/odm/detail': ['admin', 'sales', 'engineering'],
  'GET /api/v1/staff/odm/file': ['admin', 'sales', 'engineering'],
  'POST /api/v1/staff/odm/quote': ['admin', 'sales'],
  'GET /api/v1/staff/custom-payments': ['admin', 'sales', 'finance'],
  'POST /api/v1/staff/custom-payments': ['admin', 'sales', 'finance'],
  'POST /api/v1/staff/odm/decline': ['admin', 'sales'],
  // customer reviews (issue 14): the shop's texts are content's
  'GET /api/v1/staff/reviews': ['admin', 'content'],
  'POST /api/v1/staff/reviews/hide': ['admin', 'content'],
  // the questionnaire's answers (issue 15): read like customers (customers.view)
  'GET /api/v1/staff/questionnaire': ['admin', 'sales', 'finance'],
  'GET /api/v1/staff/questionnaire/export': ['admin', 'sales', 'finance'],
  // drop shipping (issue 15): everyone who reads orders sees it; stock is a customer edit, tracking an order step
  'GET /api/v1/staff/drop-ship': ['admin', 'sales', 'engineering', 'finance'],
  'POST /api/v1/staff/drop-ship/stock': ['admin', 'sales'],
  'POST /api/v1/staff/drop-ship/tracking': ['admin', 'engineering'],
  // partner programs (issue 15): sales run the programs, finance read them and pay the distributors' rebates
  'GET /api/v1/staff/licensed': ['admin', 'sales', 'finance'],
  'GET /api/v1/staff/licensed/detail': ['admin', 'sales', 'finance'],
  'POST /api/v1/staff/licensed/stage': ['admin', 'sales'],
  'GET /api/v1/staff/distributors': ['admin', 'sales', 'finance'],
  'GET /api/v1/staff/distributors/detail': ['admin', 'sales', 'finance'],
  'POST /api/v1/staff/distributors/decide': ['admin', 'sales'],
  'POST /api/v1/staff/distributors/payouts': ['admin', 'finance'],
  'POST /api/v1/staff/distributors/terms': ['admin', 'sales'],
  'POST /api/v1/staff/distributors/suspend': ['admin', 'sales'],
  'POST /api/v1/staff/distributors/reinstate': ['admin', 'sales'],
  // the design gallery (issue 14): content staff moderate it
  'GET /api/v1/staff/gallery': ['admin', 'content'],
  'POST /api/v1/staff/gallery/project': ['admin', 'content'],
  'POST /api/v1/staff/gallery/comment': ['admin', 'content'],
  // PCBA sponsorship (issue 15): sales decide the applications
  'GET /api/v1/staff/sponsorship': ['admin', 'sales'],
  'GET /api/v1/staff/sponsorship/detail': ['admin', 'sales'],
  'POST /api/v1/staff/sponsorship/decide': ['admin', 'sales'],
};

let t: TestApp;
let ops: Op[];
const staff = {} as Record<StaffRole, TestUser>;
let customer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ops = (await readOperations(t)).filter((o) => o.path.startsWith('/api/v1/staff/'));
  for (const role of STAFF_ROLES) {
    staff[role] = await signUp(t);
    await makeStaff(t.handle.db, staff[role].uid, role);
  }
  customer = await signUp(t);
});
afterAll(async () => t.close());

const call = (o: Op, user: TestUser | null) => t.app.inject(validRequest(o, user ? asUser(user.token) : {}));

describe('staff routes', () => {
  it('are all in the expected matrix (a new staff route needs its line here)', () => {
    expect(ops.map((o) => o.key).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it('let each role call exactly its routes: others get 403 (4030) before the body is read', async () => {
    const wrong: string[] = [];
    for (const o of ops) {
      for (const role of STAFF_ROLES) {
        const res = await call(o, staff[role]);
        const allowed = EXPECTED[o.key]?.includes(role) ?? false;
        const refused = res.statusCode === 403 && res.json().code === 4030;
        if (allowed === refused) wrong.push(`${o.key} as ${role}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuse customers (4300) and visitors (4302)', async () => {
    const wrong: string[] = [];
    for (const o of ops) {
      const asCustomer = await call(o, customer);
      if (asCustomer.statusCode !== 403 || asCustomer.json().code !== 4300) wrong.push(`${o.key} as customer: ${asCustomer.statusCode}`);
      const anonymous = await call(o, null);
      if (anonymous.statusCode !== 401 || anonymous.json().code !== 4302) wrong.push(`${o.key} anonymous: ${anonymous.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('tell the console who is signed in and what the role may do', async () => {
    const me = (await get(t, staff.finance, '/v1/staff/me')).json().data;
    expect(me).toMatchObject({ uid: staff.finance.uid, email: staff.finance.email, role: 'finance' });
    expect(me.actions).toEqual(expect.arrayContaining(['wire.view', 'wire.decide', 'refunds.retry']));
    expect(me.actions).not.toContain('quotes.answer');
    expect((await get(t, staff.admin, '/v1/staff/me')).json().data.actions).toContain('content.manage');
  });
});

describe('audit trail', () => {
  it("lets a role read the history only of the records it may open (an order's notes are not for content staff)", async () => {
    const read = async (who: TestUser, type: string, id: string) => {
      const res = await get(t, who, `/v1/staff/audit?record_type=${type}&record_id=${id}`);
      return res.statusCode === 200 ? 'read' : `${res.statusCode} ${res.json().code}`;
    };
    expect(await read(staff.content, 'order', '10001')).toBe('403 4030');
    expect(await read(staff.content, 'user', String(customer.uid))).toBe('403 4030');
    expect(await read(staff.content, 'currency_rate', 'JPY')).toBe('read');
    expect(await read(staff.content, 'setting', 'notice:en')).toBe('read');
    expect(await read(staff.finance, 'banner', '1')).toBe('403 4030');
    expect(await read(staff.finance, 'order', '10001')).toBe('read');
    expect(await read(staff.finance, 'refund', '1')).toBe('read');
    expect(await read(staff.sales, 'coupon', '1')).toBe('read');
    expect(await read(staff.sales, 'support_conversation', '1')).toBe('read');
    expect(await read(staff.sales, 'price_table', 'pcba')).toBe('read');
    expect(await read(staff.finance, 'price_table', 'pcba')).toBe('403 4030');
    expect(await read(staff.engineering, 'user', String(customer.uid))).toBe('403 4030');
    expect(await read(staff.admin, 'user', String(customer.uid))).toBe('read');
  });

  it('records a quote with who, before and after, and shows it on the item', async () => {
    const buyer = await signUp(t);
    const cartId = await addPcb(t, buyer, { layers: 20, thickness: 2.4 }, 5);
    const res = await post(t, staff.sales, '/v1/staff/cart/quote', { cart_id: cartId, lines: [{ key: 'pcb', amount: '45000' }], build_days: 12 });
    expect(res.statusCode, res.body).toBe(200);
    // by type too: the sweep above also wrote rows for banners and menu items, whose ids may equal this one
    const rows = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.recordType, 'cart_item'), eq(auditLog.recordId, String(cartId))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ staffId: staff.sales.uid, action: 'quotes.answer', recordType: 'cart_item' });
    expect(rows[0]?.after).toMatchObject({ total_cents: '45000', build_days: 12 });
    const history = (await get(t, staff.engineering, `/v1/staff/audit?record_type=cart_item&record_id=${cartId}`)).json().data;
    expect(history).toEqual([expect.objectContaining({ staff_email: staff.sales.email, action: 'quotes.answer' })]);
  });

  it('records a wire confirmation on the order, in the same transaction as the payment', async () => {
    const b = await buyerWithOrder(t, { paymentMethod: 8, totalCents: 10_000n });
    const res = await post(t, staff.finance, '/v1/staff/payment/confirm', { order_id: b.order.id });
    expect(res.statusCode, res.body).toBe(200);
    const history = (await get(t, staff.admin, `/v1/staff/audit?record_type=order&record_id=${b.order.id}`)).json().data;
    expect(history).toEqual([expect.objectContaining({ staff_id: staff.finance.uid, action: 'wire.decide', before: { status: 1, payment_status: 'pending' } })]);
    expect(history[0].after).toMatchObject({ status: 5, payment_status: 'done' });
  });

  it('records an order moving along fulfilment, and the state machine still decides', async () => {
    const b = await buyerWithOrder(t, { paymentMethod: 8, totalCents: 10_000n });
    await post(t, staff.finance, '/v1/staff/payment/confirm', { order_id: b.order.id });
    // paid by wire (5) → confirmed (1004); straight to shipped (1000) is not in the table
    const skip = await post(t, staff.engineering, '/v1/staff/orders/advance', { order_id: b.order.id, to: 1000, carrier: 'DHL', tracking_number: '123' });
    expect(skip.statusCode).toBe(409);
    const ok = await post(t, staff.engineering, '/v1/staff/orders/advance', { order_id: b.order.id, to: 1004 });
    expect(ok.json().data).toEqual({ order_id: b.order.id, status: 1004 });
    const detailRes = await get(t, staff.sales, `/v1/staff/orders/detail?id=${b.order.id}`);
    expect(detailRes.statusCode, detailRes.body).toBe(200);
    const detail = detailRes.json().data;
    expect(detail.order.status).toBe(1004);
    expect(detail.next).toContain(4);
    const history = (await get(t, staff.admin, `/v1/staff/audit?record_type=order&record_id=${b.order.id}`)).json().data;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['orders.advance', 'wire.decide']);
  });

  it('records the maintenance notice, which the shop then shows', async () => {
    const saved = await post(t, staff.content, '/v1/staff/content/notice', { lang: 'en', normal: false, title: 'Maintenance', desc: 'Back at 10:00 UTC' });
    expect(saved.statusCode, saved.body).toBe(200);
    const shop = await t.app.inject({ method: 'GET', url: '/api/help/system-status?lang=en' });
    expect(shop.json().data).toEqual({ normal: false, title: 'Maintenance', desc: 'Back at 10:00 UTC' });
    const history = (await get(t, staff.admin, '/v1/staff/audit?record_type=setting&record_id=notice:en')).json().data;
    expect(history[0]).toMatchObject({ staff_id: staff.content.uid, action: 'content.manage', after: { normal: false, title: 'Maintenance' } });
  });

  it('writes nothing for a refused action', async () => {
    const b = await buyerWithOrder(t, { paymentMethod: 8 });
    const res = await post(t, staff.sales, '/v1/staff/payment/confirm', { order_id: b.order.id });
    expect(res.statusCode).toBe(403);
    expect(await t.handle.db.select().from(auditLog).where(and(eq(auditLog.recordType, 'order'), eq(auditLog.recordId, String(b.order.id))))).toEqual([]);
  });
});
