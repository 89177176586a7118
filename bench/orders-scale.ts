// Order queries at scale (issue 7 §5): 100,000 customers and 1,000,000 orders (one customer with 5,000 of them) are
// generated in a fresh PostgreSQL database, and the queries the shop runs often are timed through the app's own
// commands — the order history (first and last page, pending filter, search by order number and by file name), the
// session lookup with its pending-order badge, the unpaid-order sweep's selection and the staff quotation queue —
// with each query's plan. The file-name and order-number searches are timed again without their trigram indexes, to
// show what those indexes buy. Part of `npm run bench` (bench/run.ts); alone: `npx tsx bench/orders-scale.ts`.
import crypto from 'node:crypto';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { connect, type DbHandle } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { getOrder } from '../src/server/commands/order/get-order';
import { listOrders } from '../src/server/commands/order/list-orders';
import { resolveSession } from '../src/server/commands/session/resolve-session';
import { countPendingOrders } from '../src/server/commands/user/count-pending-orders';
import { listStaffQuotations } from '../src/server/commands/cart/staff-quotations';
import { systemClock } from '../src/server/clock';
import { hashToken } from '../src/server/security/tokens';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const CUSTOMERS = Number(process.env.BENCH_SCALE_CUSTOMERS) || 100_000;
const ORDERS = Number(process.env.BENCH_SCALE_ORDERS) || 1_000_000;
const HEAVY_ORDERS = 5_000;
const RUNS = 30;

const admin = async (statement: string): Promise<void> => {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
};

/** Customers, orders (a tenth still unpaid, some old enough for the sweep), one line per order with a file name. */
/** The address snapshot every generated order carries (what placement writes; the order detail reads it). */
const ADDRESS = JSON.stringify({
  customer_name: 'Bench Customer', customer_company: '', customer_address: '1 Bench Street', customer_country: 'United States',
  customer_country_code: 'US', customer_province: 'CA', customer_city: 'San Jose', customer_postcode: '95112',
  customer_telephone: '+1 555 0100', tax_number: '',
});

const generate = async (h: DbHandle): Promise<{ heavyUser: number; token: string }> => {
  const db = h.db;
  await db.execute(sql.raw(`
    insert into users (email, password_hash, first_name, last_name)
    select 'customer' || g || '@bench.test', 'x', 'Bench', 'Customer' || g from generate_series(1, ${CUSTOMERS}) g`));
  const [{ id: heavyUser }] = (await db.execute<{ id: number }>(sql`select min(id)::int as id from users`)).rows as [{ id: number }];
  // order g belongs to the heavy customer for its first HEAVY_ORDERS, else to a customer spread over the rest
  await db.execute(sql.raw(`
    insert into orders (order_no, user_id, checkout_token, status, payment_status, payment_method, subtotal_cents,
      shipping_cents, discount_cents, tax_cents, total_cents, tax_code, country_iso2, ship_to, bill_to, shipping,
      created_at, updated_at)
    select 'FS' || lpad(g::text, 14, '0'),
      case when g <= ${HEAVY_ORDERS} then ${heavyUser} else ${heavyUser} + 1 + (g::bigint * 7919) % (${CUSTOMERS} - 1) end,
      gen_random_uuid(),
      case when g % 10 = 0 then 1 when g % 10 = 1 then 1003 else 1009 end,
      case when g % 10 = 0 then 'pending' else 'done' end,
      2, 3690, 0, 0, 0, 3690, 'none', 'US', '${ADDRESS}'::jsonb, '${ADDRESS}'::jsonb, '[]'::jsonb,
      now() - (g % 400) * interval '1 day', now()
    from generate_series(1, ${ORDERS}) g`));
  await db.execute(sql.raw(`
    insert into order_lines (order_id, position, product_id, warehouse, name, sku, params, file_name, price_lines,
      unit_cents, quantity, total_cents, weight_grams, build_days)
    select id, 0, 835, 'shenzhen', 'PCB', 'PCB-2L-STD', '{}'::jsonb, 'board-' || md5(id::text) || '.zip', '[]'::jsonb,
      369, 10, 3690, 120, 3
    from orders`));
  // a cart history: one item per order (moved into it), plus live items, 2% of them waiting for a staff quote
  await db.execute(sql.raw(`
    insert into cart_items (user_id, product_id, tier, name, params, price_lines, build_days, weight_grams, quantity, status,
      request_id, created_at, updated_at, cancelled_at)
    select user_id, 835, 0, 'PCB', '{}'::jsonb, '[]'::jsonb, 3, 120, 10, 1, gen_random_uuid(), created_at, created_at, created_at
    from orders`));
  await db.execute(sql.raw(`
    insert into cart_items (user_id, product_id, tier, name, params, price_lines, build_days, weight_grams, quantity, status,
      request_id, created_at, updated_at)
    select ${heavyUser} + 1 + (g::bigint * 104729) % (${CUSTOMERS} - 1), 835, 5, 'PCB', '{}'::jsonb, '[]'::jsonb, 5, 120, 10,
      case when g % 50 = 0 then 2 else 1 end, gen_random_uuid(), now() - (g % 90) * interval '1 day', now()
    from generate_series(1, ${Math.floor(CUSTOMERS * 2)}) g`));
  const token = crypto.randomBytes(32).toString('base64url');
  await db.execute(sql`insert into sessions (token_hash, user_id, expires_at) values (${hashToken(token)}, ${heavyUser}, now() + interval '1 day')`);
  await db.execute(sql.raw('analyze'));
  return { heavyUser, token };
};

/** The other end of the goal (issue 17): a customer with a single order, added after the bulk. */
const addSingleOrderCustomer = async (h: DbHandle): Promise<{ user: number; order: number; orderNo: string; file: string }> => {
  const orderNo = 'FS99999999999999';
  const file = 'single-customer-board.zip';
  const [{ id: user }] = (await h.db.execute<{ id: number }>(sql`
    insert into users (email, password_hash, first_name, last_name) values ('single@bench.test', 'x', 'Bench', 'Single')
    returning id`)).rows as [{ id: number }];
  const [{ id: order }] = (await h.db.execute<{ id: number }>(sql`
    insert into orders (order_no, user_id, checkout_token, status, payment_status, payment_method, subtotal_cents,
      shipping_cents, discount_cents, tax_cents, total_cents, tax_code, country_iso2, ship_to, bill_to, shipping,
      created_at, updated_at)
    values (${orderNo}, ${user}, gen_random_uuid(), 1, 'pending', 2, 3690, 0, 0, 0, 3690, 'none', 'US', ${ADDRESS}::jsonb,
      ${ADDRESS}::jsonb, '[]'::jsonb, now(), now())
    returning id`)).rows as [{ id: number }];
  await h.db.execute(sql`
    insert into order_lines (order_id, position, product_id, warehouse, name, sku, params, file_name, price_lines,
      unit_cents, quantity, total_cents, weight_grams, build_days)
    values (${order}, 0, 835, 'shenzhen', 'PCB', 'PCB-2L-STD', '{}'::jsonb, ${file}, '[]'::jsonb, 369, 10, 3690, 120, 3)`);
  return { user, order, orderNo, file };
};

const percentile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};

const time = async (run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> => {
  await run(); // warm the cache and the plan
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    ms.push(performance.now() - t0);
  }
  return { p50: percentile(ms, 50), p95: percentile(ms, 95) };
};

/** The indexes the plan uses, from EXPLAIN ANALYZE (run once), and whether PostgreSQL JIT-compiled it. */
const planOf = async (h: DbHandle, query: string): Promise<string> => {
  const res = await h.pool.query(`explain analyze ${query}`);
  const lines = (res.rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']);
  const indexes = [...new Set(lines.flatMap((l) => [...l.matchAll(/(?:Index|Index Only|Bitmap Index) Scan (?:Backward )?(?:using|on) (\w+)/g)].map((m) => m[1])))];
  const jit = lines.some((l) => /^JIT:/.test(l.trim())) ? '; **JIT compiled**' : '';
  return (indexes.length ? indexes.map((i) => `\`${i}\``).join(', ') : 'sequential scan') + jit;
};

interface Row {
  query: string;
  p50: number;
  p95: number;
  plan: string;
}

export const runOrdersScaleBench = async (log: (s: string) => void = console.log): Promise<string> => {
  const loadAtStart = os.loadavg();
  const name = `fusion_bench_${crypto.randomBytes(4).toString('hex')}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  await admin(`create database ${name}`);
  const h = connect({ connectionString: url.href }, 'postgres');
  try {
    await runMigrations(h.db);
    const started = performance.now();
    log(`  orders at scale: generating ${CUSTOMERS} customers and ${ORDERS} orders…`);
    const { heavyUser, token } = await generate(h);
    const generatedS = (performance.now() - started) / 1000;
    const single = await addSingleOrderCustomer(h);
    const deps = { db: h.db, clock: systemClock };
    const [[someNo]] = [(await h.db.execute<{ order_no: string }>(sql`select order_no from orders where user_id = ${heavyUser} order by id desc limit 1`)).rows.map((r) => r.order_no)];
    const [{ id: someOrder }] = (await h.db.execute<{ id: number }>(sql`select id from orders where user_id = ${heavyUser} order by id limit 1 offset 2500`)).rows as [{ id: number }];
    const [someFile] = (await h.db.execute<{ file_name: string }>(sql`select l.file_name from order_lines l join orders o on o.id = l.order_id where o.user_id = ${heavyUser} limit 1 offset 1234`)).rows.map((r) => r.file_name);
    const fileTerm = (someFile ?? '').slice(6, 14);
    const noTerm = (someNo ?? '').slice(-6);
    const list = (q: Partial<{ pendingOnly: boolean; q: string; page: number }>) => () =>
      listOrders(deps, { userId: heavyUser, pendingOnly: q.pendingOnly ?? false, q: q.q, page: q.page ?? 1, pageSize: 10 });
    const where = `user_id = ${heavyUser}`;
    // the statements listOrders sends (one for the page and its window count; file names by a per-customer semi-join)
    const page = (filter: string) => `select *, count(*) over () from orders where ${filter} order by created_at desc, id desc limit 10`;
    const byFile = `id in (select l.order_id from order_lines l join orders o on o.id = l.order_id where o.${where} and l.file_name ilike '%${fileTerm}%')`;
    // the customer with one order: the same reads
    const one = `user_id = ${single.user}`;
    const listOne = (q: Partial<{ pendingOnly: boolean; q: string }>) => () =>
      listOrders(deps, { userId: single.user, pendingOnly: q.pendingOnly ?? false, q: q.q, page: 1, pageSize: 10 });
    const oneByFile = (term: string) =>
      `id in (select l.order_id from order_lines l join orders o on o.id = l.order_id where o.${one} and l.file_name ilike '%${term}%')`;
    const singleCases: [string, () => Promise<unknown>, string][] = [
      ['1 order: order history', listOne({}), page(one)],
      ['1 order: search by order number', listOne({ q: single.orderNo.slice(-6) }), page(`${one} and (order_no ilike '%${single.orderNo.slice(-6)}%' or ${oneByFile(single.orderNo.slice(-6))})`)],
      ['1 order: search by file name', listOne({ q: 'customer-board' }), page(`${one} and (order_no ilike '%customer-board%' or ${oneByFile('customer-board')})`)],
      ['1 order: order detail', () => getOrder(deps, single.user, single.order), `select * from orders where id = ${single.order} and ${one}`],
      ['1 order: pending-order badge', () => countPendingOrders(deps, single.user), `select count(*) from orders where ${one} and status in (1, 1008, 1010) and payment_status = 'pending'`],
    ];
    const cases: [string, () => Promise<unknown>, string][] = [
      ['order history, first page (5,000 orders)', list({}), page(where)],
      ['order history, last page', list({ page: HEAVY_ORDERS / 10 }), `${page(where)} offset ${HEAVY_ORDERS - 10}`],
      ['pending filter', list({ pendingOnly: true }), page(`${where} and status in (1, 1008, 1010) and payment_status = 'pending'`)],
      ['search by order number', list({ q: noTerm }), page(`${where} and (order_no ilike '%${noTerm}%' or ${byFile.replace(fileTerm, noTerm)})`)],
      ['search by file name', list({ q: fileTerm }), page(`${where} and (order_no ilike '%${fileTerm}%' or ${byFile})`)],
      ['session lookup (every signed-in request)', () => resolveSession(deps, token),
        `select u.*, s.expires_at from sessions s join users u on u.id = s.user_id where s.token_hash = '${hashToken(token)}' and s.revoked_at is null limit 1`],
      ['pending-order badge (GET /user/info)', () => countPendingOrders(deps, heavyUser), `select count(*) from orders where ${where} and status in (1, 1008, 1010) and payment_status = 'pending'`],
      ['order detail (5,000 orders)', () => getOrder(deps, heavyUser, someOrder), `select * from orders where id = ${someOrder} and ${where}`],
      ...singleCases,
      ['unpaid sweep: next batch of 500', () => h.db.execute(sql`select id from orders where status in (1, 1008, 1010) and payment_status = 'pending' and created_at <= now() - interval '30 days' order by id limit 500`),
        `select id from orders where status in (1, 1008, 1010) and payment_status = 'pending' and created_at <= now() - interval '30 days' order by id limit 500`],
      ['staff quotation queue', () => listStaffQuotations(deps), `select * from cart_items where status in (2, 7) and cancelled_at is null order by created_at limit 200`],
    ];
    const rows: Row[] = [];
    for (const [query, run, explain] of cases) {
      const t = await time(run);
      rows.push({ query, ...t, plan: await planOf(h, explain) });
      log(`  ${query}: p50 ${t.p50.toFixed(1)} ms`);
    }
    // what the trigram indexes buy: the two searches again without them
    await h.db.execute(sql`drop index order_lines_file_trgm_idx`);
    await h.db.execute(sql`drop index orders_order_no_trgm_idx`);
    const without = [await time(list({ q: noTerm })), await time(list({ q: fileTerm }))];
    const table = [
      '| Query | p50 | p95 | Plan uses |',
      '|---|---:|---:|---|',
      ...rows.map((r) => `| ${r.query} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${r.plan} |`),
      `| search by order number, trigram indexes dropped | ${without[0]!.p50.toFixed(1)} ms | ${without[0]!.p95.toFixed(1)} ms | (the planner then reads every line) |`,
      `| search by file name, trigram indexes dropped | ${without[1]!.p50.toFixed(1)} ms | ${without[1]!.p95.toFixed(1)} ms | (the planner then reads every line) |`,
    ];
    const customerReads = rows.filter((r) => !/session|sweep|staff/.test(r.query));
    const worst = customerReads.reduce((a, b) => (b.p95 > a.p95 ? b : a));
    const verdict =
      `**Customer reads ≤ 20 ms p95 (both customers): ${worst.p95 <= 20 ? 'met' : 'missed'}** — the slowest is ` +
      `${worst.query} at ${worst.p95.toFixed(1)} ms p95.`;
    log(`  ${verdict}`);
    return [
      `${ORDERS.toLocaleString('en')} orders (one line each) of ${CUSTOMERS.toLocaleString('en')} customers, one customer with ` +
        `${HEAVY_ORDERS.toLocaleString('en')} orders and one with a single order (rows “1 order”); a tenth of all orders unpaid. Goal (issue 17): the ` +
        `customer's reads (history, searches, detail, the pending badge) ≤ 20 ms p95 for both. Timed through the app's own commands (\`listOrders\`, \`getOrder\`, ` +
        `\`resolveSession\`, \`countPendingOrders\`, \`listStaffQuotations\`) and plain SQL for the sweep's selection, ${RUNS} runs each after a warm-up; the plan column ` +
        'names the indexes `EXPLAIN ANALYZE` shows for the equivalent statement (run once) and whether PostgreSQL JIT-compiled it.',
      '',
      ...table,
      '',
      verdict,
      '',
      `How: a fresh \`fusion_bench_<random>\` database on the local PostgreSQL server (migrated, then filled with \`generate_series\` in ` +
        `${generatedS.toFixed(0)} s, analysed), dropped afterwards. Load average when this part began: ${loadAtStart.map((l) => l.toFixed(1)).join(' / ')}.`,
    ].join('\n');
  } finally {
    await h.close();
    await admin(`drop database if exists ${name} with (force)`);
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(await runOrdersScaleBench());
}
