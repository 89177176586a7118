// Account deletion (issue 15; spec services §3 "Deletion request: reason (one of 7, including other with free text),
// agreement checkbox, password", §4 the flow, §5 "free text required when other, terms must be agreed, password
// entered; only the account owner", §8 "cannot be processed when there are pending custom orders, pending standard
// orders or unresolved after-sales tickets"): each blocking reason fails the check and can be re-checked once
// settled; the erase removes the personal data and keeps the orders; the sessions end and the e-mail registers again.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { accountDeletions, addresses, cartItems, coupons, mailOutbox, orders, sessions, signupCouponGrants, supportConversations, users } from '../../db/schema/index';
import { buildOrder } from '../../commands/payment/testing/orders';
import { OrderStatus } from '../../../shared/status/order';
import { CartItemStatus } from '../../../shared/status/cart-item';
import { logIn, signUp, type TestUser } from '../user/test-helpers';
import { get, post } from '../cart/cart.test-helper';
import { addressBody } from '../checkout/fixtures.test-helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const tokenFor = async (user: TestUser): Promise<string> => {
  const res = await post(t, user, '/third/get-token', {});
  expect(res.statusCode).toBe(200);
  return res.json().data.token as string;
};
const check = (user: TestUser, token: string, over: Record<string, unknown> = {}) =>
  post(t, user, '/third/verify-can-cancel', { token, reason: 'no_longer_needed', agree: true, ...over });
const blockersOf = (res: { json: () => { data: { checks: { key: string; count: number }[] } } }) =>
  Object.fromEntries(res.json().data.checks.map((c) => [c.key, c.count]));

describe('Notice and Agreement', () => {
  it('needs one of the reasons, the free text for "other" and the terms agreed', async () => {
    const user = await signUp(t);
    const token = await tokenFor(user);
    expect((await check(user, token, { reason: 'because' })).json().fields).toMatchObject({ reason: 'validation.required' });
    expect((await check(user, token, { reason: 'other' })).json().fields).toMatchObject({ reason_text: 'validation.required' });
    expect((await check(user, token, { agree: false })).json().fields).toMatchObject({ agree: 'validation.deletionAgree' });
    expect((await check(user, token, { reason: 'other', reason_text: 'Moving to an in-house line' })).statusCode).toBe(200);
    const [run] = await t.handle.db.select().from(accountDeletions).where(eq(accountDeletions.userId, user.uid));
    expect(run).toMatchObject({ reason: 'other', reasonText: 'Moving to an in-house line', status: 'passed' });
  });
});

describe('Account Check', () => {
  it('a pending standard order blocks, and passes once the order is cancelled', async () => {
    const user = await signUp(t);
    const order = await buildOrder(t.handle.db, user.uid, t.clock.now(), { status: OrderStatus.InProduction });
    const token = await tokenFor(user);
    const failed = await check(user, token);
    expect(failed.json().data.passed).toBe(false);
    expect(blockersOf(failed)).toEqual({ custom_orders: 0, standard_orders: 1, support: 0 });
    // the password step refuses a failed check
    expect((await post(t, user, '/third/confirm-cancel', { token, password: user.password })).statusCode).toBe(409);

    await t.handle.db.update(orders).set({ status: OrderStatus.CancelledRefund }).where(eq(orders.id, order.id));
    const again = await check(user, token);
    expect(again.json().data).toMatchObject({ passed: true });
  });

  it('a custom order waiting for a quote blocks', async () => {
    const user = await signUp(t);
    // a premium board waiting for its manual quote
    await t.handle.db.insert(cartItems).values({
      userId: user.uid, productId: 835, tier: 5, name: 'Premium PCB', params: {}, priceLines: [], buildDays: 5, weightGrams: 100,
      quantity: 5, status: CartItemStatus.Quotation, requestId: crypto.randomUUID(),
    });
    const failed = await check(user, await tokenFor(user));
    expect(blockersOf(failed)).toMatchObject({ custom_orders: 1, standard_orders: 0, support: 0 });
  });

  it('an unresolved support conversation blocks until support closes it', async () => {
    const user = await signUp(t);
    const opened = await post(t, user, '/v1/support/conversations', { subject: 'Where is my board?', message: 'Hello', attachment_ids: [] });
    expect(opened.statusCode).toBe(200);
    const token = await tokenFor(user);
    expect(blockersOf(await check(user, token))).toMatchObject({ custom_orders: 0, standard_orders: 0, support: 1 });
    await t.handle.db.update(supportConversations).set({ status: 'closed' }).where(eq(supportConversations.userId, user.uid));
    expect((await check(user, token)).json().data.passed).toBe(true);
  });

  it('finished, shipped and cancelled orders do not block', async () => {
    const user = await signUp(t);
    for (const status of [OrderStatus.Finished, OrderStatus.Shipped, OrderStatus.CancelledUnpaid]) await buildOrder(t.handle.db, user.uid, t.clock.now(), { status });
    expect((await check(user, await tokenFor(user))).json().data.passed).toBe(true);
  });
});

describe('the owner only', () => {
  it("another user's token answers 404 on every step; a visitor is not signed in", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const token = await tokenFor(owner);
    expect((await post(t, other, '/third/preview-cancel', { token })).statusCode).toBe(404);
    expect((await check(other, token)).statusCode).toBe(404);
    await check(owner, token);
    expect((await post(t, other, '/third/confirm-cancel', { token, password: other.password })).statusCode).toBe(404);
    expect((await post(t, null, '/third/get-token', {})).statusCode).toBe(401);
    const [row] = await t.handle.db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, owner.uid));
    expect(row?.deletedAt).toBeNull();
  });

  it('a wrong password deletes nothing', async () => {
    const user = await signUp(t);
    const token = await tokenFor(user);
    await check(user, token);
    const res = await post(t, user, '/third/confirm-cancel', { token, password: 'not-my-password' });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ password: 'validation.currentPassword' });
    expect((await get(t, user, '/user/info')).statusCode).toBe(200);
  });

  it('an expired token answers 404', async () => {
    const user = await signUp(t);
    const token = await tokenFor(user);
    t.clock.advance(2 * 60 * 60 * 1000);
    expect((await check(user, token)).statusCode).toBe(404);
  });
});

describe('the deletion', () => {
  it('erases the personal data, keeps the orders, ends the sessions and frees the e-mail', async () => {
    const user = await signUp(t, { first_name: 'Keiko', last_name: 'Tanaka' });
    expect((await post(t, user, '/v1/user/address/create', addressBody())).statusCode).toBe(200);
    const order = await buildOrder(t.handle.db, user.uid, t.clock.now(), { status: OrderStatus.Finished });
    const token = await tokenFor(user);
    const preview = (await post(t, user, '/third/preview-cancel', { token })).json().data;
    expect(preview).toMatchObject({ email: user.email, erased: { addresses: 1, gallery_projects: 0, gallery_files: 0 }, kept: { orders: 1 } });
    await check(user, token);
    const res = await post(t, user, '/third/confirm-cancel', { token, password: user.password });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);

    const db = t.handle.db;
    const [row] = await db.select().from(users).where(eq(users.id, user.uid));
    expect(row).toMatchObject({ firstName: '', lastName: '', nickname: '' });
    expect(row?.email).not.toBe(user.email);
    expect(row?.deletedAt).not.toBeNull();
    expect(await db.select().from(addresses).where(eq(addresses.userId, user.uid))).toEqual([]);
    expect(await db.select().from(sessions).where(and(eq(sessions.userId, user.uid)))).toSatisfy((s: { revokedAt: Date | null }[]) => s.every((x) => x.revokedAt));
    // the order stays, with the invoice address and without the telephone or the delivery street
    const [kept] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept?.shipTo).toMatchObject({ customer_name: '', customer_address: '', customer_telephone: '', customer_city: 'San Jose' });
    expect(kept?.billTo).toMatchObject({ customer_name: 'Dana Rivera', customer_telephone: '' });
    // the session is gone, the password no longer signs in
    expect((await get(t, user, '/user/info')).statusCode).toBe(401);
    expect((await logIn(t, user.email, user.password)).statusCode).toBe(401);
    // the farewell mail went to the address the account had
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'account_deleted'));
    expect(mails.map((m) => m.toAddress)).toContain(user.email);
    const [run] = await db.select().from(accountDeletions).where(eq(accountDeletions.userId, user.uid));
    expect(run?.status).toBe('completed');

    // the same e-mail registers again, as a new account
    const again = await signUp(t, { email: user.email });
    expect(again.uid).not.toBe(user.uid);
  });

  it('gives no second sign-up coupon to an address that registers again after deleting its account', async () => {
    const signupCoupons = async (uid: number) => t.handle.db.select().from(coupons).where(and(eq(coupons.ownerId, uid), eq(coupons.grantKey, `signup:${uid}`)));
    const welcome = async (uid: number) => t.handle.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'welcome'), eq(mailOutbox.userId, uid)));
    const user = await signUp(t);
    expect(await signupCoupons(user.uid)).toHaveLength(1);
    const token = await tokenFor(user);
    await check(user, token);
    expect((await post(t, user, '/third/confirm-cancel', { token, password: user.password })).statusCode).toBe(200);

    // the record outlives the account, and holds no address in the clear
    const grants = await t.handle.db.select().from(signupCouponGrants);
    expect(grants.some((g) => g.emailHash.includes('@') || g.emailHash.includes(user.email))).toBe(false);
    expect(grants.every((g) => /^[0-9a-f]{64}$/.test(g.emailHash))).toBe(true);

    // the same address (in other letter case) registers again: a new account, welcomed, without a coupon
    const again = await signUp(t, { email: user.email.toUpperCase() });
    expect(again.uid).not.toBe(user.uid);
    expect(await signupCoupons(again.uid)).toEqual([]);
    const [mail] = await welcome(again.uid);
    expect(mail?.textBody ?? '').not.toMatch(/coupon/i);

    // a brand-new address still gets its $50 coupon
    const fresh = await signUp(t);
    expect(await signupCoupons(fresh.uid)).toMatchObject([{ status: 'available' }]);
    expect((await welcome(fresh.uid))[0]?.textBody ?? '').toMatch(/coupon/i);
  });

  it('staff see on the customer page that the account was deleted', async () => {
    const user = await signUp(t);
    const token = await tokenFor(user);
    await check(user, token, { reason: 'privacy' });
    await post(t, user, '/third/confirm-cancel', { token, password: user.password });
    const staff = await signUp(t);
    await t.handle.db.update(users).set({ userType: 'staff', staffRole: 'admin' }).where(eq(users.id, staff.uid));
    const detail = (await get(t, staff, `/v1/staff/customers/detail?id=${user.uid}`)).json().data;
    expect(detail.customer.deleted_at).not.toBeNull();
    expect(detail.deletion).toMatchObject({ status: 'completed', reason: 'privacy' });
  });
});
