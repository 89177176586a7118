// The BOM check (issue 11 "After the order"; services §4: Pending and Unavailable lines are checked by staff within
// 1 business day, an Unavailable line needs a purchase link or another MPN from the customer). Items are stored by
// the fixture the way add-pcba stores them; prices are read from the starter catalogue's own tiers.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { auditLog, mailOutbox, pcbaBomLines, users } from '../../db/schema/index';
import { makeStaff } from '../../commands/cart/test-support';
import { insertPcbaItem, type FixtureLine } from '../../commands/bom-check/test-fixture';
import { seedCatalogue } from '../../db/seed/opl/index';
import type { PartRecord } from '../../commands/opl/import/part-record';
import type { BomPart } from '../../../shared/pcba/bom-line';
import type { StaffRole } from '../../../shared/staff';
import { CartItemStatus } from '../../../shared/status/cart-item';
import { get, post } from '../cart/cart.test-helper';
import { signUp, type TestUser } from '../user/test-helpers';

let t: TestApp;
const staff = {} as Record<StaffRole, TestUser>;
let ann: TestUser;
let bob: TestUser;

const catalogue = seedCatalogue();
/** The catalogue's unit price (micro-USD) for `need` parts: the highest tier whose quantity is at most `need`. */
const tierPrice = (p: PartRecord, need: number): bigint => [...p.tiers].reverse().find((x) => x.qty <= need)?.micros ?? p.tiers[0]!.micros;
const withTiers = catalogue.filter((p) => p.tiers.length >= 2);
const partA = withTiers[0]!;
const partB = withTiers[1]!;
const asSuggestion = (p: PartRecord): BomPart => ({
  sku: p.sku, mpn: p.mpn, manufacturer: p.manufacturer ?? '', package: p.package ?? '', description: p.description, stock: 1, unitMicros: '1', basic: true,
});

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['admin', 'sales', 'engineering', 'finance', 'content'] as const) {
    staff[role] = await signUp(t);
    await makeStaff(t.handle.db, staff[role].uid, role);
  }
  ann = await signUp(t, { first_name: 'Ann', last_name: 'Lee' });
  bob = await signUp(t);
});
afterAll(async () => t.close());

const LINES: FixtureLine[] = [
  { status: 'confirmed', designators: ['R1', 'R2'], mpn: partB.mpn, partSku: partB.sku, unitMicros: 1000n },
  { status: 'pending', designators: ['C1', 'C2', 'C3', 'C4'], value: '100nF 0402', suggestions: [asSuggestion(partA), asSuggestion(partB)] },
  { status: 'unavailable', designators: ['U1'], mpn: 'NOPE-123', manufacturer: 'Nobody' },
];

const makeItem = async (who: TestUser, boards = 30, lines = LINES): Promise<number> =>
  insertPcbaItem(t.handle.db, { userId: who.uid, boards, lines, createdAt: t.clock.now() });

const queue = async (who: TestUser = staff.engineering) => {
  const res = await get(t, who, '/v1/staff/bom-check');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.items as { cart_id: number; pending: number; unavailable: number; asked: number; lines: number; waiting_since: string | null; customer: { email: string } }[];
};
const detail = async (id: number, who: TestUser = staff.engineering) => {
  const res = await get(t, who, `/v1/staff/bom-check/item?id=${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const lineRow = async (cartId: number, line: number) =>
  (await t.handle.db.select().from(pcbaBomLines).where(and(eq(pcbaBomLines.cartItemId, cartId), eq(pcbaBomLines.lineNo, line))))[0]!;
const mailsOf = (kind: string) => t.handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind));

describe('the queue', () => {
  it('lists PCBA items with open lines only, oldest first, with counts and the customer', async () => {
    const first = await makeItem(ann);
    t.clock.advance(60_000);
    const settled = await makeItem(ann, 10, [LINES[0]!]);
    t.clock.advance(60_000);
    const second = await makeItem(bob);
    const ids = (await queue()).map((i) => i.cart_id);
    expect(ids).not.toContain(settled);
    expect(ids.indexOf(first)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    const row = (await queue()).find((i) => i.cart_id === first)!;
    expect(row).toMatchObject({ lines: 3, pending: 1, unavailable: 1, asked: 0, customer: { email: ann.email } });
  });

  it('is the work of engineering, sales and admin; finance and content get 4030, customers 4300', async () => {
    for (const role of ['admin', 'sales', 'engineering'] as const) expect((await get(t, staff[role], '/v1/staff/bom-check')).statusCode).toBe(200);
    for (const role of ['finance', 'content'] as const) {
      const res = await get(t, staff[role], '/v1/staff/bom-check');
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(4030);
      const act = await post(t, staff[role], '/v1/staff/bom-check/ask', { cart_id: 1, line: 1, note: 'x' });
      expect(act.json().code).toBe(4030);
    }
    const customer = await get(t, ann, '/v1/staff/bom-check');
    expect(customer.json().code).toBe(4300);
  });
});

describe('staff settle lines', () => {
  it('show each open line with what the customer wrote and the suggestions at the build quantity', async () => {
    const id = await makeItem(ann, 30);
    const d = await detail(id);
    const pending = d.lines.find((l: { line: number }) => l.line === 2);
    expect(pending).toMatchObject({ status: 'pending', designators: ['C1', 'C2', 'C3', 'C4'], value: '100nF 0402', quantity: 4, need: 120 });
    expect(pending.suggestions.map((s: { sku: string }) => s.sku)).toEqual([partA.sku, partB.sku]);
    // the catalogue now, not the stored copy: real stock and the tier for 4 × 30 = 120 parts
    expect(pending.suggestions[0]).toMatchObject({ stock: partA.stock, unit_micros: tierPrice(partA, 120).toString() });
  });

  it('confirm with a catalogue SKU at the tier price for quantity × boards, audited', async () => {
    const id = await makeItem(ann, 30);
    const res = await post(t, staff.engineering, '/v1/staff/bom-check/confirm', { cart_id: id, line: 2, sku: partB.sku });
    expect(res.statusCode, res.body).toBe(200);
    const row = await lineRow(id, 2);
    expect(row).toMatchObject({ status: 'confirmed', choice: 'staff', partSku: partB.sku, unitMicros: tierPrice(partB, 120), settledBy: staff.engineering.uid });
    expect(row.settledAt).not.toBeNull();
    const audit = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.recordType, 'pcba_item'), eq(auditLog.recordId, String(id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'bom.check', staffId: staff.engineering.uid });
    const history = await get(t, staff.engineering, `/v1/staff/audit?record_type=pcba_item&record_id=${id}`);
    expect(history.json().data).toHaveLength(1);
    expect((await get(t, staff.finance, `/v1/staff/audit?record_type=pcba_item&record_id=${id}`)).statusCode).toBe(403);
    // one open line left
    expect((await queue()).find((i) => i.cart_id === id)).toMatchObject({ pending: 0, unavailable: 1 });
    const unknown = await post(t, staff.engineering, '/v1/staff/bom-check/confirm', { cart_id: id, line: 3, sku: 'NO-SUCH-SKU' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().fields).toEqual({ sku: 'errors.bomNoSuchPart' });
    expect((await post(t, staff.engineering, '/v1/staff/bom-check/confirm', { cart_id: id, line: 9, sku: partA.sku })).statusCode).toBe(404);
  });

  it('confirm a sourced part at the unit price staff typed, exactly in micro-dollars', async () => {
    const id = await makeItem(ann, 10);
    for (const bad of ['0', '-1', '1.1234567', 'abc', '']) {
      const res = await post(t, staff.sales, '/v1/staff/bom-check/source', { cart_id: id, line: 3, unit_price: bad });
      expect(res.statusCode, bad).toBe(422);
    }
    const res = await post(t, staff.sales, '/v1/staff/bom-check/source', { cart_id: id, line: 3, unit_price: '0.4237', note: 'Bought from the link' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await lineRow(id, 3)).toMatchObject({ status: 'confirmed', choice: 'staff', partSku: null, unitMicros: 423_700n, staffNote: 'Bought from the link' });
  });

  it('two staff on the same line: one wins, the other gets a conflict', async () => {
    const id = await makeItem(ann, 10);
    const [a, b] = await Promise.all([
      post(t, staff.engineering, '/v1/staff/bom-check/confirm', { cart_id: id, line: 2, sku: partA.sku }),
      post(t, staff.sales, '/v1/staff/bom-check/confirm', { cart_id: id, line: 2, sku: partB.sku }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().key).toBe('errors.bomLineSettled');
    const winner = a.statusCode === 200 ? partA : partB;
    expect((await lineRow(id, 2)).partSku).toBe(winner.sku);
    expect((await post(t, staff.engineering, '/v1/staff/bom-check/source', { cart_id: id, line: 2, unit_price: '1' })).statusCode).toBe(409);
  });
});

describe('the last line settled', () => {
  it('re-prices the item (Active, with a total) and mails the customer that the assembly quote is ready', async () => {
    const id = await makeItem(ann, 10);
    await post(t, staff.engineering, '/v1/staff/bom-check/confirm', { cart_id: id, line: 2, sku: partA.sku });
    const stillOpen = (await get(t, ann, `/v1/pcba/items/${id}/lines`)).json().data;
    expect(stillOpen).toMatchObject({ status: CartItemStatus.Quotation, total_cents: null });
    expect((await mailsOf('assembly_quote_ready')).filter((m) => m.toAddress === ann.email)).toHaveLength(0);
    const res = await post(t, staff.engineering, '/v1/staff/bom-check/source', { cart_id: id, line: 3, unit_price: '1.25' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.lines.every((l: { status: string }) => l.status === 'confirmed')).toBe(true);
    const own = (await get(t, ann, `/v1/pcba/items/${id}/lines`)).json().data;
    expect(own.status).toBe(CartItemStatus.Active);
    expect(BigInt(own.total_cents)).toBeGreaterThan(0n);
    expect((await queue()).map((i) => i.cart_id)).not.toContain(id);
    const mails = (await mailsOf('assembly_quote_ready')).filter((m) => m.toAddress === ann.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('assembly quote is ready');
    expect(mails[0]!.textBody).toContain(`/web/cart/pcba/${id}`);
  });
});

describe('asking the customer and the answer', () => {
  it('ask: the line stays open, marked as asked, and the customer is mailed in their language', async () => {
    await t.handle.db.update(users).set({ lang: 'jp' }).where(eq(users.id, bob.uid));
    const id = await makeItem(bob, 10);
    const empty = await post(t, staff.engineering, '/v1/staff/bom-check/ask', { cart_id: id, line: 2, note: '  ' });
    expect(empty.statusCode).toBe(422);
    const res = await post(t, staff.engineering, '/v1/staff/bom-check/ask', { cart_id: id, line: 2, note: 'Which voltage rating do you need?' });
    expect(res.statusCode, res.body).toBe(200);
    const line = res.json().data.lines.find((l: { line: number }) => l.line === 2);
    expect(line).toMatchObject({ status: 'pending', asked: true, staff_note: 'Which voltage rating do you need?' });
    const mails = (await mailsOf('bom_question')).filter((m) => m.toAddress === bob.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('部品');
    expect(mails[0]!.textBody).toContain('Which voltage rating do you need?');
    expect(mails[0]!.textBody).toContain(`/web/cart/pcba/${id}`);
    expect((await queue()).find((i) => i.cart_id === id)).toMatchObject({ asked: 1 });
  });

  it('answer: owner only, https link or MPN required; the line is back in the queue and staff are told', async () => {
    const id = await makeItem(ann, 10);
    await post(t, staff.engineering, '/v1/staff/bom-check/ask', { cart_id: id, line: 2, note: 'Please send a link.' });
    const url = `/v1/pcba/items/${id}/lines/2/answer`;
    expect((await post(t, bob, url, { purchase_link: 'https://example.com/p' })).statusCode).toBe(404);
    expect((await get(t, bob, `/v1/pcba/items/${id}/lines`)).statusCode).toBe(404);
    expect((await post(t, ann, url, {})).statusCode).toBe(422);
    expect((await post(t, ann, url, { purchase_link: 'http://example.com/p' })).json().fields).toHaveProperty('purchase_link');
    // a confirmed line takes no answer
    expect((await post(t, ann, `/v1/pcba/items/${id}/lines/1/answer`, { mpn: 'X' })).statusCode).toBe(409);
    const before = (await mailsOf('staff_bom_answered')).length;
    t.clock.advance(3_600_000);
    const res = await post(t, ann, url, { purchase_link: 'https://example.com/p', mpn: 'GRM155R71C104KA88D' });
    expect(res.statusCode, res.body).toBe(200);
    const line = res.json().data.lines.find((l: { line: number }) => l.line === 2);
    expect(line).toMatchObject({ asked: false, purchase_link: 'https://example.com/p', supplied_mpn: 'GRM155R71C104KA88D', status: 'pending' });
    expect((await mailsOf('staff_bom_answered')).length).toBeGreaterThan(before);
    const row = (await queue()).find((i) => i.cart_id === id)!;
    expect(row.asked).toBe(0);
    // due again one business day after the answer (the unanswered Unavailable line is older, so it leads)
    expect(row.waiting_since).not.toBeNull();
    // an Unavailable line can be answered without a question
    expect((await post(t, ann, `/v1/pcba/items/${id}/lines/3/answer`, { mpn: 'OTHER-1' })).statusCode).toBe(200);
    const own = await get(t, ann, `/v1/pcba/items/${id}/lines`);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ cart_id: id, boards: 10, total_cents: null });
    expect(own.json().data.lines).toHaveLength(3);
  });
});
