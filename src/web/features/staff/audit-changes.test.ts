// The one-line summary of an audit row's before/after in a record's history (audit-changes.ts), on the shapes the
// server writes: an exchange rate (commands/staff/content/rates.ts), customer flags, a creation, a scalar.
import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-changes';

describe('auditChanges', () => {
  it('names the changed rate and leaves out the bookkeeping fields every save changes', () => {
    const before = { rate: '150.000000', updated_at: '2026-11-20T00:00:00.000Z' };
    const after = { currency: 'JPY', rate: '152.300000', updated_at: '2026-11-24T00:00:00.000Z', stale: false };
    expect(auditChanges(before, after)).toBe('rate: 150.000000 → 152.300000');
  });

  it('lists only the fields that differ', () => {
    expect(auditChanges({ vip: 0, wholesale: false, propagate: true }, { vip: 2, wholesale: false, propagate: false })).toBe(
      'vip: 0 → 2, propagate: true → false',
    );
  });

  it('says nothing for a creation, a deletion or an unchanged record', () => {
    expect(auditChanges(null, { code: 'SPRING' })).toBe('');
    expect(auditChanges({ desc: 'Spring sale', link: '/fusion_pcb' }, { deleted: true, ab_key: 'k2' })).toBe('');
    expect(auditChanges({ active: true }, { active: true })).toBe('');
  });

  it('shortens long values and caps the number of fields', () => {
    const long = 'x'.repeat(100);
    expect(auditChanges({ desc: '' }, { desc: long })).toBe(`desc:  → ${'x'.repeat(39)}…`);
    const before = { a: 1, b: 1, c: 1, d: 1, e: 1 };
    const after = { a: 2, b: 2, c: 2, d: 2, e: 2 };
    expect(auditChanges(before, after)).toBe('a: 1 → 2, b: 1 → 2, c: 1 → 2, d: 1 → 2, …');
  });

  it('names a nested record instead of printing it (an order put on hold)', () => {
    const before = { status: 1003, hold: null, line_ids: [] };
    const after = { status: 1011, hold: { held_at: '2026-11-24T22:20:23.829Z', message: 'The outline is missing.' }, line_ids: [7, 8] };
    expect(auditChanges(before, after)).toBe('status: 1003 → 1011, hold: — → {…}, line_ids: [0] → [2]');
  });

  it('compares scalars', () => {
    expect(auditChanges('on', 'off')).toBe('on → off');
  });
});
