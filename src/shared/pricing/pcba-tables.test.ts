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
    expect(parsePcbaTables('{not json')).toEqual({ ok: false, issues: ['not valid JSON'] });
    const negative = parsePcbaTables(json({ startupCentsPerSide: -1n }));
    expect(negative.ok).toBe(false);
    if (!negative.ok) expect(negative.issues[0]).toMatch(/^startupCentsPerSide:/);
    // Amounts must be whole cents / micro-dollars.
    expect(parsePcbaTables(json({ minimumCents: 2500.5 })).ok).toBe(false);
    expect(parsePcbaTables(json({ minimumCents: '2500' })).ok).toBe(false);
    expect(parsePcbaTables(json({ unknownKey: 1 })).ok).toBe(false);
    const { coupon: _dropped, ...missing } = defaultPcbaTables;
    expect(parsePcbaTables(tablesToJson(missing)).ok).toBe(false);
    const slowExpedite = { ...defaultPcbaTables.days, expeditedOplParts: defaultPcbaTables.days.oplParts + 1 };
    expect(parsePcbaTables(json({ days: slowExpedite })).ok).toBe(false);
  });
});
