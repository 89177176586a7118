// Every pair of states for every actor: the allowed list below is the whole graph (services §4: 1 Confirming,
// 2 Confirmed, 3 Rejected; staff answer a plan once).
import { describe, expect, it } from 'vitest';
import {
  FUNCTION_TEST_LABELS, FUNCTION_TEST_STATUSES, FunctionTestStatus as S, functionTestTransitionBlock, isFunctionTestStatus,
  type FunctionTestActor, type FunctionTestStatusValue,
} from './function-test';

const ACTORS: FunctionTestActor[] = ['customer', 'staff', 'system'];
const ALLOWED: [FunctionTestStatusValue, FunctionTestStatusValue, FunctionTestActor[]][] = [
  [S.Confirming, S.Confirmed, ['staff']],
  [S.Confirming, S.Rejected, ['staff']],
];

describe('functional test plan status', () => {
  it('has the spec codes', () => {
    expect(S).toEqual({ Confirming: 1, Confirmed: 2, Rejected: 3 });
    expect(FUNCTION_TEST_STATUSES).toEqual([1, 2, 3]);
    expect(isFunctionTestStatus(2)).toBe(true);
    expect(isFunctionTestStatus(4)).toBe(false);
  });

  it('allows exactly the listed transitions', () => {
    for (const from of FUNCTION_TEST_STATUSES) {
      for (const to of FUNCTION_TEST_STATUSES) {
        for (const actor of ACTORS) {
          const allowed = ALLOWED.some(([f, t, who]) => f === from && t === to && who.includes(actor));
          expect(functionTestTransitionBlock(from, to, actor) === null, `${from} → ${to} by ${actor}`).toBe(allowed);
        }
      }
    }
  });

  it('says why: a decided plan is final, and only staff decide', () => {
    expect(functionTestTransitionBlock(S.Confirmed, S.Rejected, 'staff')).toBe('errors.testPlanDecided');
    expect(functionTestTransitionBlock(S.Rejected, S.Confirmed, 'staff')).toBe('errors.testPlanDecided');
    expect(functionTestTransitionBlock(S.Confirming, S.Confirmed, 'customer')).toBe('errors.testPlanActor');
  });

  it('labels every status', () => {
    expect(Object.keys(FUNCTION_TEST_LABELS).map(Number)).toEqual(FUNCTION_TEST_STATUSES);
  });
});
