// Every value a client can send is described by the shared field builders (src/shared/contracts/fields.ts), read
// back from the published OpenAPI document: each string refuses NUL bytes (or is an enum / const / uuid), each
// integer stays inside an int4 column, each decimal and list is bounded. A route
// added later with a bare z.string() or an unbounded id fails here before it can answer 500 (issue 7 §3).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INT4_MAX, INT4_MIN, NO_NUL } from '../../shared/contracts/fields';
import { createTestApp, type TestApp } from '../test/app';
import { jsonBodySchema, patternsOf, readOperations, type JsonSchema, type Op } from '../test/openapi';

let t: TestApp;
let ops: Op[];
beforeAll(async () => {
  t = await createTestApp();
  ops = await readOperations(t);
});
afterAll(async () => t.close());

const NUL_GUARD = NO_NUL.source;
const UUID = /^\^\(\?:?\[0-9a-fA-F\]|^\^\[0-9a-fA-F\]/;

/** What is wrong with one schema node and its children, as "path: problem" lines. */
const problems = (s: JsonSchema | boolean | undefined, at: string): string[] => {
  if (s === undefined || typeof s === 'boolean') return [];
  const out: string[] = [];
  for (const alt of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) out.push(...problems(alt, at));
  if (s.enum !== undefined || s.const !== undefined) return out;
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.includes('string')) {
    const patterns = patternsOf(s);
    const guarded = patterns.some((p) => p === NUL_GUARD) || s.format === 'uuid' || patterns.some((p) => UUID.test(p));
    if (!guarded) out.push(`${at}: string without the NUL guard (use text())`);
  }
  if (types.includes('integer')) {
    if (s.maximum === undefined || s.maximum > INT4_MAX || s.minimum === undefined || s.minimum < INT4_MIN) {
      out.push(`${at}: integer outside int4 (min ${s.minimum}, max ${s.maximum}; use int() / id())`);
    }
  } else if (types.includes('number')) {
    if (s.maximum === undefined || s.minimum === undefined) out.push(`${at}: unbounded number (use decimal() or int())`);
  }
  if (types.includes('array') || s.items || s.prefixItems) {
    if (s.maxItems === undefined) out.push(`${at}: array without maxItems`);
    out.push(...problems(s.items, `${at}[]`));
    (s.prefixItems ?? []).forEach((p, i) => out.push(...problems(p, `${at}[${i}]`)));
  }
  for (const [key, child] of Object.entries(s.properties ?? {})) out.push(...problems(child, at ? `${at}.${key}` : key));
  // Record keys cannot be checked here: the OpenAPI 3.0 document drops propertyNames. The fuzz test sends NUL keys.
  if (typeof s.additionalProperties === 'object') out.push(...problems(s.additionalProperties, `${at}{value}`));
  // allOf holds a string's extra patterns (checked above) or the parts of an object: only the latter are values.
  for (const part of s.allOf ?? []) if (part.properties || part.type === 'object') out.push(...problems(part, at));
  return out;
};

describe('request schemas', () => {
  it('describe every client value with the shared builders (no NUL, int4 ids, bounded numbers and lists)', () => {
    const wrong: string[] = [];
    for (const o of ops) {
      for (const p of o.op.parameters ?? []) wrong.push(...problems(p.schema, `${o.key} ${p.in}:${p.name}`).map((x) => x));
      const body = jsonBodySchema(o.op);
      if (body) wrong.push(...problems(body, `${o.key} body:`).map((x) => x.replace('body:.', 'body:')));
    }
    expect(wrong).toEqual([]);
  });
});
