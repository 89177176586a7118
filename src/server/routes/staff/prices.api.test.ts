// The console's PCBA price table (issue 11 "Price"): admin and sales read and replace it; the change reaches the
// engine's loader at once and writes its audit row in the same transaction; a table the parse refuses changes
// nothing and writes nothing. The full role sweep is in src/server/security/role-matrix.api.test.ts; the roles
// that must not edit prices are tried here too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app';
import { makeStaff } from '../../commands/payment/testing/orders';
import { auditLog, priceTables } from '../../db/schema/index';
import { signUp, type TestUser } from '../user/test-helpers';
import { get, post } from '../cart/cart.test-helper';
import { loadPriceTables } from '../../commands/quote/price-tables';
import { defaultPcbaTables, pcbaTablesToEditText } from '../../../shared/pricing/pcba-tables';
import { tablesToJson } from '../../../shared/pricing/serialize';
import type { StaffRole } from '../../../shared/staff';

let t: TestApp;
const staff = {} as Record<StaffRole, TestUser>;
let customer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['admin', 'sales', 'engineering', 'finance', 'content'] as const) {
    staff[role] = await signUp(t);
    await makeStaff(t.handle.db, staff[role].uid, role);
  }
  customer = await signUp(t);
});
afterAll(async () => t.close());

const audits = () => t.handle.db.select().from(auditLog).where(and(eq(auditLog.recordType, 'price_table'), eq(auditLog.recordId, 'pcba')));
const edited = (over: Record<string, unknown>) =>
  JSON.stringify({ ...JSON.parse(pcbaTablesToEditText(defaultPcbaTables)), ...over }, null, 2);

describe('PCBA price table in the console', () => {
  it('shows the stored table as plain numbers, with the default beside it', async () => {
    const res = await get(t, staff.admin, '/v1/staff/prices/pcba');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ key: 'pcba', version: defaultPcbaTables.version });
    expect(JSON.parse(data.text).minimumCents).toBe(2500); // spec: PCBA starts at $25
    expect(data.default_text).toBe(data.text);
  });

  it('lets sales replace it: stored exactly, priced from at once, audited with before and after', async () => {
    const text = edited({ version: '2026-12-1', startupCentsPerSide: 900 });
    const res = await post(t, staff.sales, '/v1/staff/prices/pcba', { text });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ version: '2026-12-1', updated_at: t.clock.now().toISOString() });

    const { pcba } = await loadPriceTables(t.handle.db);
    expect(pcba.startupCentsPerSide).toBe(900n);
    const [row] = await t.handle.db.select().from(priceTables).where(eq(priceTables.key, 'pcba'));
    expect(row?.version).toBe('2026-12-1');

    const rows = await audits();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ staffId: staff.sales.uid, action: 'prices.manage' });
    expect(rows[0]?.before).toMatchObject({ startupCentsPerSide: '800' });
    expect(rows[0]?.after).toMatchObject({ startupCentsPerSide: '900', version: '2026-12-1' });
  });

  it('refuses a table the parse refuses, and changes and audits nothing', async () => {
    const before = await t.handle.db.select().from(priceTables).where(eq(priceTables.key, 'pcba'));
    const count = (await audits()).length;
    for (const text of ['{not json', edited({ minimumCents: -1 }), edited({ startupCentsPerSide: 8.5 }), edited({ surprise: true })]) {
      const res = await post(t, staff.admin, '/v1/staff/prices/pcba', { text });
      expect(res.statusCode, text).toBe(422);
      expect(res.json().fields).toEqual({ text: 'validation.priceTable' });
    }
    expect(await t.handle.db.select().from(priceTables).where(eq(priceTables.key, 'pcba'))).toEqual(before);
    expect(await audits()).toHaveLength(count);
  });

  it('is closed to engineering, finance, content and customers', async () => {
    for (const user of [staff.engineering, staff.finance, staff.content]) {
      expect((await get(t, user, '/v1/staff/prices/pcba')).statusCode).toBe(403);
      expect((await post(t, user, '/v1/staff/prices/pcba', { text: tablesToJson(defaultPcbaTables) })).statusCode).toBe(403);
    }
    expect((await get(t, customer, '/v1/staff/prices/pcba')).statusCode).toBe(403);
  });
});
