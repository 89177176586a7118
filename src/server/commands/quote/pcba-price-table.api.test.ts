// The PCBA price table is data (issue 11 "Price"): the seed stores the default under key 'pcba', the loader reads the
// stored copy (a change reaches the next price without a release) and refuses a row the check would refuse.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { priceTables } from '../../db/schema/index';
import { defaultPcbaTables, parsePcbaTables } from '../../../shared/pricing/pcba-tables';
import { pricePcba } from '../../../shared/pricing/pcba';
import { tablesToJson } from '../../../shared/pricing/serialize';
import { loadPriceTables } from './price-tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const input = {
  sides: 1 as const, smtJoints: 400, thtJoints: 0, components: [], expedited: false, dfa: false, functionTest: false,
  certificationMechanical: false, pcb: { lines: [], buildDays: 3, manualQuote: false },
};

describe('PCBA price table', () => {
  it('is seeded with the default and read back exactly', async () => {
    const [row] = await t.handle.db.select().from(priceTables).where(eq(priceTables.key, 'pcba'));
    expect(row?.version).toBe(defaultPcbaTables.version);
    const tables = await loadPriceTables(t.handle.db);
    expect(tables.pcba).toEqual(defaultPcbaTables);
    expect(tables.json.pcba).toBe(row?.data);
  });

  it('prices from the stored copy, so an edit applies to the next price', async () => {
    const edited = { ...defaultPcbaTables, startupCentsPerSide: 1200n };
    await t.handle.db.update(priceTables).set({ data: tablesToJson(edited) }).where(eq(priceTables.key, 'pcba'));
    const { pcba } = await loadPriceTables(t.handle.db);
    expect(pricePcba(input, pcba).lines.find((l) => l.key === 'startup')?.amount).toBe(1200n);
  });

  it('refuses a stored table that fails the check', async () => {
    await t.handle.db.update(priceTables).set({ data: '{"version":"x"}' }).where(eq(priceTables.key, 'pcba'));
    await expect(loadPriceTables(t.handle.db)).rejects.toThrow(/PCBA price table is invalid/);
    await t.handle.db.update(priceTables).set({ data: tablesToJson(defaultPcbaTables) }).where(eq(priceTables.key, 'pcba'));
  });

  it('is served to the page for its instant estimate, exactly as stored', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/pcba/price-table' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.version).toBe(defaultPcbaTables.version);
    expect(parsePcbaTables(data.table)).toEqual({ ok: true, tables: defaultPcbaTables });
  });

  it('accepts only the known table keys', async () => {
    await expect(t.handle.db.insert(priceTables).values({ key: 'bogus', data: '{}', version: '1' })).rejects.toThrow();
  });
});
