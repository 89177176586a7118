// Malformed input never answers 5xx and never breaks a later request (issue 7 §3). Driven by the published OpenAPI
// document, so every operation is covered, including ones added later: each parameter and each body field (nested
// ones too) is replaced in turn by wrong types, NUL bytes, huge, negative and fractional numbers, 2^31, long strings,
// prototype keys and deep nesting, signed in and anonymous (staff operations as staff). After every operation an
// untouched customer's normal signed-in call must still work. Runs on both databases (api-pglite, api-postgres).
// The operations are dealt round-robin to FUZZ_SHARDS test files (fuzz-1.api.test.ts ...), each on its own app and
// database, so vitest's workers share the sweep and no single file grows past its timeout as routes are added; the
// multipart/sandbox and cookie/header probes run in the first shard.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createSession } from '../commands/session/create-session';
import { makeStaff } from '../commands/cart/test-support';
import { createTestApp, type TestApp } from '../test/app';
import { testDbKind } from '../test/db';
import { signUp, uniqueIp, type TestUser } from '../routes/user/test-helpers';
import { jsonBodySchema, readOperations, sample, sampleParam, urlOf, validBody, type JsonSchema, type Op } from '../test/openapi';

/** Nested arrays `depth` deep. */
const deep = (depth: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
};

/** Values that replace one field at a time. */
const BAD_VALUES: [string, unknown][] = [
  ['NUL text', 'a\u0000b'],
  ['NUL only', '\u0000'],
  ['2^31', 2 ** 31],
  ['-2^31-1', -(2 ** 31) - 1],
  ['2^53+2', 2 ** 53 + 2],
  ['1e308', 1e308],
  ['-1', -1],
  ['0', 0],
  ['1.5', 1.5],
  ['text 2^31', '2147483648'],
  ['empty text', ''],
  ['long text', 'x'.repeat(100_000)],
  ['object', { a: 1 }],
  ['array', [1, 'a', null]],
  ['null', null],
  ['true', true],
  ['NUL key', { '\u0000': 'x', 'a\u0000': 1 }],
  ['prototype keys', JSON.parse('{"__proto__": {"polluted": 1}, "constructor": {"prototype": {"polluted": 1}}}')],
  ['nested', deep(200)],
];

/** Raw query-string values (already encoded). */
const BAD_QUERY = ['%00', 'a%00b', '2147483648', '-2147483649', '9007199254740993', '1e400', '-1', '1.5', 'x'.repeat(4000), '%E0%A4%A', 'true', ''];

/** Whole bodies that are wrong as a whole. */
const BAD_BODIES: [string, string][] = [
  ['a string', '"x"'],
  ['an array', '[]'],
  ['null', 'null'],
  ['a number', '2147483648'],
  ['prototype keys', '{"__proto__": {"polluted": 1}, "constructor": {"prototype": {"polluted": 1}}}'],
  ['deep nesting', `${'['.repeat(100_000)}1${']'.repeat(100_000)}`],
  ['NUL key', '{"\\u0000": 1}'],
  ['broken JSON', '{"a": '],
];

/** How many fuzz-<n>.api.test.ts files share the operations; a new shard file needs this raised. */
export const FUZZ_SHARDS = 4;

/** Defines the fuzz sweep of shard `shard` (1..FUZZ_SHARDS): every FUZZ_SHARDS-th operation, starting at shard - 1. */
export const fuzzShard = (shard: number): void => {
  let t: TestApp;
  /** Every documented operation, and this shard's share of them. */
  let allOps: Op[];
  let ops: Op[];
  /** Fuzzes as a customer. */
  let customer: TestUser;
  let staff: TestUser;
  /** Never used for fuzzing: its normal call proves the shop still works after each operation. */
  let bystander: TestUser;
  const counts = { requests: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
  const failures: string[] = [];

  beforeAll(async () => {
    startedAt = performance.now();
    t = await createTestApp();
    allOps = await readOperations(t);
    ops = allOps.filter((_, i) => i % FUZZ_SHARDS === shard - 1);
    customer = await signUp(t);
    staff = await signUp(t);
    await makeStaff(t.handle.db, staff.uid);
    bystander = await signUp(t);
  });
  let startedAt = 0;
  afterAll(async () => {
    console.info(`fuzz (${testDbKind()}, shard ${shard}): ${JSON.stringify(counts)}`);
    // `npm run bench` runs these files with FUZZ_REPORT set and puts the counts in docs/benchmarks.md
    const report = process.env.FUZZ_REPORT;
    if (report) {
      const line = { database: testDbKind(), shard, operations: ops.length, ...counts, failures: failures.length, ms: Math.round(performance.now() - startedAt) };
      fs.appendFileSync(report, `${JSON.stringify(line)}\n`);
    }
    await t.close();
  });

  const send = async (what: string, options: InjectOptions): Promise<LightMyRequestResponse> => {
    const res = await t.app.inject({ remoteAddress: uniqueIp(), ...options });
    counts.requests += 1;
    const cls = `${Math.floor(res.statusCode / 100)}xx` as '2xx' | '3xx' | '4xx' | '5xx';
    if (cls in counts) counts[cls] += 1;
    if (res.statusCode >= 500) failures.push(`${what}: ${res.statusCode} ${res.body.slice(0, 160)}`);
    return res;
  };

  /** The customer's token, made anew when a fuzzed call ended the session (logout, password change). */
  const ensureSignedIn = async (user: TestUser): Promise<void> => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/info', headers: { 'x-auth-token': user.token } });
    if (res.statusCode === 401) user.token = (await createSession({ db: t.handle.db, clock: t.clock }, user.uid, false)).token;
  };

  /** A normal signed-in call of a customer nobody fuzzed. */
  const shopStillWorks = async (after: string): Promise<void> => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/info', headers: { 'x-auth-token': bystander.token } });
    if (res.statusCode !== 200) failures.push(`normal call after ${after}: ${res.statusCode} ${res.body.slice(0, 160)}`);
  };

  /** Every property path of a body schema (nested objects, first array element), with the alternative it belongs to. */
  const fieldPaths = (s: JsonSchema, prefix: string[] = [], depth = 0): string[][] => {
    if (depth > 4) return [];
    const out: string[][] = [];
    const parts = [s, ...(s.allOf ?? [])];
    for (const part of parts) {
      for (const [key, child] of Object.entries(part.properties ?? {})) {
        const path = [...prefix, key];
        out.push(path);
        const inner = child.anyOf?.find((a) => a.type === 'object') ?? child.oneOf?.[0] ?? child;
        if (inner.properties || inner.allOf) out.push(...fieldPaths(inner, path, depth + 1));
        if (inner.items?.properties) out.push(...fieldPaths(inner.items, [...path, '0'], depth + 1));
        if (inner.items && !inner.items.properties) out.push([...path, '0']);
      }
    }
    return out;
  };

  /** A copy of `body` with the value at `path` replaced (missing parents are created from the schema's sample). */
  const withValue = (body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> => {
    const copy = structuredClone(body);
    let node: Record<string, unknown> = copy;
    for (const key of path.slice(0, -1)) {
      if (typeof node[key] !== 'object' || node[key] === null) node[key] = /^\d+$/.test(key) ? [] : {};
      node = node[key] as Record<string, unknown>;
    }
    node[path[path.length - 1]!] = value;
    return copy;
  };

  /** The body alternatives (discriminated unions: each one), each as a valid sample and its schema. */
  const bodyAlternatives = (o: Op): { schema: JsonSchema; body: Record<string, unknown> }[] => {
    const schema = jsonBodySchema(o.op);
    if (!schema) return [];
    const alternatives = schema.oneOf ?? schema.anyOf ?? [schema];
    return alternatives.map((alt) => ({ schema: alt, body: { ...(validBody(o) ?? {}), ...(sample(alt) as Record<string, unknown>) } }));
  };

  const headersFor = (user: TestUser | null): Record<string, string> => (user ? { 'x-auth-token': user.token } : {});

  const fuzzOperation = async (o: Op, user: TestUser | null): Promise<void> => {
    const who = user === null ? 'anonymous' : user === staff ? 'staff' : 'customer';
    const label = (detail: string) => `${o.key} as ${who}, ${detail}`;
    // parameters, one at a time
    for (const p of o.op.parameters ?? []) {
      if (p.in !== 'query' && p.in !== 'path') continue;
      for (const bad of BAD_QUERY) {
        let url: string;
        if (p.in === 'path') {
          url = urlOf(o, true).replace(encodeURIComponent(sampleParam(p)), bad);
        } else {
          const base = urlOf(o, true);
          const withoutParam = base.replace(new RegExp(`([?&])${p.name}=[^&]*&?`), '$1').replace(/[?&]$/, '');
          url = `${withoutParam}${withoutParam.includes('?') ? '&' : '?'}${p.name}=${bad}`;
        }
        const body = validBody(o);
        await send(label(`${p.in} ${p.name}=${bad.slice(0, 20)}`), { method: o.method, url, headers: headersFor(user), ...(body ? { payload: body } : {}) });
      }
    }
    // body fields, one at a time, and whole bodies
    const alternatives = bodyAlternatives(o);
    for (const { schema, body } of alternatives) {
      for (const path of fieldPaths(schema)) {
        for (const [name, value] of BAD_VALUES) {
          await send(label(`${path.join('.')} = ${name}`), {
            method: o.method, url: urlOf(o, true), headers: headersFor(user), payload: withValue(body, path, value),
          });
        }
      }
      // an unknown field whose name is a prototype key
      await send(label('body with __proto__ beside valid fields'), {
        method: o.method, url: urlOf(o, true), headers: { ...headersFor(user), 'content-type': 'application/json' },
        payload: JSON.stringify(body).replace(/^\{/, '{"__proto__":{"polluted":1},'),
      });
    }
    if (alternatives.length > 0 || o.method !== 'GET') {
      for (const [name, raw] of BAD_BODIES) {
        await send(label(`body ${name}`), {
          method: o.method, url: urlOf(o, true), headers: { ...headersFor(user), 'content-type': 'application/json' }, payload: raw,
        });
      }
    }
  };

  const isStaffOp = (o: Op) => o.path.includes('/staff/');

  describe(`malformed input on every operation (${testDbKind()}, shard ${shard} of ${FUZZ_SHARDS})`, () => {
    it('never answers 5xx, and the shop keeps working after each operation', { timeout: 600_000 }, async () => {
      expect(allOps.length).toBeGreaterThan(50);
      for (const o of ops) {
        const user = isStaffOp(o) ? staff : customer;
        await ensureSignedIn(user);
        await fuzzOperation(o, user);
        await fuzzOperation(o, null);
        await shopStillWorks(o.key);
      }
      // nothing leaked into the prototype of plain objects
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(failures.slice(0, 50)).toEqual([]);
      // the whole sweep sends more than 10,000 requests; each shard its share
      expect(counts.requests).toBeGreaterThan(10_000 / FUZZ_SHARDS);
    });

    // probes that are not per operation: once, in the first shard
    if (shard !== 1) return;

    it('has one test file per shard', () => {
      const files = fs.readdirSync(import.meta.dirname).filter((f) => /^fuzz-\d+\.api\.test\.ts$/.test(f)).sort();
      expect(files).toEqual(Array.from({ length: FUZZ_SHARDS }, (_, i) => `fuzz-${i + 1}.api.test.ts`).sort());
    });

    it('multipart uploads and the sandbox provider pages refuse malformed fields without 5xx', async () => {
      await ensureSignedIn(customer);
      const multipart = (fields: Record<string, string>) => {
        const boundary = '----fuzz';
        const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
        parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.pdf"\r\ncontent-type: application/pdf\r\n\r\n%PDF-1.4\n\r\n`);
        return { payload: `${parts.join('')}--${boundary}--\r\n`, headers: { ...headersFor(customer), 'content-type': `multipart/form-data; boundary=${boundary}` } };
      };
      for (const bad of ['a\u0000b', '2147483648', '-1', '1e400', 'x'.repeat(5000)]) {
        await send(`receipt order_id=${bad.slice(0, 12)}`, { method: 'POST', url: '/api/v1/payment/receipt', ...multipart({ order_id: bad }) });
        await send(`receipt payment_id=${bad.slice(0, 12)}`, { method: 'POST', url: '/api/v1/payment/receipt', ...multipart({ order_id: '1', payment_id: bad }) });
        await send(`upload kind=${bad.slice(0, 12)}`, { method: 'POST', url: '/api/upload/file', ...multipart({ kind: bad }) });
        await send(`upload field ${bad.slice(0, 12)}`, { method: 'POST', url: '/api/upload/file', ...multipart({ [bad.slice(0, 50)]: 'x' }) });
      }
      const refs = ['%00', 'sbx_%00', `sbx_${'0'.repeat(24)}`, 'x'.repeat(3000)];
      for (const ref of refs) {
        for (const kind of ['card', 'paypal']) {
          await send(`sandbox ${kind} GET ${ref.slice(0, 12)}`, { method: 'GET', url: `/api/sandbox-pay/${kind}/${ref}` });
          await send(`sandbox ${kind} POST ${ref.slice(0, 12)}`, {
            method: 'POST', url: `/api/sandbox-pay/${kind}/${ref}`, headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: kind === 'card' ? 'number=4242%004242&expiry=%00&cvc=1%002&name=%00' : 'decision=%00',
          });
        }
      }
      await shopStillWorks('multipart and sandbox pages');
      expect(failures).toEqual([]);
    });

    it('cookies and headers the schemas never see refuse malformed values without 5xx', async () => {
      const bad = ['%00', 'a%00b', 'x'.repeat(4000), '%E0%A4%A', '2147483648', '{"a":1}'];
      const routes = ['/api/user/guest', '/api/v1/cart/dashboard', '/api/user/info', '/api/menu/list'];
      for (const value of bad) {
        for (const url of routes) {
          await send(`${url} guid cookie ${value.slice(0, 12)}`, { method: 'GET', url, headers: { cookie: `fusion_guid=${value}` } });
          await send(`${url} session cookie ${value.slice(0, 12)}`, { method: 'GET', url, headers: { cookie: `fusion_token=${value}` } });
          await send(`${url} token header ${value.slice(0, 12)}`, { method: 'GET', url, headers: { 'x-auth-token': value } });
          await send(`${url} host ${value.slice(0, 12)}`, { method: 'GET', url, headers: { host: `${value.slice(0, 200)}.jp` } });
        }
      }
      await shopStillWorks('cookies and headers');
      expect(failures).toEqual([]);
    });
  });
};
