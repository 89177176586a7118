// Reading the API's own OpenAPI document (GET /api/docs) in tests: the operation list, a minimal valid request for
// each operation, and the router's routes. Used by the access-control sweep, the request-schema rules and the fuzz test,
// so a route added later is covered by all three without anyone listing it.
import type { InjectOptions } from 'fastify';
import type { TestApp } from './app';
import { uniqueIp } from '../routes/user/test-helpers';

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  default?: unknown;
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
}

export interface Op {
  /** "METHOD /api/path/{param}". */
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  op: Operation;
}

/** Every documented operation. */
export const readOperations = async (t: TestApp): Promise<Op[]> => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json() as OpenApiDoc;
  return Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => {
      const m = method.toUpperCase() as Op['method'];
      return { key: `${m} ${path}`, method: m, path, op };
    }),
  );
};

export const jsonBodySchema = (op: Operation): JsonSchema | undefined => op.requestBody?.content['application/json']?.schema;

// --- a minimal sample that satisfies a (zod-generated) JSON schema ---------------------------------------------

/** Every pattern a string schema carries (zod puts a second .regex() under allOf). */
export const patternsOf = (s: JsonSchema): string[] =>
  [s.pattern, ...(s.allOf ?? []).map((p) => p.pattern)].filter((p): p is string => typeof p === 'string');

// Strings tried in order against pattern and length; covers the shapes the contracts use (ids, cents, e-mail,
// uuid, country codes).
const STRING_CANDIDATES = [
  '1', 'a@example.com', '00000000-0000-0000-0000-000000000000', 'US', '1:1:2', '2026-01-01', '#0b7a3e', '2026-01-01T00:00:00Z', '2026-01',
  `${'0'.repeat(32)}.png`,
];

const sampleString = (s: JsonSchema): string => {
  const fits = (v: string) =>
    patternsOf(s).every((p) => new RegExp(p, 'u').test(v)) && v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Infinity);
  const found = [...STRING_CANDIDATES, 'a'.repeat(Math.max(1, s.minLength ?? 1))].find(fits);
  if (found === undefined) throw new Error(`no sample string for ${JSON.stringify(s)}: add one to STRING_CANDIDATES`);
  return found;
};

export const sample = (s: JsonSchema): unknown => {
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const first = s.anyOf?.[0] ?? s.oneOf?.[0];
  if (first) return sample(first);
  switch (s.type) {
    case 'string':
      return sampleString(s);
    case 'integer':
    case 'number': {
      const min = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : (s.minimum ?? 1) + (s.exclusiveMinimum === true ? 1 : 0);
      return Math.max(1, min);
    }
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items ?? {}));
    case 'object':
    default: {
      const out: Record<string, unknown> = {};
      for (const key of s.required ?? []) out[key] = sample(s.properties?.[key] ?? {});
      return out;
    }
  }
};

/** Bodies the schema alone cannot describe (cross-field refinements): merged over the generated sample. */
export const BODY_EXTRAS: Record<string, Record<string, unknown>> = {
  // the phone rule (at least five digits) is a zod refinement the document cannot show
  'POST /api/v1/user/address/create': { phone: '+1 555 0100' },
  'PUT /api/v1/user/address/update': { phone: '+1 555 0100' },
  // exactly one of address_id / address(Info) must be given
  'POST /api/v1/new-checkout/checkout': { address_id: 1 },
  'POST /api/order/make': { address_id: 1 },
};

/** A valid-shaped value for a path or query parameter. */
export const sampleParam = (p: Parameter): string =>
  p.schema && p.schema.type === 'string' && (patternsOf(p.schema).length || p.schema.enum) ? String(sample(p.schema)) : '1';

/** URL with path parameters filled in and, when `withQuery`, the required query parameters. */
export const urlOf = ({ path, op }: Op, withQuery: boolean): string => {
  let url = path;
  const query = new URLSearchParams();
  for (const p of op.parameters ?? []) {
    const value = sampleParam(p);
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(value));
    else if (p.in === 'query' && p.required && withQuery) query.set(p.name, value);
  }
  const qs = query.toString();
  return qs ? `${url}?${qs}` : url;
};

/** The body of a request whose shape passes validation. */
export const validBody = (o: Op): Record<string, unknown> | undefined => {
  const schema = jsonBodySchema(o.op);
  return schema ? { ...(sample(schema) as Record<string, unknown>), ...BODY_EXTRAS[o.key] } : undefined;
};

/** Inject options for a request whose shape passes validation, so whatever answers comes from the hooks or the handler. */
export const validRequest = (o: Op, headers: Record<string, string> = {}): InjectOptions => {
  const body = validBody(o);
  return { method: o.method, url: urlOf(o, true), headers, remoteAddress: uniqueIp(), ...(body ? { payload: body } : {}) };
};

/** Every route in the router ("METHOD /api/path/{param}", HEAD left out), from printRoutes' tree. */
export const routerOperations = (tree: string): string[] => {
  const out: string[] = [];
  const prefixes: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    const full = (prefixes[depth - 1] ?? '') + m[2]!;
    prefixes[depth] = full;
    prefixes.length = depth + 1;
    for (const method of (m[3] ?? '').split(',').map((s) => s.trim())) {
      if (method && method !== '-' && method !== 'HEAD') out.push(`${method} ${full.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return out;
};
