// The console's price tables (issue 11 "Price"; issue 12: 3D printing and cable too): admin and sales read and
// replace them; the change reaches the engine's loader at once and writes its audit row in the same transaction; a table the parse refuses changes
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
import { defaultPrint3dTables, print3dTablesToEditText } from '../../../shared/pricing/print3d-tables';
import { defaultCableTables } from '../../../shared/pricing/cable';
import { cableTablesToEditText } from '../../../shared/pricing/cable-tables';
import { loadPrint3dTables } from '../../commands/print3d/tables';
import { loadCableTables } from '../../commands/cnc/cable-tables';
import type { StaffRole } from '../../../shared/staff';
import { seedParts } from '../../db/seed/opl/index';
import { defaultKittingTables } from '../../../shared/pricing/kitting';
import { kittingTablesToEditText } from '../../../shared/pricing/kitting-tables';
import { defaultOdmLightTables } from '../../../shared/pricing/odm-light';
import { odmLightTablesToEditText } from '../../../shared/pricing/odm-light-tables';

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

const audits = (key = 'pcba') => t.handle.db.select().from(auditLog).where(and(eq(auditLog.recordType, 'price_table'), eq(auditLog.recordId, key)));
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

describe('3D printing and cable price tables in the console (issue 12)', () => {
  const editedPrint3d = (change: (t: { processes: { sla: Record<string, unknown> }; finishes: { standard: { processes: string[] } } }) => void) => {
    const table = JSON.parse(print3dTablesToEditText(defaultPrint3dTables)) as Parameters<typeof change>[0];
    change(table);
    return JSON.stringify(table, null, 2);
  };

  it('lets sales replace the 3D printing table: the next price reads it, the audit row has before and after', async () => {
    const shown = (await get(t, staff.sales, '/v1/staff/prices/print3d')).json().data;
    expect(shown).toMatchObject({ key: 'print3d', version: defaultPrint3dTables.version });
    expect(JSON.parse(shown.text).processes.sla.startupCents).toBe(300); // the SLA start-up of the default ($3 per part)

    const text = editedPrint3d((table) => { table.processes.sla.startupCents = 450; });
    const res = await post(t, staff.sales, '/v1/staff/prices/print3d', { text });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ key: 'print3d', updated_at: t.clock.now().toISOString() });
    expect((await loadPrint3dTables(t.handle.db)).tables.processes.sla.startupCents).toBe(450n);

    const rows = await audits('print3d');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ staffId: staff.sales.uid, action: 'prices.manage' });
    expect(rows[0]?.before).toMatchObject({ processes: { sla: { startupCents: '300' } } });
    expect(rows[0]?.after).toMatchObject({ processes: { sla: { startupCents: '450' } } });
  });

  it("refuses a 3D printing table that breaks the table's own rules, and changes nothing", async () => {
    const before = await loadPrint3dTables(t.handle.db);
    const count = (await audits('print3d')).length;
    for (const text of [editedPrint3d((table) => { table.finishes.standard.processes = ['sla']; }), editedPrint3d((table) => { table.processes.sla.startupCents = -5; })]) {
      const res = await post(t, staff.admin, '/v1/staff/prices/print3d', { text });
      expect(res.statusCode).toBe(422);
      expect(res.json().fields).toEqual({ text: 'validation.priceTable' });
    }
    expect(await loadPrint3dTables(t.handle.db)).toEqual(before);
    expect(await audits('print3d')).toHaveLength(count);
  });

  it('lets admin replace the cable table, priced from at once by the public cable price', async () => {
    const table = JSON.parse(cableTablesToEditText(defaultCableTables)) as { setupCents: number; minimumCents: number };
    table.setupCents = 2500;
    table.minimumCents = 0; // so the setup shows in the total of a small run
    const res = await post(t, staff.admin, '/v1/staff/prices/cable', { text: JSON.stringify(table) });
    expect(res.statusCode, res.body).toBe(200);
    expect((await loadCableTables(t.handle.db)).setupCents).toBe(2500n);
    const price = (await post(t, null, '/v1/cable/price', { values: {} })).json().data;
    expect(price.lines).toContainEqual(expect.objectContaining({ key: 'setup', amount: '2500' }));
    expect(await audits('cable')).toEqual([expect.objectContaining({ staffId: staff.admin.uid, action: 'prices.manage' })]);

    const missing = JSON.parse(cableTablesToEditText(defaultCableTables)) as { connector: Record<string, unknown> };
    delete missing.connector['jst-ph'];
    const refused = await post(t, staff.admin, '/v1/staff/prices/cable', { text: JSON.stringify(missing) });
    expect(refused.statusCode).toBe(422);
    expect((await loadCableTables(t.handle.db)).setupCents).toBe(2500n);
  });

  it('lets sales replace the kitting table, priced from at once by the public kit estimate; refuses a bad one naming the field', async () => {
    await seedParts(t.handle.db);
    const table = JSON.parse(kittingTablesToEditText(defaultKittingTables)) as { setupCents: number; minSets: number; maxSets: number };
    table.setupCents = 4000;
    const res = await post(t, staff.sales, '/v1/staff/prices/kitting', { text: JSON.stringify(table) });
    expect(res.statusCode, res.body).toBe(200);
    const kit = { service: 'grove', sets: 5, items: [{ sku: 'OPL-GROVE-001', quantity: 1 }] };
    const estimate = (await post(t, null, '/v1/kitting/price', { values: kit })).json().data;
    expect(estimate.lines).toContainEqual(expect.objectContaining({ key: 'setup', amount: '4000' }));
    expect(await audits('kitting')).toEqual([expect.objectContaining({ staffId: staff.sales.uid, action: 'prices.manage' })]);

    // fewer sets allowed at most than at least: refused, the field named, nothing changed
    const refused = await post(t, staff.sales, '/v1/staff/prices/kitting', { text: JSON.stringify({ ...table, setupCents: 1, minSets: 50, maxSets: 10 }) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields).toEqual({ text: 'validation.priceTable' });
    expect(refused.json().msg).toContain('maxSets');
    expect((await post(t, null, '/v1/kitting/price', { values: kit })).json().data.lines).toContainEqual(expect.objectContaining({ key: 'setup', amount: '4000' }));
    expect(await audits('kitting')).toHaveLength(1);
  });

  it('lets admin replace the ODM light table, priced from at once; refuses one without a price for an offered option', async () => {
    const table = JSON.parse(odmLightTablesToEditText(defaultOdmLightTables)) as { sampleCents: number; baseCents: Record<string, number> };
    table.sampleCents = 12_000;
    const res = await post(t, staff.admin, '/v1/staff/prices/odm_light', { text: JSON.stringify(table) });
    expect(res.statusCode, res.body).toBe(200);
    const price = (await post(t, null, '/v1/products/odm-light/price', { values: {} })).json().data;
    expect(price.lines).toContainEqual({ key: 'sample', amount: '12000' });
    expect(await audits('odm_light')).toEqual([expect.objectContaining({ staffId: staff.admin.uid, action: 'prices.manage' })]);

    const { 'xiao-rp2040': _dropped, ...bases } = table.baseCents;
    const refused = await post(t, staff.admin, '/v1/staff/prices/odm_light', { text: JSON.stringify({ ...table, baseCents: bases }) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().msg).toContain('baseCents.xiao-rp2040: missing');
    const negative = await post(t, staff.admin, '/v1/staff/prices/odm_light', { text: JSON.stringify({ ...table, laborCents: -1 }) });
    expect(negative.json().msg).toContain('laborCents');
    expect((await post(t, null, '/v1/products/odm-light/price', { values: {} })).json().data.lines).toContainEqual({ key: 'sample', amount: '12000' });
  });

  it('is closed to engineering, finance and content', async () => {
    for (const key of ['print3d', 'cable', 'kitting', 'odm_light']) {
      for (const user of [staff.engineering, staff.finance, staff.content]) {
        expect((await get(t, user, `/v1/staff/prices/${key}`)).statusCode).toBe(403);
      }
    }
  });
});
