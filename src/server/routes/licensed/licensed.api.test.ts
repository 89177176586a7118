// The licensed-products program (issue 15; spec services "Licensing program record", "batch stages"): a partner
// applies, staff move the batch along the spec's stages in the console (role action partners.manage, audit row,
// history row, the partner mailed at each stage), a refused move is a 409 with its reason, and a partner sees only
// their own records. Bad input answers 4000 with the field.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { auditLog, mailOutbox, users } from '../../db/schema/index';
import { makeStaff } from '../../commands/cart/test-support';
import { get, post, signUp, type Customer } from '../checkout/fixtures.test-helper';
import { uniqueIp } from '../user/test-helpers';

let t: TestApp;
let partner: Customer;
let other: Customer;
let sales: Customer;
let content: Customer;
beforeAll(async () => {
  t = await createTestApp();
  [partner, other, sales, content] = [await signUp(t), await signUp(t), await signUp(t), await signUp(t)];
  await makeStaff(t.handle.db, sales.id, 'sales');
  await makeStaff(t.handle.db, content.id, 'content');
});
afterAll(async () => t.close());

const application = (over: Record<string, unknown> = {}) => ({
  page: 'licensed-program', company_name: 'Maker Works', product_name: 'Grove soil sensor kit', product_url: 'https://maker.example/kit',
  description: 'A soil moisture kit with a Grove cable and a waterproof probe for classrooms.', quantity: 300, agree_terms: true, ...over,
});
/** Each from its own address: applying is rate-limited per client address. */
const apply = (who: Customer | null, body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/licensed/applications', headers: who?.headers ?? {}, remoteAddress: uniqueIp(), payload: body as Record<string, unknown> });
const applied = async (who: Customer, over: Record<string, unknown> = {}): Promise<{ id: number; program_id: string }> => {
  const res = await apply(who, application(over));
  if (res.statusCode !== 200) throw new Error(`apply failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
};
const move = (who: Customer, body: Record<string, unknown>) => post(t, who, '/v1/staff/licensed/stage', body);
const emailOf = async (c: Customer) => (await t.handle.db.select({ e: users.email }).from(users).where(eq(users.id, c.id)))[0]?.e ?? '';
const stageMails = async (c: Customer) =>
  (await t.handle.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'licensed_stage'), eq(mailOutbox.toAddress, await emailOf(c))))).map((m) => m.subject);

describe('applying', () => {
  it('starts at stage 0 Application Submitted, in progress, and mails the partner', async () => {
    const p = await applied(partner);
    expect(p).toMatchObject({ stage: 0, status: 0, batch: 1, quantity: 300, bazaar_sku: null, deposit: null, remaining_stock: null, product_name: 'Grove soil sensor kit' });
    expect(p.program_id).toMatch(/^LP-\d{6}$/);
    expect((await stageMails(partner)).some((s) => s.includes(p.program_id) && s.includes('Application Submitted'))).toBe(true);
  });

  it('refuses bad input with the field', async () => {
    for (const [over, field] of [
      [{ description: 'too short' }, 'description'],
      [{ agree_terms: false }, 'agree_terms'],
      [{ quantity: 0 }, 'quantity'],
      [{ product_name: 'a\u0000b' }, 'product_name'],
      [{ page: 'elsewhere' }, 'page'],
    ] as const) {
      const res = await apply(partner, application(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(res.json().fields?.[field], JSON.stringify(over)).toBeDefined();
    }
    expect((await apply(null, application())).statusCode).toBe(401);
  });

  it('shows a partner only their own records', async () => {
    await applied(other, { product_name: 'Other product' });
    const mine = (await get(t, partner, '/v1/licensed/programs')).json().data.list as { product_name: string }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((p) => p.product_name !== 'Other product')).toBe(true);
  });
});

describe('staff moving the stages', () => {
  it('walks the spec\'s stages to Sell on Seeed, with history, audit rows and a mail at each', async () => {
    const p = await applied(partner, { product_name: 'Walk kit' });
    expect((await move(sales, { id: p.id, to: 1, note: 'Welcome aboard' })).json().data).toMatchObject({ stage: 1, status: 1, next_stages: [2] });
    // the deposit is needed to record it; the Bazaar SKU to sell
    expect((await move(sales, { id: p.id, to: 2 })).json()).toMatchObject({ code: 4090, key: 'errors.licensedDepositRequired' });
    expect((await move(sales, { id: p.id, to: 2, deposit: '150000' })).json().data).toMatchObject({ stage: 2, deposit: '150000' });
    expect((await move(sales, { id: p.id, to: 4 })).json().data.stage).toBe(4);
    expect((await move(sales, { id: p.id, to: 5 })).json().data.stage).toBe(5);
    expect((await move(sales, { id: p.id, to: 6 })).json()).toMatchObject({ code: 4090, key: 'errors.licensedSkuRequired' });
    const selling = (await move(sales, { id: p.id, to: 6, bazaar_sku: '114992000', remaining_stock: 300 })).json().data;
    expect(selling).toMatchObject({ stage: 6, status: 1, bazaar_sku: '114992000', remaining_stock: 300, next_stages: [] });
    expect(selling.history.map((h: { to: number }) => h.to)).toEqual([0, 1, 2, 4, 5, 6]);
    expect((await move(sales, { id: p.id, to: 5 })).json()).toMatchObject({ code: 4090, key: 'errors.licensedFinished' });

    const audits = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.recordType, 'licensed_program'), eq(auditLog.recordId, String(p.id))));
    expect(audits).toHaveLength(5);
    expect(audits.every((a) => a.action === 'partners.manage' && a.staffId === sales.id)).toBe(true);
    const subjects = (await stageMails(partner)).filter((s) => s.includes(p.program_id));
    for (const name of ['Application Submitted', 'Approved', 'Deposit Received', 'Production Started', 'Production Accomplished', 'Sell on Seeed in Progress']) {
      expect(subjects.some((s) => s.includes(name)), name).toBe(true);
    }
    const mine = (await get(t, partner, '/v1/licensed/programs')).json().data.list as { id: number; stage: number }[];
    expect(mine.find((x) => x.id === p.id)?.stage).toBe(6);
  });

  it('ends a rejected application (program status 2) and refuses a skipped stage with the reason', async () => {
    const p = await applied(partner, { product_name: 'Rejected kit' });
    expect((await move(sales, { id: p.id, to: 4 })).json()).toMatchObject({ code: 4090, key: 'errors.licensedStageForbidden' });
    expect((await move(sales, { id: p.id, to: 3, note: 'Outside the catalogue' })).json().data).toMatchObject({ stage: 3, status: 2 });
    expect((await move(sales, { id: p.id, to: 1 })).json()).toMatchObject({ code: 4090, key: 'errors.licensedRejected' });
    expect((await stageMails(partner)).some((s) => s.includes(p.program_id) && s.includes('Rejected'))).toBe(true);
  });

  it('lets only the roles with the action in, and answers 404 for a missing program', async () => {
    const p = await applied(partner, { product_name: 'Roles kit' });
    expect((await get(t, content, '/v1/staff/licensed')).statusCode).toBe(403);
    expect((await move(content, { id: p.id, to: 1 })).statusCode).toBe(403);
    expect([401, 403, 404]).toContain((await move(partner, { id: p.id, to: 1 })).statusCode);
    const list = (await get(t, sales, '/v1/staff/licensed?stage=0')).json().data;
    expect(list.list.some((x: { id: number; user_id: number }) => x.id === p.id && x.user_id === partner.id)).toBe(true);
    expect((await get(t, sales, '/v1/staff/licensed/detail?id=999999')).statusCode).toBe(404);
    expect((await move(sales, { id: 999999, to: 1 })).statusCode).toBe(404);
    expect((await move(sales, { id: p.id, to: 9 })).statusCode).toBe(422);
  });
});
