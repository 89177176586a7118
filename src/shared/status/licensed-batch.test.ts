// Every pair of licensed-batch stages: the allowed list below is the spec's graph written out apart from the table
// (0 → 1 or 3, 1 → 2, 2 → 4, 4 → 5, 5 → 6; 3 and 6 end), so a change to either is noticed; anything else is refused.
import { describe, expect, it } from 'vitest';
import { LICENSED_STAGES, checkLicensedMove, licensedProgramStatus, nextLicensedStages, type LicensedStage } from './licensed-batch';

const ALLOWED: [LicensedStage, LicensedStage][] = [[0, 1], [0, 3], [1, 2], [2, 4], [4, 5], [5, 6]];
const FACTS = { depositCents: 50_000n, bazaarSku: '114992000' };

describe('licensed batch stages', () => {
  it('allows exactly the spec\'s moves and refuses every other pair', () => {
    for (const from of LICENSED_STAGES) {
      for (const to of LICENSED_STAGES) {
        const expected = ALLOWED.some(([f, t]) => f === from && t === to);
        expect(checkLicensedMove(from, to, FACTS).ok, `${from} → ${to}`).toBe(expected);
      }
    }
  });

  it('ends at Rejected and at Sell on Seeed, each with its reason', () => {
    for (const to of LICENSED_STAGES) {
      expect(checkLicensedMove(3, to, FACTS)).toEqual({ ok: false, key: 'errors.licensedRejected' });
      expect(checkLicensedMove(6, to, FACTS)).toEqual({ ok: false, key: 'errors.licensedFinished' });
    }
    expect(checkLicensedMove(0, 4, FACTS)).toEqual({ ok: false, key: 'errors.licensedStageForbidden' });
    expect(checkLicensedMove(2, 1, FACTS)).toEqual({ ok: false, key: 'errors.licensedStageForbidden' });
  });

  it('needs the deposit to record it and the Bazaar SKU to start selling', () => {
    expect(checkLicensedMove(1, 2, { depositCents: null, bazaarSku: null })).toEqual({ ok: false, key: 'errors.licensedDepositRequired' });
    expect(checkLicensedMove(1, 2, { depositCents: 0n, bazaarSku: null })).toEqual({ ok: false, key: 'errors.licensedDepositRequired' });
    expect(checkLicensedMove(1, 2, { depositCents: 1n, bazaarSku: null }).ok).toBe(true);
    expect(checkLicensedMove(5, 6, { depositCents: 1n, bazaarSku: null })).toEqual({ ok: false, key: 'errors.licensedSkuRequired' });
  });

  it('offers the next stages and maps the program status (0 and 1 In Progress, 2 Rejected)', () => {
    expect(nextLicensedStages(0)).toEqual([1, 3]);
    expect(nextLicensedStages(6)).toEqual([]);
    expect(LICENSED_STAGES.map(licensedProgramStatus)).toEqual([0, 1, 1, 2, 1, 1, 1]);
  });
});
