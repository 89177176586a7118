// A signed-in customer's price reads the price-table fingerprint and the cart's specials in the same statement as the
// session lookup (commands/session/resolve-session.ts `sessionQuery`, issue 17). Nothing is cached across requests,
// so each change below must count from the very next price: a staff price edit, a sign-out, a cart change.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app';
import { cartItems, priceTables } from '../../db/schema/index';
import { defaultPcbTables, type PcbTables } from '../../../shared/pricing/tables';
import { tablesToJson } from '../../../shared/pricing/serialize';
import { asUser, signUp, type TestUser } from '../user/test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const price = async (user: TestUser | null, quantity = 10): Promise<{ total: string; special: string | null }> => {
  const res = await t.app.inject({
    method: 'POST', url: '/api/v1/cart/cart-price', headers: user ? asUser(user.token) : {},
    payload: { product: 'pcb', tier: 0, country: 'US', carrier: 'dhl', values: { sizeConfirmed: true, quantity } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { total: string; special: string | null };
};

const addThreePieces = async (user: TestUser) => {
  const res = await t.app.inject({
    method: 'POST', url: '/api/v1/cart/add', headers: asUser(user.token),
    payload: { product: 'pcb', tier: 0, values: { sizeConfirmed: true, quantity: 3 }, request_id: crypto.randomUUID() },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { cart_id: number; total: string; special: string };
};

const storePcb = async (tables: PcbTables) => {
  await t.handle.db.update(priceTables).set({ data: tablesToJson(tables) }).where(eq(priceTables.key, 'pcb'));
};

describe('signed-in price: session, fingerprint and specials in one statement', () => {
  it('prices from a changed price table on the next request', async () => {
    const user = await signUp(t);
    // spec services §9: the first 5 files of an order at $4.90
    expect(await price(user)).toEqual(expect.objectContaining({ total: '490', special: 'per_file' }));
    try {
      await storePcb({ ...defaultPcbTables, specials: { ...defaultPcbTables.specials, perFileCents: 590n } });
      expect((await price(user)).total).toBe('590');
    } finally {
      await storePcb(defaultPcbTables);
    }
    expect((await price(user)).total).toBe('490');
  });

  it('follows the cart: the $1 3-piece special is used by an item in the cart and free again once it is cancelled', async () => {
    const user = await signUp(t);
    expect(await price(user, 3)).toEqual(expect.objectContaining({ total: '100', special: 'three_piece' }));
    const item = await addThreePieces(user);
    expect(item).toMatchObject({ total: '100', special: 'three_piece' });
    // one $1 3-piece order per shipment: the next 3-piece board takes the per-file special instead
    expect(await price(user, 3)).toEqual(expect.objectContaining({ total: '490', special: 'per_file' }));
    await t.handle.db.update(cartItems).set({ cancelledAt: new Date() }).where(eq(cartItems.id, item.cart_id));
    expect(await price(user, 3)).toEqual(expect.objectContaining({ total: '100', special: 'three_piece' }));
  });

  it("stops using the customer's cart as soon as the token is signed out", async () => {
    const user = await signUp(t);
    await addThreePieces(user);
    expect((await price(user, 3)).special).toBe('per_file');
    const out = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: asUser(user.token) });
    expect(out.statusCode, out.body).toBe(200);
    // the dead token is quoted like a visitor: a first design, the 3-piece special available
    expect(await price(user, 3)).toEqual(expect.objectContaining({ total: '100', special: 'three_piece' }));
    expect(await price(null, 3)).toEqual(expect.objectContaining({ total: '100', special: 'three_piece' }));
  });
});
