// What is wrong with a price table staff edited (issue 11 "Price", issue 12): the same words for every table, by
// field, so the console says it in the staff's language (staff.prices.issue.*) and the API in English. A table's own
// cross-field rules name their problem in the refine message (one of TABLE_PROBLEMS).
import type { z } from 'zod';
import { tablesFromJson } from './serialize';

export const TABLE_PROBLEMS = [
  'json', 'missing', 'type', 'min', 'max', 'unknownKey',
  // cross-field rules: PCBA expedited days; 3D printing's standard finish, first quantity break, a material per process
  'expeditedDays', 'standardFinish', 'firstBreak', 'materialPerProcess',
  'invalid',
] as const;
export type TableProblem = (typeof TABLE_PROBLEMS)[number];

export interface TableIssue {
  /** Dotted path of the field ('days.oplParts'); '' for the whole table. */
  path: string;
  problem: TableProblem;
}

const isProblem = (v: string): v is TableProblem => (TABLE_PROBLEMS as readonly string[]).includes(v);

export const tableIssueOf = (i: z.core.$ZodIssue): TableIssue => {
  const path = i.path.map(String).join('.');
  switch (i.code) {
    case 'invalid_type':
      return { path, problem: /received undefined/.test(i.message) ? 'missing' : 'type' };
    case 'invalid_union':
      // an amount (bigint or whole number) left out: every branch says it received nothing
      return { path, problem: i.errors.length > 0 && i.errors.every((b) => b.some((e) => /received undefined/.test(e.message))) ? 'missing' : 'type' };
    case 'too_small':
      return { path, problem: 'min' };
    case 'too_big':
      return { path, problem: 'max' };
    case 'unrecognized_keys':
      return { path: [path, i.keys.join(', ')].filter(Boolean).join('.'), problem: 'unknownKey' };
    case 'custom':
      return { path, problem: isProblem(i.message) ? i.message : 'invalid' };
    default:
      return { path, problem: 'invalid' };
  }
};

/** One line per issue for logs and the API's message (the console shows translated texts instead). */
export const describeTableIssues = (issues: readonly TableIssue[]): string =>
  issues.map((i) => `${i.path || '(table)'}: ${i.problem}`).join('; ');

export type TableParse<T> = { ok: true; tables: T } | { ok: false; issues: TableIssue[] };

/** Reads a table's stored text (tablesToJson format) or its edit text (plain whole numbers) through its schema. */
export const parseTableText = <T>(json: string, schema: { safeParse(v: unknown): z.ZodSafeParseResult<T> }): TableParse<T> => {
  let raw: unknown;
  try {
    raw = tablesFromJson<unknown>(json);
  } catch {
    return { ok: false, issues: [{ path: '', problem: 'json' }] };
  }
  const r = schema.safeParse(raw);
  if (r.success) return { ok: true, tables: r.data };
  return { ok: false, issues: r.error.issues.map(tableIssueOf) };
};

/** The table as staff edit it in the console: indented JSON with amounts as plain whole numbers (no bigint tags). */
export const tableToEditText = (t: unknown): string =>
  JSON.stringify(t, (_key, value: unknown) => (typeof value === 'bigint' ? Number(value) : value), 2);
