import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY } from '../../clock';
import { claimCoupon, releaseCoupon } from '../../commands/coupon/claim-coupon';
import { grantSignupCoupon } from '../../commands/coupon/grant-signup-coupon';
import { buildOrder } from '../../commands/payment/testing/orders';
import { eq } from 'drizzle-orm';
import { couponDefinitions, coupons, sessions } from '../../db/schema/index';
import { seedCoupons } from '../../db/seed/coupons';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp, type Customer } from '../address/sign-up.test-helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCoupons(t.handle.db, t.clock);
});
afterAll(async () => t.close());

/** A fresh single-use code worth $`dollars`, redeemable for `redeemDays`. */
let codeSeq = 0;
const makeCode = async (opts: { dollars?: number; redeemDays?: number; validDays?: number | null } = {}): Promise<string> => {
  codeSeq += 1;
  const code = `TEST${codeSeq}X`;
  const [def] = await t.handle.db
    .insert(couponDefinitions)
    .values({ kind: 'code', name: `Test ${codeSeq}`, valueCents: BigInt((opts.dollars ?? 10) * 100), validDays: opts.validDays ?? null })
    .returning();
  if (!def) throw new Error('no definition');
  const redeemBy = new Date(t.clock.now().getTime() + (opts.redeemDays ?? 30) * DAY);
  await t.handle.db.insert(coupons).values({ definitionId: def.id, code, redeemBy });
  return code;
};

/** Sessions last a day; tests that move the clock by weeks keep theirs alive instead of signing in again. */
const longSession = async (who: Customer): Promise<Customer> => {
  await t.handle.db.update(sessions).set({ expiresAt: new Date('2100-01-01T00:00:00Z') }).where(eq(sessions.userId, who.id));
  return who;
};

const bind = (who: Customer, code: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/coupon/bind', headers: who.headers, payload: { code } });
type Listed = { id: number; code: string | null; status: string; value: string; min_order: string; expires_at: string | null; kind: string };
/** The account's coupons; the sign-up coupon every new account gets is left out unless asked for. */
const listOf = async (who: Customer, withSignup = false) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/coupon/list', headers: who.headers });
  expect(res.statusCode).toBe(200);
  return (res.json().data as Listed[]).filter((c) => withSignup || c.kind !== 'signup');
};

describe('coupons', () => {
  it('needs a login', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/coupon/list' })).json().code).toBe(4302);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/user/coupon/bind', payload: { code: 'X' } })).json().code).toBe(4302);
  });

  it('rejects an empty code with "Coupon code cannot be empty" and unknown fields', async () => {
    const ann = await signUp(t);
    for (const code of ['', '   ', undefined]) {
      const res = await bind(ann, code);
      expect(res.statusCode).toBe(422);
      expect(res.json().fields).toEqual({ code: 'validation.couponEmpty' });
    }
    const extra = await t.app.inject({ method: 'POST', url: '/api/v1/user/coupon/bind', headers: ann.headers, payload: { code: 'A', owner: 1 } });
    expect(extra.json().fields).toEqual({ owner: 'validation.unknownField' });
  });

  it('answers 404 errors.couponUnknown for a code that does not exist', async () => {
    const res = await bind(await signUp(t), 'NOPE-NOPE');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ key: 'errors.couponUnknown' });
  });

  it('binds a seeded demo code, ignoring case and spaces, and lists it as available', async () => {
    const ann = await signUp(t);
    const res = await bind(ann, '  welcome10 ');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ code: 'WELCOME10', status: 'available', value: '1000', min_order: '0', kind: 'code' });
    expect((await listOf(ann)).map((c) => c.code)).toEqual(['WELCOME10']);
  });

  it('answers 409 errors.couponRedeemed for a code redeemed by anyone, the owner included; it stays with its owner', async () => {
    const ann = await signUp(t);
    const bob = await signUp(t);
    const code = await makeCode();
    expect((await bind(ann, code)).statusCode).toBe(200);
    for (const who of [bob, ann]) {
      const res = await bind(who, code);
      expect(res.statusCode).toBe(409);
      expect(res.json().key).toBe('errors.couponRedeemed');
    }
    expect(await listOf(bob)).toEqual([]);
    expect((await listOf(ann)).map((c) => c.code)).toEqual([code]);
  });

  it('refuses a code after its redeem-by date (clock moved) with errors.couponExpired', async () => {
    const code = await makeCode({ redeemDays: 10 });
    t.clock.advance(10 * DAY + 1);
    const res = await bind(await signUp(t), code);
    expect(res.statusCode).toBe(400);
    expect(res.json().key).toBe('errors.couponExpired');
  });

  it('limits a bound coupon to its valid days and then shows it as expired', async () => {
    const ann = await longSession(await signUp(t));
    const code = await makeCode({ redeemDays: 365, validDays: 5 });
    const bound = (await bind(ann, code)).json().data as { expires_at: string };
    expect(new Date(bound.expires_at).getTime()).toBe(t.clock.now().getTime() + 5 * DAY);
    t.clock.advance(5 * DAY - 1000);
    expect((await listOf(ann))[0]?.status).toBe('available');
    t.clock.advance(1000);
    expect((await listOf(ann))[0]?.status).toBe('expired');
  });

  it('lets exactly one of two accounts bind the same code at once', async () => {
    for (let round = 0; round < 3; round++) {
      const [ann, bob] = [await signUp(t), await signUp(t)];
      const code = await makeCode();
      const results = await Promise.all([bind(ann, code), bind(bob, code)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const owners = [...(await listOf(ann)), ...(await listOf(bob))].filter((c) => c.code === code);
      expect(owners).toHaveLength(1);
    }
  });
});

describe('sign-up coupon', () => {
  it('is granted when an account registers', async () => {
    const ann = await signUp(t);
    const signup = (await listOf(ann, true)).filter((c) => c.kind === 'signup');
    expect(signup).toMatchObject([{ value: '5000', status: 'available' }]);
  });

  it('grants $50 valid for 30 days, once per account', async () => {
    const ann = await longSession(await signUp(t));
    const granted = await t.handle.db.transaction((tx) => grantSignupCoupon(tx, ann.id, 'ann@example.test', t.clock));
    expect(await grantSignupCoupon(t.handle.db, ann.id, 'ann@example.test', t.clock)).toBe(granted);
    const list = (await listOf(ann, true)).filter((c) => c.kind === 'signup');
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: granted, code: null, value: '5000', status: 'available' });
    expect(new Date(list[0]?.expires_at ?? '').getTime()).toBe(t.clock.now().getTime() + 30 * DAY);

    t.clock.advance(30 * DAY);
    expect((await listOf(ann, true)).find((c) => c.kind === 'signup')?.status).toBe('expired');
  });
});

describe('claiming a coupon at checkout', () => {
  it('uses a coupon once, even from two checkouts at once, and only above its minimum order', async () => {
    const ann = await signUp(t);
    const bob = await signUp(t);
    const couponId = (await bind(ann, 'PCB5OFF')).json().data.id as number;
    const claim = (orderId: number, subtotalCents: bigint, userId = ann.id) =>
      t.handle.db.transaction((tx) => claimCoupon(tx, { couponId, userId, orderId, subtotalCents, now: t.clock.now() }));
    // two real orders of ann's: the coupon's order id is a foreign key
    const [first, second] = await Promise.all([1, 2].map(async () => (await buildOrder(t.handle.db, ann.id, t.clock.now())).id));

    expect(await claim(first!, 2999n)).toBeNull(); // PCB5OFF needs $30
    expect(await claim(first!, 5000n, bob.id)).toBeNull(); // not bob's coupon
    const results = await Promise.all([claim(first!, 5000n), claim(second!, 5000n)]);
    expect(results.filter((r) => r !== null)).toEqual([500n]);
    expect((await listOf(ann))[0]).toMatchObject({ status: 'used' });

    const usedBy = results[0] !== null ? first! : second!;
    await t.handle.db.transaction((tx) => releaseCoupon(tx, usedBy));
    expect((await listOf(ann))[0]).toMatchObject({ status: 'available' });
  });
});
