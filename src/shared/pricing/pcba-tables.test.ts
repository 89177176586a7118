// The PCBA table as stored data: it survives the JSON round trip exactly and a malformed edit is refused.
import { describe, expect, it } from 'vitest';
import { pricePcba } from './pcba';
import { defaultPcbaTables, parsePcbaTables, pcbaTablesToEditText } from './pcba-tables';
import { tablesToJson } from './serialize';

const json = (over: Record<string, unknown>) => tablesToJson({ ...defaultPcbaTables, ...over });

describe('PCBA table as data', () => {
  it('round-trips exactly, bigints included, and prices the same from the stored copy', () => {
    const r = parsePcbaTables(tablesToJson(defaultPcbaTables));
    expect(r).toEqual({ ok: true, tables: defaultPcbaTables });
    if (!r.ok) return;
    const input = {
      quantity: 30, sides: 2 as const, smtJoints: 300, thtJoints: 20, components: [], expedited: true, dfa: true,
      functionTest: true, certificationMechanical: false, pcb: { lines: [], buildDays: 3, manualQuote: false },
    };
    expect(pricePcba(input, r.tables)).toEqual(pricePcba(input, defaultPcbaTables));
  });

  it('reads back the edit text staff see (plain numbers) as the same exact table', () => {
    const text = pcbaTablesToEditText(defaultPcbaTables);
    expect(text).not.toContain('$bigint');
    expect(text).toContain('"startupCentsPerSide": 800');
    expect(parsePcbaTables(text)).toEqual({ ok: true, tables: defaultPcbaTables });
  });

  it('refuses what the engine cannot price', () => {
    expect(parsePcbaTables('{not json')).toEqual({ ok: false, issues: [{ path: '', problem: 'json' }] });
    const negative = parsePcbaTables(json({ startupCentsPerSide: -1n }));
    expect(negative.ok).toBe(false);
    expect(negative).toEqual({ ok: false, issues: [{ path: 'startupCentsPerSide', problem: 'min' }] });
    // Amounts must be whole cents / micro-dollars.
    const issues = (text: string) => { const r = parsePcbaTables(text); return r.ok ? [] : r.issues; };
    expect(issues(json({ minimumCents: 2500.5 }))).toEqual([{ path: 'minimumCents', problem: 'type' }]);
    expect(issues(json({ minimumCents: '2500' }))).toEqual([{ path: 'minimumCents', problem: 'type' }]);
    expect(issues(json({ surprise: 1 }))).toEqual([{ path: 'surprise', problem: 'unknownKey' }]);
    expect(issues(json({ operation: { cents: 1000n, freeFromQuantity: 100, x: 1 } }))).toEqual([{ path: 'operation.x', problem: 'unknownKey' }]);
    const { coupon: _dropped, ...missing } = defaultPcbaTables;
    expect(issues(tablesToJson(missing))).toEqual([{ path: 'coupon', problem: 'missing' }]);
    expect(issues(json({ maxQuantity: 10_000_000 }))).toEqual([{ path: 'maxQuantity', problem: 'max' }]);
    const slowExpedite = { ...defaultPcbaTables.days, expeditedOplParts: defaultPcbaTables.days.oplParts + 1 };
    expect(issues(json({ days: slowExpedite }))).toEqual([{ path: 'days', problem: 'expeditedDays' }]);
  });
});
