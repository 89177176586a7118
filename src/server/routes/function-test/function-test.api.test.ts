// Functional-test plans (issue 11 "Functional test"; services §4 statuses 1 Confirming, 2 Confirmed, 3 Rejected; §7
// POST /fusion-test/upfile, GET /fusion-test/bind-pcba-test-to-cart; §9 test files at most 20 MB): the customer
// uploads a plan checked by content, binds it to their PCBA item with the functional test; engineering confirm or
// reject it with a note; the customer is mailed in their language.
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { auditLog, cartItems, mailOutbox, pcbaTestPlans, users } from '../../db/schema/index';
import { makeStaff } from '../../commands/cart/test-support';
import { insertPcbaCartItem } from '../../commands/function-test/test-support';
import { asUser, signUp, uniqueIp, type TestUser } from '../user/test-helpers';
import { multipartBody } from '../upload/multipart.test-helper';
import { get, post } from '../cart/cart.test-helper';
import { notExe, notPng, planDoc, planDocx, planMarkdown, planPdf, planText, planXls, planXlsx, planZip } from '../../integrations/files/test-plan/test-plan-files';

let t: TestApp;
let customer: TestUser;
let other: TestUser;
let engineer: TestUser;
let sales: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [customer, other, engineer, sales, admin] = [await signUp(t), await signUp(t), await signUp(t), await signUp(t), await signUp(t)];
  await makeStaff(t.handle.db, engineer.uid, 'engineering');
  await makeStaff(t.handle.db, sales.uid, 'sales');
  await makeStaff(t.handle.db, admin.uid, 'admin');
});
afterAll(async () => t.close());

const upload = (user: TestUser | null, data: Buffer, filename = 'plan.pdf') => {
  const { payload, headers } = multipartBody([{ name: 'file', filename, data, type: 'application/octet-stream' }]);
  return t.app.inject({ method: 'POST', url: '/api/fusion-test/upfile', payload, remoteAddress: uniqueIp(), headers: { ...headers, ...(user ? asUser(user.token) : {}) } });
};
const uploaded = async (user: TestUser, data = planPdf(), filename = 'plan.pdf'): Promise<number> => {
  const res = await upload(user, data, filename);
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().data.plan_id as number;
};
const bind = (user: TestUser, planId: number, cartId: number) => get(t, user, `/fusion-test/bind-pcba-test-to-cart?plan_id=${planId}&cart_id=${cartId}`);
const planRow = async (id: number) => (await t.handle.db.select().from(pcbaTestPlans).where(eq(pcbaTestPlans.id, id)))[0];
const mailsOf = (kind: string) => t.handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind));
/** A plan bound to a fresh PCBA item of `user`. */
const boundPlan = async (user: TestUser, filename = 'plan.pdf') => {
  const cartId = await insertPcbaCartItem(t.handle.db, user.uid);
  const planId = await uploaded(user, planPdf(), filename);
  expect((await bind(user, planId, cartId)).statusCode).toBe(200);
  return { cartId, planId };
};

describe('POST /fusion-test/upfile', () => {
  it('stores a PDF under a random key for its owner, Confirming and unbound', async () => {
    const res = await upload(customer, planPdf(), '../Test <plan>.pdf');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ name: 'Test plan.pdf', kind: 'pdf', status: 1, cart_id: null, staff_note: '', decided_at: null, size: planPdf().length });
    const row = await planRow(data.plan_id);
    expect(row).toMatchObject({ ownerId: customer.uid, contentType: 'application/pdf', status: 1, cartItemId: null });
    expect(row?.storageKey).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{32}\.pdf$/);
    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads', row?.storageKey ?? 'none'))).toBe(true);
  });

  it.each([
    ['doc', planDoc, 'plan.doc'], ['docx', planDocx, 'plan.docx'], ['xls', planXls, 'plan.xls'], ['xlsx', planXlsx, 'plan.xlsx'],
    ['zip', planZip, 'scripts.zip'], ['text', planText, 'plan.txt'], ['markdown', planMarkdown, 'README.md'],
  ])('takes a %s plan by its content', async (kind, make, name) => {
    const res = await upload(customer, make(), name);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ kind, name });
  });

  it('types by content, not by name: an image called plan.pdf and a program called plan.txt are refused', async () => {
    for (const [data, name] of [[notPng(), 'plan.pdf'], [notExe(), 'plan.txt']] as const) {
      const res = await upload(customer, data, name);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ msg: expect.stringContaining('PDF, Word, Excel, ZIP or text'), key: 'errors.testPlanType' });
    }
    // text named .exe is still text
    expect((await upload(customer, planText(), 'plan.exe')).json().data).toMatchObject({ kind: 'text' });
  });

  it('stops a file over 20 MB while it streams, and stores nothing', async () => {
    const before = (await t.handle.db.select().from(pcbaTestPlans).where(eq(pcbaTestPlans.ownerId, other.uid))).length;
    const big = Buffer.concat([planPdf(), Buffer.alloc(20 * 1024 * 1024 + 1 - planPdf().length, 0x20)]);
    const res = await upload(other, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ key: 'errors.fileTypeOrSize' });
    expect((await t.handle.db.select().from(pcbaTestPlans).where(eq(pcbaTestPlans.ownerId, other.uid))).length).toBe(before);
  });

  it('needs a file, and a signed-in customer', async () => {
    const { payload, headers } = multipartBody([]);
    const empty = await t.app.inject({ method: 'POST', url: '/api/fusion-test/upfile', payload, headers: { ...headers, ...asUser(customer.token) } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ key: 'errors.fileMissing' });
    expect((await upload(customer, Buffer.alloc(0))).statusCode).toBe(422);
    const anonymous = await upload(null, planPdf());
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe(4302);
  });
});

describe('GET /fusion-test/bind-pcba-test-to-cart', () => {
  it('binds an own plan to an own PCBA item with the test, once; engineering is told', async () => {
    const cartId = await insertPcbaCartItem(t.handle.db, customer.uid);
    const planId = await uploaded(customer);
    const res = await bind(customer, planId, cartId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ plan_id: planId, cart_id: cartId, status: 1 });
    const again = await bind(customer, planId, cartId);
    expect(again.json().data).toEqual(res.json().data);
    const notices = (await mailsOf('staff_test_plan_waiting')).filter((m) => m.textBody.includes(`/staff/function-tests/${planId}`));
    expect(notices.map((m) => m.toAddress)).toEqual([engineer.email]);
    // the customer reads it back for the item
    expect((await get(t, customer, `/v1/pcba/test-plan?cart_id=${cartId}`)).json().data).toMatchObject({ plan_id: planId, status: 1 });
  });

  it("answers 404 for another customer's plan or item, as for a missing one", async () => {
    const mine = await insertPcbaCartItem(t.handle.db, customer.uid);
    const theirs = await insertPcbaCartItem(t.handle.db, other.uid);
    const myPlan = await uploaded(customer);
    const theirPlan = await uploaded(other);
    expect((await bind(customer, theirPlan, mine)).statusCode).toBe(404);
    expect((await bind(customer, myPlan, theirs)).statusCode).toBe(404);
    expect((await bind(customer, myPlan, 2_000_000_000)).statusCode).toBe(404);
    expect((await get(t, customer, `/v1/pcba/test-plan?cart_id=${theirs}`)).statusCode).toBe(404);
    expect((await planRow(theirPlan))?.cartItemId).toBeNull();
  });

  it('refuses an item that is not a PCBA, or a PCBA without the functional test (400)', async () => {
    const plan = await uploaded(customer);
    for (const cartId of [await insertPcbaCartItem(t.handle.db, customer.uid, { productId: 835 }), await insertPcbaCartItem(t.handle.db, customer.uid, { functionTest: false })]) {
      const res = await bind(customer, plan, cartId);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ key: 'errors.testPlanNotPcbaTest' });
    }
    expect((await get(t, customer, `/v1/pcba/test-plan?cart_id=${await insertPcbaCartItem(t.handle.db, customer.uid)}`)).json().data).toBeNull();
  });

  it('keeps one plan per item: a new plan replaces the old one, a plan stays with its item', async () => {
    const { cartId, planId: first } = await boundPlan(customer);
    const second = await uploaded(customer, planText(), 'plan-v2.txt');
    expect((await bind(customer, second, cartId)).json().data).toMatchObject({ plan_id: second, cart_id: cartId });
    expect((await planRow(first))?.cartItemId).toBeNull();
    expect((await get(t, customer, `/v1/pcba/test-plan?cart_id=${cartId}`)).json().data).toMatchObject({ plan_id: second, name: 'plan-v2.txt', kind: 'text' });
    const elsewhere = await bind(customer, second, await insertPcbaCartItem(t.handle.db, customer.uid));
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toMatchObject({ key: 'errors.testPlanBoundElsewhere' });
  });

  it('refuses an item the customer removed', async () => {
    const cartId = await insertPcbaCartItem(t.handle.db, customer.uid);
    await t.handle.db.update(cartItems).set({ cancelledAt: new Date() }).where(eq(cartItems.id, cartId));
    expect((await bind(customer, await uploaded(customer), cartId)).statusCode).toBe(404);
  });
});

describe('engineering review', () => {
  it('lists bound plans, Confirming first, oldest first; unbound uploads are not work', async () => {
    const a = await boundPlan(other, 'older.pdf');
    t.clock.advance(60_000);
    const b = await boundPlan(other, 'newer.pdf');
    const unbound = await uploaded(other, planPdf(), 'draft.pdf');
    const res = await get(t, engineer, `/v1/staff/function-tests?q=${encodeURIComponent(other.email)}`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data.list as { plan_id: number; status: number; customer_email: string; item_name: string }[];
    expect(list.map((p) => p.plan_id)).toEqual([a.planId, b.planId]);
    expect(list[0]).toMatchObject({ status: 1, customer_email: other.email, item_name: 'PCB Assembly', quantity: 10, order_id: null });
    expect(list.map((p) => p.plan_id)).not.toContain(unbound);
    // decided plans go after the waiting ones
    await post(t, engineer, '/v1/staff/function-tests/decide', { plan_id: a.planId, decision: 'confirm', note: 'Fine.' });
    const after = (await get(t, engineer, `/v1/staff/function-tests?q=${encodeURIComponent(other.email)}`)).json().data.list as { plan_id: number }[];
    expect(after.map((p) => p.plan_id)).toEqual([b.planId, a.planId]);
    const confirming = (await get(t, engineer, `/v1/staff/function-tests?status=1&q=${encodeURIComponent(other.email)}`)).json().data;
    expect(confirming).toMatchObject({ total: 1, list: [{ plan_id: b.planId }] });
  });

  it('serves the file with safe headers: a PDF inline, a ZIP always as a download', async () => {
    const { planId } = await boundPlan(customer);
    const res = await get(t, engineer, `/v1/staff/function-tests/file?id=${planId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({ 'content-type': 'application/pdf', 'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store' });
    expect(res.headers['content-disposition']).toBe(`inline; filename="test-plan-${planId}.pdf"; filename*=UTF-8''plan.pdf`);
    expect(res.rawPayload).toEqual(planPdf());
    expect((await get(t, engineer, `/v1/staff/function-tests/file?id=${planId}&download=1`)).headers['content-disposition']).toMatch(/^attachment;/);
    const zip = await uploaded(customer, planZip(), 'テスト.zip');
    const zipRes = await get(t, engineer, `/v1/staff/function-tests/file?id=${zip}`);
    expect(zipRes.headers['content-disposition']).toBe(`attachment; filename="test-plan-${zip}.zip"; filename*=UTF-8''${encodeURIComponent('テスト.zip')}`);
  });

  it('confirms with a note: audit row, the customer mailed in Japanese with the note, the status Confirmed', async () => {
    const jp = await signUp(t);
    await t.handle.db.update(users).set({ lang: 'jp' }).where(eq(users.id, jp.uid));
    const { cartId, planId } = await boundPlan(jp);
    expect((await post(t, engineer, '/v1/staff/function-tests/decide', { plan_id: planId, decision: 'confirm', note: '  ' })).statusCode).toBe(422);
    const res = await post(t, engineer, '/v1/staff/function-tests/decide', { plan_id: planId, decision: 'confirm', note: 'We test with your jig at 5 V.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ plan_id: planId, status: 2, staff_note: 'We test with your jig at 5 V.', decided_by_email: engineer.email });
    expect((await get(t, jp, `/v1/pcba/test-plan?cart_id=${cartId}`)).json().data).toMatchObject({ status: 2, staff_note: 'We test with your jig at 5 V.' });
    const [audit] = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.recordType, 'test_plan'), eq(auditLog.recordId, String(planId))));
    expect(audit).toMatchObject({ staffId: engineer.uid, action: 'test.review', note: 'We test with your jig at 5 V.', before: { status: 1 }, after: { status: 2 } });
    const history = (await get(t, engineer, `/v1/staff/audit?record_type=test_plan&record_id=${planId}`)).json().data;
    expect(history).toEqual([expect.objectContaining({ action: 'test.review', staff_email: engineer.email })]);
    const [mail] = (await mailsOf('test_plan_confirmed')).filter((m) => m.userId === jp.uid);
    expect(mail).toMatchObject({ lang: 'jp', subject: expect.stringContaining('機能テスト計画を承認しました') });
    expect(mail?.textBody).toContain('We test with your jig at 5 V.');
    expect(mail?.textBody).toContain('2営業日');
    // decided once: a second decision, either way, is refused
    const again = await post(t, admin, '/v1/staff/function-tests/decide', { plan_id: planId, decision: 'reject', note: 'No.' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ key: 'errors.testPlanDecided' });
  });

  it('rejects with a note in English; the customer uploads a corrected plan in its place', async () => {
    const { cartId, planId } = await boundPlan(customer);
    const res = await post(t, admin, '/v1/staff/function-tests/decide', { plan_id: planId, decision: 'reject', note: 'Please give the expected current on 3V3.' });
    expect(res.json().data).toMatchObject({ status: 3 });
    const [mail] = (await mailsOf('test_plan_rejected')).filter((m) => m.userId === customer.uid);
    expect(mail).toMatchObject({ lang: 'en', subject: expect.stringContaining('needs changes') });
    expect(mail?.textBody).toContain('Please give the expected current on 3V3.');
    const corrected = await uploaded(customer, planText(), 'plan-v2.txt');
    expect((await bind(customer, corrected, cartId)).json().data).toMatchObject({ status: 1, cart_id: cartId });
    // the rejected plan is detached and cannot be bound again
    expect((await bind(customer, planId, await insertPcbaCartItem(t.handle.db, customer.uid))).json()).toMatchObject({ key: 'errors.testPlanDecided' });
    // a plan that is no longer bound is not decided
    expect((await post(t, engineer, '/v1/staff/function-tests/decide', { plan_id: planId, decision: 'confirm', note: 'ok' })).statusCode).toBe(409);
  });

  it('two engineers deciding at once: one decision, one conflict', async () => {
    const { planId } = await boundPlan(customer);
    const results = await Promise.all([
      post(t, engineer, '/v1/staff/function-tests/decide', { plan_id: planId, decision: 'confirm', note: 'ok' }),
      post(t, admin, '/v1/staff/function-tests/decide', { plan_id: planId, decision: 'reject', note: 'no' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await t.handle.db.select().from(auditLog).where(and(eq(auditLog.recordType, 'test_plan'), eq(auditLog.recordId, String(planId))))).length).toBe(1);
  });

  it('is for engineering and admin only: sales 403 (4030), a customer 403 (4300)', async () => {
    const { planId } = await boundPlan(customer);
    for (const url of ['/v1/staff/function-tests', `/v1/staff/function-tests/detail?id=${planId}`, `/v1/staff/function-tests/file?id=${planId}`]) {
      expect((await get(t, sales, url)).json().code).toBe(4030);
      expect((await get(t, customer, url)).json().code).toBe(4300);
      expect((await get(t, admin, url)).statusCode).toBe(200);
    }
    expect((await post(t, sales, '/v1/staff/function-tests/decide', { plan_id: planId, decision: 'confirm', note: 'x' })).statusCode).toBe(403);
    expect((await get(t, sales, `/v1/staff/audit?record_type=test_plan&record_id=${planId}`)).statusCode).toBe(403);
    expect((await planRow(planId))?.status).toBe(1);
  });
});
