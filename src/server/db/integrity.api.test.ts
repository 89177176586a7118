// The database keeps money and order records whatever happens to an account (issue 7 §5): deleting a user who
// ordered is refused (no cascade into orders, payments, history), an order's coupon and upload references are real
// foreign keys, and order statuses and payment methods outside the spec's codes are refused. On both databases.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, sessions, users } from './schema/index';
import { createTestApp, type TestApp } from '../test/app';
import { addItem, orderOf, signUp } from '../routes/checkout/fixtures.test-helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const REFUSED = ['23001', '23503'];

const sqlState = async (run: () => Promise<unknown>): Promise<string | undefined> => {
  try {
    await run();
    return undefined;
  } catch (err) {
    for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
      const code = (e as { code?: unknown }).code;
      if (typeof code === 'string' && /^\d{5}$/.test(code)) return code;
    }
    throw err;
  }
};

describe('deleting an account', () => {
  it('is refused while it has orders, and nothing of them is lost', async () => {
    const ann = await signUp(t);
    const made = await orderOf(t, ann, [await addItem(t, ann)]);
    // restrict_violation (PostgreSQL 16+, PGlite) or foreign_key_violation (15)
    expect(REFUSED).toContain(await sqlState(() => t.handle.db.delete(users).where(eq(users.id, ann.id))));
    expect(await t.handle.db.select().from(orders).where(eq(orders.id, made.order_id))).toHaveLength(1);
    // an order itself cannot be deleted either: its lines, history and payments hold on to it
    expect(REFUSED).toContain(await sqlState(() => t.handle.db.delete(orders).where(eq(orders.id, made.order_id))));
  });

  it('goes through, with its sessions, cart and addresses, when it never ordered', async () => {
    const bob = await signUp(t);
    await addItem(t, bob);
    expect(await sqlState(() => t.handle.db.delete(users).where(eq(users.id, bob.id)))).toBeUndefined();
    expect(await t.handle.db.select().from(sessions).where(eq(sessions.userId, bob.id))).toEqual([]);
  });
});

describe('order rows', () => {
  it('refuse a status or payment method outside the spec, and a coupon or upload that does not exist', async () => {
    const ann = await signUp(t);
    const made = await orderOf(t, ann, [await addItem(t, ann)]);
    const set = (column: string, value: unknown) => sqlState(() => t.handle.db.execute(sql`update orders set ${sql.raw(column)} = ${value} where id = ${made.order_id}`));
    expect(await set('status', 12345)).toBe('23514'); // check_violation
    expect(await set('payment_method', 3)).toBe('23514');
    expect(await set('coupon_id', 2_000_000_000)).toBe('23503');
    expect(await sqlState(() => t.handle.db.execute(sql`update order_lines set upload_id = gen_random_uuid() where order_id = ${made.order_id}`))).toBe('23503');
    expect(await set('status', 9)).toBeUndefined(); // a real code is fine
  });
});
