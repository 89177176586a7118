// Scale-out proof (issue 16): two server processes on one PostgreSQL database, each the real app with its own pool and
// job queue runner, files in the database (FILE_STORAGE=postgres). The races that matter run ACROSS them: one checkout
// token, one coupon, one payment callback, cancel against capture, one job, one file. Only with TEST_DATABASE_URL (the
// api-postgres project): on the embedded database, which one process owns, the suite is skipped with a message.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, ManualClock, systemClock } from './clock';
import { loadConfig, type Config } from './config';
import type { DbHandle } from './db/client';
import * as schema from './db/schema/index';
import { couponDefinitions, coupons, orderHistory, orders, payments, pcbaTestPlans, sandboxCharges, storedFiles } from './db/schema/index';
import { seedReferenceData } from './db/seed/reference';
import type { Deps } from './deps';
import { outboxMailer } from './integrations/mail/mailer';
import { paymentsFor, type SandboxProvider } from './integrations/payments/index';
import { planPdf } from './integrations/files/test-plan/test-plan-files';
import { cancellationRefundCents } from './commands/payment/refund-payment';
import { makeStaff } from './commands/payment/testing/orders';
import { sweepRefunds } from './jobs/sweep-refunds';
import { createTestDatabase, testDbKind } from './test/db';
import type { TestApp } from './test/app';
import { remoteTestApp, startServerProcess, type ServerProcess } from './test/scale-out/processes';
import { addItem, makeOrder, orderOf, post, signUp, type Customer } from './routes/checkout/fixtures.test-helper';
import { payCard, refOf } from './routes/payment/payment.test-helper';
import { multipartBody } from './routes/upload/multipart.test-helper';

const onPostgres = testDbKind() === 'postgres';
if (!onPostgres) {
  console.info('scale-out.api.test.ts: skipped: the cross-process races need a PostgreSQL server (set TEST_DATABASE_URL to run them)');
}

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL database', { timeout: 120_000 }, () => {
  const secret = crypto.randomBytes(24).toString('hex');
  let handle: DbHandle;
  let dataDir: string;
  let a: ServerProcess;
  let b: ServerProcess;
  let tA: TestApp;
  let tB: TestApp;
  /** The sandbox provider's side, delivering callbacks to process A or B. */
  let sandboxTo: { a: SandboxProvider; b: SandboxProvider };
  let depsA: Deps;
  const clock = new ManualClock(new Date());

  beforeAll(async () => {
    handle = await createTestDatabase();
    await seedReferenceData(handle.db);
    const url = (handle.pool as pg.Pool & { options: { connectionString: string } }).options.connectionString;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fusion-scale-'));
    const env = {
      DATABASE_URL: url, DATA_DIR: dataDir, FILE_STORAGE: 'postgres', TRUST_PROXY: 'true', SEED_DEMO: '0',
      SANDBOX_WEBHOOK_SECRET: secret, NODE_ENV: 'test',
    };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    const config: Config = { ...loadConfig(env), scryptLogN: 10 };
    tA = remoteTestApp(a.url, handle, clock, config);
    tB = remoteTestApp(b.url, handle, clock, config);
    const depsTo = (base: string, db: Deps['db']): Deps => ({
      db, clock: systemClock, config: { ...config, publicUrl: base }, mailer: outboxMailer(path.join(dataDir, 'outbox'), config.mailFrom), log: pino({ level: 'silent' }),
    });
    depsA = depsTo(a.url, handle.db);
    // a second Drizzle instance on the same pool: the payment registry is per database object, one per callback target
    const depsB = depsTo(b.url, drizzle(handle.pool, { schema }));
    const paymentEnv = { ...process.env, SANDBOX_WEBHOOK_SECRET: secret };
    sandboxTo = { a: paymentsFor(depsA, paymentEnv).sandbox as SandboxProvider, b: paymentsFor(depsB, paymentEnv).sandbox as SandboxProvider };
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await handle?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Alternates the two processes: request i goes to A when even, B when odd. */
  const either = (i: number): TestApp => (i % 2 === 0 ? tA : tB);

  it('one checkout token sent to both processes makes one order', async () => {
    const ann = await signUp(tA);
    const item = await addItem(tA, ann);
    const token = crypto.randomUUID();
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => makeOrder(either(i), ann, [item], { checkout_token: token })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((r) => r.json().data.order_id)).size).toBe(1);
    expect(await handle.db.select().from(orders).where(eq(orders.userId, ann.id))).toHaveLength(1);
  });

  it('a coupon code bound by two accounts through the two processes goes to exactly one', async () => {
    for (let round = 0; round < 3; round++) {
      const code = `SCALE${round}${crypto.randomBytes(3).toString('hex').toUpperCase()}`;
      const [def] = await handle.db.insert(couponDefinitions).values({ kind: 'code', name: code, valueCents: 1000n }).returning();
      await handle.db.insert(coupons).values({ definitionId: def!.id, code, redeemBy: new Date(Date.now() + 30 * DAY) });
      const [ann, bob] = await Promise.all([signUp(tA), signUp(tB)]);
      const bind = (t: TestApp, who: Customer) => t.app.inject({ method: 'POST', url: '/api/v1/user/coupon/bind', headers: who.headers, payload: { code } });
      const results = await Promise.all([bind(tA, ann), bind(tB, bob)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await handle.db.select().from(coupons).where(and(eq(coupons.code, code), sql`${coupons.ownerId} is not null`))).toHaveLength(1);
    }
  });

  it('one coupon used by two checkouts on the two processes is taken once', async () => {
    const ann = await signUp(tA);
    const [def] = await handle.db.insert(couponDefinitions).values({ kind: 'code', name: 'scale-claim', valueCents: 300n }).returning();
    const [coupon] = await handle.db.insert(coupons).values({ definitionId: def!.id, ownerId: ann.id, boundAt: new Date(), expiresAt: new Date(Date.now() + 30 * DAY) }).returning();
    const [x, y] = [await addItem(tA, ann), await addItem(tA, ann)];
    const results = await Promise.all([makeOrder(tA, ann, [x], { coupon_id: coupon!.id }), makeOrder(tB, ann, [y], { coupon_id: coupon!.id })]);
    expect(results.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(await handle.db.select().from(orders).where(eq(orders.couponId, coupon!.id))).toHaveLength(1);
  });

  /** A placed order of a new customer, paid on the sandbox card page of process A with the callback held back. */
  const paidHeld = async () => {
    const ann = await signUp(tA);
    const made = await orderOf(tA, ann, [await addItem(tA, ann)], { payment_id: 2 });
    const start = await post(tA, ann, '/v1/payment/start', { order_id: made.order_id, payment_id: 2 });
    expect(start.statusCode, start.body).toBe(200);
    const page = start.json().data.redirect_url as string;
    expect((await payCard(tB, page, '4242424242424242')).statusCode).toBe(303);
    const [event] = await sandboxTo.a.eventsFor(refOf(page));
    if (!event) throw new Error('no held sandbox event');
    return { ann, made, page, event };
  };
  const orderRow = async (id: number) => (await handle.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  it('one payment callback delivered to both processes at once records one payment', async () => {
    const { made, event } = await paidHeld();
    expect(await Promise.all([sandboxTo.a.deliver(event.eventId), sandboxTo.b.deliver(event.eventId)])).toEqual([200, 200]);
    const paid = await handle.db.select().from(orderHistory).where(and(eq(orderHistory.orderId, made.order_id), eq(orderHistory.toStatus, 1003)));
    expect(paid).toHaveLength(1);
    expect((await handle.db.select().from(payments).where(eq(payments.orderId, made.order_id))).filter((p) => p.status === 'done')).toHaveLength(1);
    expect(await orderRow(made.order_id)).toMatchObject({ status: 1003, paymentStatus: 'done' });
  });

  it('cancel through one process against the capture callback through the other: the books always balance', async () => {
    for (let i = 0; i < 6; i++) {
      const { ann, made, page, event } = await paidHeld();
      const cancel = () => post(i % 2 === 0 ? tA : tB, ann, '/v1/order/cancel', { order_id: made.order_id, reason: 'race' });
      await Promise.all([cancel(), (i % 2 === 0 ? sandboxTo.b : sandboxTo.a).deliver(event.eventId)]);
      await sweepRefunds(depsA); // anything claimed but not yet sent
      const order = await orderRow(made.order_id);
      const [charge] = await handle.db.select().from(sandboxCharges).where(eq(sandboxCharges.ref, refOf(page)));
      const kept = (charge!.status === 'succeeded' ? charge!.amountCents : 0n) - charge!.refundedCents;
      const total = BigInt(made.total);
      const expected = order.status === 9 ? 0n : order.status === 1005 ? total - cancellationRefundCents(total) : total;
      expect({ status: order.status, kept }, `race ${i}`).toEqual({ status: order.status, kept: expected });
      expect([9, 1005]).toContain(order.status);
    }
  });

  it('the same job asked for by both processes at once is one job, run once', async () => {
    const jobsOf = async () => (await handle.pool.query<{ id: string; state: string }>(`select id, state from pgboss.job where name = 'stale-visits'`)).rows;
    const before = new Set((await jobsOf()).map((j) => j.id));
    const created = await Promise.all([a.trigger('stale-visits'), b.trigger('stale-visits')]);
    expect(created.filter(Boolean)).toHaveLength(1);
    const deadline = Date.now() + 30_000;
    let fresh = (await jobsOf()).filter((j) => !before.has(j.id));
    while (fresh.some((j) => j.state !== 'completed') && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      fresh = (await jobsOf()).filter((j) => !before.has(j.id));
    }
    expect(fresh.map((j) => j.state)).toEqual(['completed']);
  });

  it('a file uploaded through one process is read through the other (PostgreSQL file storage)', async () => {
    const [ann, engineer] = [await signUp(tA), await signUp(tA)];
    await makeStaff(handle.db, engineer.id, 'engineering');
    const { payload, headers } = multipartBody([{ name: 'file', filename: 'plan.pdf', data: planPdf(), type: 'application/pdf' }]);
    const up = await tA.app.inject({ method: 'POST', url: '/api/fusion-test/upfile', payload, headers: { ...headers, ...ann.headers } });
    expect(up.statusCode, up.body).toBe(200);
    const planId = up.json().data.plan_id as number;
    const [plan] = await handle.db.select().from(pcbaTestPlans).where(eq(pcbaTestPlans.id, planId));
    expect(await handle.db.select({ key: storedFiles.key }).from(storedFiles).where(eq(storedFiles.key, plan!.storageKey))).toHaveLength(1);
    expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);
    const res = await fetch(`${b.url}/api/v1/staff/function-tests/file?id=${planId}`, { headers: engineer.headers });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(planPdf())).toBe(true);
  });
});
