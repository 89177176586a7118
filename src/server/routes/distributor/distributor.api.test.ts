// Distributors and affiliates (issue 15; spec services "Distributor: application form, contract, payouts; user flags:
// distributor code, wholesale flag, propagate flag"; "commission 5-10% of purchases", monthly or quarterly): apply,
// staff approve with the terms (audit), the applicant accepts the contract and gets the code (account flags set),
// an order placed with the code counts once paid, finance mark a closed period paid (audit, mail), the statement
// shows it. Cancelled orders earn nothing; a wrong code refuses the order; roles and owners are checked.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { auditLog, distributorOrders, mailOutbox, orders, users } from '../../db/schema/index';
import { makeStaff } from '../../commands/cart/test-support';
import { OrderStatus } from '../../../shared/status/order';
import { addItem, get, makeOrder, orderOf, post, signUp, type Customer } from '../checkout/fixtures.test-helper';
import { uniqueIp } from '../user/test-helpers';

let t: TestApp;
let sales: Customer;
let finance: Customer;
/** Sessions last a day: a test that moves the clock signs its staff in again. */
const staffNow = async () => {
  [sales, finance] = [await signUp(t), await signUp(t)];
  await makeStaff(t.handle.db, sales.id, 'sales');
  await makeStaff(t.handle.db, finance.id, 'finance');
};
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-10T09:00:00Z'));
  await staffNow();
});
afterAll(async () => t.close());

const application = (over: Record<string, unknown> = {}) => ({
  kind: 'distributor', company_name: 'Kanto Parts KK', country_iso2: 'jp', website: 'https://kanto.example',
  channels: 'Two shops in Akihabara and an online store for schools.', ...over,
});
/** Each from its own address: applying is rate-limited per client address. */
const apply = (who: Customer, body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/distributor/applications', headers: who.headers, remoteAddress: uniqueIp(), payload: body as Record<string, unknown> });
const me = async (who: Customer) => (await get(t, who, '/v1/distributor/me')).json().data.distributor;
const userRow = async (who: Customer) => (await t.handle.db.select().from(users).where(eq(users.id, who.id)))[0]!;
const mailsOf = async (kind: string, who: Customer) =>
  t.handle.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.toAddress, (await userRow(who)).email)));

/** An applicant approved by sales at `rate_bp`/`period` who accepted the contract: their code. */
const activeDistributor = async (over: Record<string, unknown> = {}, terms: Record<string, unknown> = { rate_bp: 750, period: 'monthly' }) => {
  const who = await signUp(t);
  expect((await apply(who, application(over))).statusCode).toBe(200);
  const d = await me(who);
  expect((await post(t, sales, '/v1/staff/distributors/decide', { id: d.id, decision: 'approve', ...terms })).statusCode).toBe(200);
  const accepted = (await post(t, who, '/v1/distributor/contract', { accept: true })).json().data.distributor;
  return { who, id: d.id as number, code: accepted.code as string };
};

/** A paid order of `buyer` with the code: placed through /order/make, the payment confirmed as the payment area does. */
const paidOrderWith = async (buyer: Customer, code: string, paidAt: Date, over: Partial<typeof orders.$inferInsert> = {}) => {
  const made = await orderOf(t, buyer, [await addItem(t, buyer)], { distributor_code: code.toLowerCase() });
  await t.handle.db.update(orders).set({ status: OrderStatus.PaymentConfirmed, paymentStatus: 'done', paidAt, ...over }).where(eq(orders.id, made.order_id));
  return (await t.handle.db.select().from(orders).where(eq(orders.id, made.order_id)))[0]!;
};

describe('applying and the contract', () => {
  it('takes an application once, and the staff decision is audited and mailed', async () => {
    const who = await signUp(t);
    const res = await apply(who, application());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.distributor).toMatchObject({ status: 'applied', country_iso2: 'JP', code: null, statements: [] });
    expect((await apply(who, application())).json()).toMatchObject({ code: 4090, key: 'errors.distributorExists' });
    expect((await post(t, who, '/v1/distributor/contract', { accept: true })).json().key).toBe('errors.distributorNotApproved');
    expect(await mailsOf('distributor_received', who)).toHaveLength(1);

    const { id } = await me(who);
    // the rebate is 5 % to 10 %
    for (const rate of [499, 1001]) {
      const bad = await post(t, sales, '/v1/staff/distributors/decide', { id, decision: 'approve', rate_bp: rate, period: 'monthly' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().fields.rate_bp).toBe('validation.rebateRate');
    }
    const approved = await post(t, sales, '/v1/staff/distributors/decide', { id, decision: 'approve', rate_bp: 1000, period: 'quarterly', note: 'Welcome' });
    expect(approved.json().data).toMatchObject({ status: 'approved', rate_bp: 1000, period: 'quarterly' });
    expect((await post(t, sales, '/v1/staff/distributors/decide', { id, decision: 'reject', note: 'x' })).json().key).toBe('errors.distributorDecided');
    const audit = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.recordType, 'distributor'), eq(auditLog.recordId, String(id))));
    expect(audit.map((a) => a.action)).toEqual(['partners.manage']);
    expect(await mailsOf('distributor_approved', who)).toHaveLength(1);

    expect((await post(t, who, '/v1/distributor/contract', { accept: false })).statusCode).toBe(422);
    const active = (await post(t, who, '/v1/distributor/contract', { accept: true })).json().data.distributor;
    expect(active.status).toBe('active');
    expect(active.code).toMatch(/^[A-Z0-9]{8}$/);
    // the account's flags come from the program: a distributor is wholesale, with the code
    expect(await userRow(who)).toMatchObject({ distributorCode: active.code, wholesale: true, propagate: false });
    expect(await mailsOf('distributor_active', who)).toHaveLength(1);
    const shown = (await get(t, null, '/visual/distributor/display')).json().data.list;
    expect(shown).toContainEqual({ company_name: 'Kanto Parts KK', country_iso2: 'JP', website: 'https://kanto.example', kind: 'distributor' });
  });

  it('flags an affiliate as propagate, and a rejected applicant may apply again', async () => {
    const aff = await activeDistributor({ kind: 'affiliate', company_name: 'Maker Blog' });
    expect(await userRow(aff.who)).toMatchObject({ wholesale: false, propagate: true, distributorCode: aff.code });
    const who = await signUp(t);
    await apply(who, application());
    await post(t, sales, '/v1/staff/distributors/decide', { id: (await me(who)).id, decision: 'reject', note: 'Not in our regions yet' });
    expect((await me(who)).status).toBe('rejected');
    expect(await mailsOf('distributor_rejected', who)).toHaveLength(1);
    expect((await apply(who, application())).json().data.distributor.status).toBe('applied');
  });

  it('refuses bad input and checks roles', async () => {
    const who = await signUp(t);
    for (const [over, field] of [[{ kind: 'reseller' }, 'kind'], [{ country_iso2: 'Japan' }, 'country_iso2'], [{ channels: 'short' }, 'channels'], [{ company_name: 'a\u0000' }, 'company_name']] as const) {
      const res = await apply(who, application(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(res.json().fields?.[field], JSON.stringify(over)).toBeDefined();
    }
    expect((await get(t, null, '/v1/distributor/me')).statusCode).toBe(401);
    expect((await get(t, who, '/v1/staff/distributors')).statusCode).not.toBe(200);
    expect((await get(t, finance, '/v1/staff/distributors')).statusCode).toBe(200);
    expect((await post(t, finance, '/v1/staff/distributors/decide', { id: 1, decision: 'reject', note: 'x' })).statusCode).toBe(403);
    expect((await post(t, sales, '/v1/staff/distributors/payouts', { id: 1, period: '2026-01', reference: 'x' })).statusCode).toBe(403);
    expect((await get(t, sales, '/v1/staff/distributors/detail?id=999999')).statusCode).toBe(404);
  });
});

describe('orders with the code and the rebate', () => {
  it('refuses an order with an unknown code, and places nothing', async () => {
    const buyer = await signUp(t);
    const res = await makeOrder(t, buyer, [await addItem(t, buyer)], { distributor_code: 'NOSUCH99' });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields.distributor_code).toBe('validation.distributorCode');
    expect(await t.handle.db.select().from(orders).where(eq(orders.userId, buyer.id))).toEqual([]);
  });

  it('earns the rate on paid goods per month, leaves cancelled orders out, and finance pay a closed month once', async () => {
    t.clock.set(new Date('2026-03-31T12:00:00Z'));
    await staffNow();
    const d = await activeDistributor({ company_name: 'Monthly Parts' });
    const buyer = await signUp(t);
    // paid on the last second of March (UTC) and on 1 April: two different months
    const march = await paidOrderWith(buyer, d.code, new Date('2026-03-31T23:59:59Z'));
    const april = await paidOrderWith(buyer, d.code, new Date('2026-04-01T00:00:00Z'));
    await paidOrderWith(buyer, d.code, new Date('2026-03-20T10:00:00Z'), { status: OrderStatus.CancelledRefund, cancelledAt: new Date('2026-03-20T10:30:00Z'), refundCents: 100n });
    const unpaid = await orderOf(t, buyer, [await addItem(t, buyer)], { distributor_code: d.code });
    expect((await t.handle.db.select().from(distributorOrders).where(eq(distributorOrders.distributorId, d.id))).length).toBe(4);
    expect(unpaid.order_id).toBeGreaterThan(0);

    const goods = (o: typeof march) => o.subtotalCents - o.discountCents;
    let statements = (await me(d.who)).statements as { period: string; state: string; basis: string; rebate: string; order_count: number }[];
    expect(statements.map((s) => [s.period, s.state, s.order_count])).toEqual([['2026-04', 'open', 1], ['2026-03', 'open', 1]]);
    expect(statements.find((s) => s.period === '2026-03')).toMatchObject({ basis: goods(march).toString(), rebate: ((goods(march) * 750n) / 10_000n).toString() });
    // March is still running
    expect((await post(t, finance, '/v1/staff/distributors/payouts', { id: d.id, period: '2026-03', reference: 'WIRE-1' })).json().key).toBe('errors.payoutNotDue');

    t.clock.set(new Date('2026-04-01T06:00:00Z'));
    const paid = await post(t, finance, '/v1/staff/distributors/payouts', { id: d.id, period: '2026-03', reference: 'WIRE-1' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.statements.find((s: { period: string }) => s.period === '2026-03')).toMatchObject({ state: 'paid', reference: 'WIRE-1' });
    expect((await post(t, finance, '/v1/staff/distributors/payouts', { id: d.id, period: '2026-03', reference: 'WIRE-2' })).json().key).toBe('errors.payoutPaid');
    expect((await post(t, finance, '/v1/staff/distributors/payouts', { id: d.id, period: '2026-04', reference: 'WIRE-3' })).json().key).toBe('errors.payoutNotDue');
    const audit = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.recordType, 'distributor'), eq(auditLog.recordId, String(d.id)), eq(auditLog.action, 'partners.payouts')));
    expect(audit).toHaveLength(1);
    expect(await mailsOf('distributor_paid', d.who)).toHaveLength(1);

    statements = (await me(d.who)).statements;
    expect(statements.map((s) => [s.period, s.state])).toEqual([['2026-04', 'open'], ['2026-03', 'paid']]);
    expect(statements[0]?.basis).toBe(goods(april).toString());
  });

  it('joins the months of a quarter for a quarterly distributor', async () => {
    const d = await activeDistributor({ company_name: 'Quarterly Parts' }, { rate_bp: 500, period: 'quarterly' });
    const buyer = await signUp(t);
    const jan = await paidOrderWith(buyer, d.code, new Date('2026-01-31T23:00:00Z'));
    const mar = await paidOrderWith(buyer, d.code, new Date('2026-03-01T00:00:00Z'));
    const s = (await me(d.who)).statements as { period: string; basis: string; order_count: number }[];
    expect(s.find((x) => x.period === '2026-Q1')).toMatchObject({ order_count: 2, basis: (jan.subtotalCents - jan.discountCents + mar.subtotalCents - mar.discountCents).toString() });
  });
});

describe('changing the terms after approval', () => {
  const terms = (who: Customer, body: Record<string, unknown>) => post(t, who, '/v1/staff/distributors/terms', body);
  const recordedRates = async (id: number) =>
    (await t.handle.db.select().from(distributorOrders).where(eq(distributorOrders.distributorId, id))).sort((a, b) => a.orderId - b.orderId).map((o) => o.rateBp);

  it('applies a new rate from the next period: orders already recorded keep theirs, audited and mailed', async () => {
    t.clock.set(new Date('2026-05-10T09:00:00Z'));
    await staffNow();
    const d = await activeDistributor({ company_name: 'Terms Parts' }, { rate_bp: 750, period: 'monthly' });
    const buyer = await signUp(t);
    const may = await paidOrderWith(buyer, d.code, new Date('2026-05-10T10:00:00Z'));
    const goods = (o: typeof may) => o.subtotalCents - o.discountCents;
    const mayRebate = ((goods(may) * 750n) / 10_000n).toString();

    const changed = await terms(sales, { id: d.id, rate_bp: 1000, period: 'monthly', note: 'Top seller' });
    expect(changed.statusCode, changed.body).toBe(200);
    // the running month keeps the old terms; the change waits for the next month
    expect(changed.json().data).toMatchObject({ rate_bp: 750, period: 'monthly', next_terms: { rate_bp: 1000, period: 'monthly', from: '2026-06-01T00:00:00.000Z' } });
    expect((await me(d.who)).statements.find((s: { period: string }) => s.period === '2026-05')).toMatchObject({ rebate: mayRebate, rate_bp: 750 });
    const audit = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.recordType, 'distributor'), eq(auditLog.recordId, String(d.id)), eq(auditLog.action, 'partners.manage')));
    expect(audit.at(-1)).toMatchObject({ staffId: sales.id, before: { rate_bp: 750, period: 'monthly' }, after: { rate_bp: 1000, period: 'monthly', from: '2026-06-01T00:00:00.000Z' }, note: 'Top seller' });
    expect(await mailsOf('distributor_terms', d.who)).toHaveLength(1);

    // placed before June at 7.5 % and paid in June: it keeps the rate it was recorded with
    const late = await paidOrderWith(buyer, d.code, new Date('2026-06-02T00:00:00Z'));
    t.clock.set(new Date('2026-06-03T09:00:00Z'));
    await staffNow();
    // sessions last a day: a new buyer, and the staff view of the distributor
    const june = await paidOrderWith(await signUp(t), d.code, new Date('2026-06-03T10:00:00Z'));
    expect(await recordedRates(d.id)).toEqual([750, 750, 1000]);
    const now = (await get(t, sales, `/v1/staff/distributors/detail?id=${d.id}`)).json().data;
    expect(now).toMatchObject({ rate_bp: 1000, period: 'monthly', next_terms: null });
    expect(now.statements.find((s: { period: string }) => s.period === '2026-05')).toMatchObject({ rebate: mayRebate, state: 'due' });
    expect(now.statements.find((s: { period: string }) => s.period === '2026-06')).toMatchObject({
      order_count: 2, rebate: ((goods(late) * 750n + goods(june) * 1000n) / 10_000n).toString(),
    });
    // paying May afterwards pays the figures May was recorded with
    const paid = await post(t, finance, '/v1/staff/distributors/payouts', { id: d.id, period: '2026-05', reference: 'WIRE-T' });
    expect(paid.json().data.statements.find((s: { period: string }) => s.period === '2026-05')).toMatchObject({ state: 'paid', rebate: mayRebate, rate_bp: 750 });
  });

  it('moves to quarterly statements at the next quarter, and a second change replaces a waiting one', async () => {
    t.clock.set(new Date('2026-05-10T09:00:00Z'));
    await staffNow();
    const d = await activeDistributor({ company_name: 'Quarter Switch' }, { rate_bp: 600, period: 'monthly' });
    expect((await terms(sales, { id: d.id, rate_bp: 600, period: 'quarterly' })).json().data.next_terms).toEqual({ rate_bp: 600, period: 'quarterly', from: '2026-07-01T00:00:00.000Z' });
    const again = (await terms(sales, { id: d.id, rate_bp: 800, period: 'monthly' })).json().data;
    expect(again).toMatchObject({ rate_bp: 600, period: 'monthly', next_terms: { rate_bp: 800, period: 'monthly', from: '2026-06-01T00:00:00.000Z' } });
    const audit = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.recordType, 'distributor'), eq(auditLog.recordId, String(d.id))));
    expect(audit.at(-1)?.before).toMatchObject({ rate_bp: 600, period: 'monthly', scheduled: { rate_bp: 600, period: 'quarterly' } });
  });

  it('checks the bounds, the status and the roles', async () => {
    const d = await activeDistributor({ company_name: 'Bounds Parts' });
    for (const rate of [499, 1001, 7.5]) {
      const bad = await terms(sales, { id: d.id, rate_bp: rate, period: 'monthly' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().fields.rate_bp).toBe('validation.rebateRate');
    }
    expect((await terms(sales, { id: d.id, rate_bp: 800, period: 'weekly' })).json().fields.period).toBeDefined();
    expect((await terms(sales, { id: d.id, rate_bp: 800, period: 'monthly', note: 'a\u0000' })).statusCode).toBe(422);
    expect((await terms(sales, { id: 999_999, rate_bp: 800, period: 'monthly' })).statusCode).toBe(404);
    // not approved: waiting and rejected applications have no terms to change
    const waiting = await signUp(t);
    await apply(waiting, application());
    const w = await me(waiting);
    const res = await terms(sales, { id: w.id, rate_bp: 800, period: 'monthly' });
    expect(res.statusCode).toBe(409);
    expect(res.json().key).toBe('errors.distributorNotOnTerms');
    await post(t, sales, '/v1/staff/distributors/decide', { id: w.id, decision: 'reject', note: 'No' });
    expect((await terms(sales, { id: w.id, rate_bp: 800, period: 'monthly' })).statusCode).toBe(409);
    // a customer (even the distributor) and finance cannot change terms
    expect([403, 404]).toContain((await terms(d.who, { id: d.id, rate_bp: 1000, period: 'monthly' })).statusCode);
    expect((await terms(finance, { id: d.id, rate_bp: 1000, period: 'monthly' })).statusCode).toBe(403);
    expect((await me(d.who)).next_terms).toBeNull();
    expect(await mailsOf('distributor_terms', d.who)).toEqual([]);
  });
});

describe('suspending a distributor', () => {
  it('revokes the code at checkout, clears the account flag, keeps the statements, audited and mailed', async () => {
    const d = await activeDistributor({ company_name: 'Suspended Parts' });
    const buyer = await signUp(t);
    await paidOrderWith(buyer, d.code, t.clock.now());
    const suspend = (who: Customer, body: Record<string, unknown>) => post(t, who, '/v1/staff/distributors/suspend', body);
    expect([403, 404]).toContain((await suspend(d.who, { id: d.id, note: 'x' })).statusCode);
    expect((await suspend(finance, { id: d.id, note: 'x' })).statusCode).toBe(403);
    expect((await suspend(sales, { id: d.id, note: ' ' })).json().fields.note).toBe('validation.required');

    const res = await suspend(sales, { id: d.id, note: 'Contract ended' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'suspended', code: d.code });
    expect(res.json().data.statements).toHaveLength(1);
    expect((await userRow(d.who)).distributorCode).toBeNull();
    const refused = await makeOrder(t, buyer, [await addItem(t, buyer)], { distributor_code: d.code });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields.distributor_code).toBe('validation.distributorCode');
    const audit = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.recordType, 'distributor'), eq(auditLog.recordId, String(d.id))));
    expect(audit.at(-1)).toMatchObject({ action: 'partners.manage', before: { status: 'active' }, after: { status: 'suspended' }, note: 'Contract ended' });
    expect(await mailsOf('distributor_suspended', d.who)).toHaveLength(1);
    expect((await get(t, null, '/visual/distributor/display')).json().data.list.map((x: { company_name: string }) => x.company_name)).not.toContain('Suspended Parts');
    // once suspended: no second suspension, no change of terms
    expect((await suspend(sales, { id: d.id, note: 'again' })).json().key).toBe('errors.distributorNotActive');
    expect((await post(t, sales, '/v1/staff/distributors/terms', { id: d.id, rate_bp: 900, period: 'monthly' })).statusCode).toBe(409);
  });
});

describe('reinstating a suspended distributor', () => {
  it('gives the code back at checkout and on the account, audited and mailed; only a suspended one, only sales', async () => {
    const d = await activeDistributor({ company_name: 'Reinstated Parts' });
    const buyer = await signUp(t);
    const reinstate = (who: Customer, body: Record<string, unknown>) => post(t, who, '/v1/staff/distributors/reinstate', body);
    // an active distributor has nothing to reinstate
    const early = await reinstate(sales, { id: d.id });
    expect(early.statusCode).toBe(409);
    expect(early.json().key).toBe('errors.distributorNotSuspended');
    expect((await post(t, sales, '/v1/staff/distributors/suspend', { id: d.id, note: 'Unpaid invoice' })).statusCode).toBe(200);

    expect([403, 404]).toContain((await reinstate(d.who, { id: d.id })).statusCode);
    expect((await reinstate(finance, { id: d.id })).statusCode).toBe(403);
    expect((await reinstate(sales, { id: 'x' })).statusCode).toBe(422);
    expect((await reinstate(sales, { id: d.id, extra: 1 })).statusCode).toBe(422);
    expect((await reinstate(sales, { id: 999_999 })).statusCode).toBe(404);

    const res = await reinstate(sales, { id: d.id, note: 'Invoice settled' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'active', code: d.code, rate_bp: 750, note: 'Invoice settled' });
    expect((await userRow(d.who)).distributorCode).toBe(d.code);
    const accepted = await makeOrder(t, buyer, [await addItem(t, buyer)], { distributor_code: d.code });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const audit = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.recordType, 'distributor'), eq(auditLog.recordId, String(d.id))));
    expect(audit.at(-1)).toMatchObject({ action: 'partners.manage', before: { status: 'suspended' }, after: { status: 'active' }, note: 'Invoice settled' });
    const mails = await mailsOf('distributor_reinstated', d.who);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your distributor code works again');
    expect((await get(t, null, '/visual/distributor/display')).json().data.list.map((x: { company_name: string }) => x.company_name)).toContain('Reinstated Parts');
    // active again: a second reinstatement is refused, a suspension works
    expect((await reinstate(sales, { id: d.id })).json().key).toBe('errors.distributorNotSuspended');
    expect((await post(t, sales, '/v1/staff/distributors/suspend', { id: d.id, note: 'Again' })).statusCode).toBe(200);
  });

  it('mails a Japanese-edition distributor in Japanese', async () => {
    const d = await activeDistributor({ company_name: 'Kansai Denshi' });
    await t.handle.db.update(users).set({ lang: 'jp' }).where(eq(users.id, d.who.id));
    expect((await post(t, sales, '/v1/staff/distributors/suspend', { id: d.id, note: '確認中' })).statusCode).toBe(200);
    expect((await post(t, sales, '/v1/staff/distributors/reinstate', { id: d.id })).statusCode).toBe(200);
    const [mail] = await mailsOf('distributor_reinstated', d.who);
    expect(mail!.subject).toBe('代理店コードの停止を解除しました');
  });
});
