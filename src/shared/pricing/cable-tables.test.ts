// The cable table staff edit (issue 12): the default reads back exactly from the stored and the edit form; a
// negative amount, a missing connector or gauge, or an unknown field is refused by field.
import { describe, expect, it } from 'vitest';
import { defaultCableTables } from './cable';
import { cableTablesToEditText, parseCableTables } from './cable-tables';
import { tablesToJson } from './serialize';

const edit = (change: (t: Record<string, unknown>) => void): string => {
  const t = JSON.parse(cableTablesToEditText(defaultCableTables)) as Record<string, unknown>;
  change(t);
  return JSON.stringify(t);
};
const issues = (text: string) => {
  const r = parseCableTables(text);
  return r.ok ? [] : r.issues;
};

describe('parseCableTables', () => {
  it('reads the default back exactly, stored or as edit text', () => {
    expect(parseCableTables(tablesToJson(defaultCableTables))).toEqual({ ok: true, tables: defaultCableTables });
    expect(parseCableTables(cableTablesToEditText(defaultCableTables))).toEqual({ ok: true, tables: defaultCableTables });
  });

  it('refuses by field: negative, fractional cents, a connector or gauge without its price, unknown fields', () => {
    expect(issues(edit((t) => { t.setupCents = -1; }))).toEqual([{ path: 'setupCents', problem: 'min' }]);
    expect(issues(edit((t) => { t.labelCents = 30.5; }))).toEqual([{ path: 'labelCents', problem: 'type' }]);
    expect(issues(edit((t) => { delete (t.connector as Record<string, unknown>)['jst-ph']; }))).toEqual([{ path: 'connector.jst-ph', problem: 'missing' }]);
    expect(issues(edit((t) => { delete (t.wirePerMetreCents as Record<string, unknown>)['26']; }))).toEqual([{ path: 'wirePerMetreCents.26', problem: 'missing' }]);
    expect(issues(edit((t) => { t.surprise = 1; }))).toEqual([{ path: 'surprise', problem: 'unknownKey' }]);
    expect(issues('{not json')).toEqual([{ path: '', problem: 'json' }]);
  });
});
