// The parsed price tables are kept per process (commands/quote/price-tables.ts, issue 17), keyed by a fingerprint of
// the stored text that every price reads: a change to the stored tables is priced from by the very next request,
// even when it keeps the version string and the timestamp, and a staff save through the console is seen at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app';
import { priceTables } from '../../db/schema/index';
import { defaultPcbTables, type PcbTables } from '../../../shared/pricing/tables';
import { tablesToJson } from '../../../shared/pricing/serialize';
import { defaultPcbaTables, pcbaTablesToEditText } from '../../../shared/pricing/pcba-tables';
import { loadPriceTables } from '../../commands/quote/price-tables';
import { makeStaff } from '../../commands/payment/testing/orders';
import { signUp, type TestUser } from '../user/test-helpers';
import { post as staffPost } from '../cart/cart.test-helper';

let t: TestApp;
let sales: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  sales = await signUp(t);
  await makeStaff(t.handle.db, sales.uid, 'sales');
});
afterAll(async () => t.close());

/** The default 10 pcs 2-layer board: priced at the per-file special ($4.90 in the shipped tables, spec services §9). */
const priceBoard = async (): Promise<string> => {
  const res = await t.app.inject({
    method: 'POST', url: '/api/v1/cart/cart-price',
    payload: { product: 'pcb', tier: 0, country: 'US', carrier: 'dhl', values: { sizeConfirmed: true } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.total as string;
};

/** Stores a PCB table the way an operator edits the row: only `data` changes (same version, same updated_at). */
const storePcb = async (tables: PcbTables) => {
  await t.handle.db.update(priceTables).set({ data: tablesToJson(tables) }).where(eq(priceTables.key, 'pcb'));
};

describe('cached price tables', () => {
  it('prices from a changed stored table on the next request, and from the restored one after it', async () => {
    expect(await priceBoard()).toBe('490');
    expect(await priceBoard()).toBe('490'); // served from the process cache
    await storePcb({ ...defaultPcbTables, specials: { ...defaultPcbTables.specials, perFileCents: 590n } });
    expect(await priceBoard()).toBe('590');
    await storePcb(defaultPcbTables);
    expect(await priceBoard()).toBe('490');
  });

  it('sees a staff save at once, also a second save within the same clock tick under the same version', async () => {
    const edited = (startupCentsPerSide: number) =>
      JSON.stringify({ ...JSON.parse(pcbaTablesToEditText(defaultPcbaTables)), version: '2026-12-9', startupCentsPerSide }, null, 2);
    expect((await loadPriceTables(t.handle.db)).pcba.startupCentsPerSide).toBe(defaultPcbaTables.startupCentsPerSide);
    for (const cents of [900, 950]) {
      const res = await staffPost(t, sales, '/v1/staff/prices/pcba', { text: edited(cents) });
      expect(res.statusCode, res.body).toBe(200);
      expect((await loadPriceTables(t.handle.db)).pcba.startupCentsPerSide).toBe(BigInt(cents));
    }
    // inside a transaction too (the cart and checkout price there)
    await t.handle.db.transaction(async (tx) => {
      expect((await loadPriceTables(tx)).pcba.startupCentsPerSide).toBe(950n);
    });
  });
});
