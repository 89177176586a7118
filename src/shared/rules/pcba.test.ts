// PCBA quantity rules (spec services §5: PCB quantity must be larger than PCBA quantity; §9: default quantity 10).
import { describe, expect, it } from 'vitest';
import { PcbTier } from '../ids';
import { quantitySteps } from '../params/pcb-options';
import { PCBA_DEFAULT_QUANTITY, PCBA_RULE_MESSAGES_EN, pcbaOptionsSchema, PCBA_RULE_MESSAGES_JA, pcbQuantityFor, validatePcbaQuantities } from './pcba';

describe('PCBA quantity rules', () => {
  it('defaults to 10 boards, one side, DFA on (free with PCBA)', () => {
    expect(PCBA_DEFAULT_QUANTITY).toBe(10);
    expect(pcbaOptionsSchema.parse({})).toEqual({
      quantity: 10, sides: 1, smtJoints: 0, thtJoints: 0, expedited: false, dfa: true, functionTest: false,
      certificationMechanical: false, remark: '',
    });
  });

  it('refuses options the engine cannot price, and a remark over 300 characters', () => {
    for (const bad of [{ sides: 3 }, { quantity: 0 }, { smtJoints: -1 }, { thtJoints: 1.5 }, { remark: 'x'.repeat(301) }, { remark: 'a\u0000b' }, { extra: 1 }]) {
      expect(pcbaOptionsSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(pcbaOptionsSchema.parse({ remark: 'x'.repeat(300), sides: 2 }).sides).toBe(2);
  });

  it('wants more PCBs than assembled boards', () => {
    expect(validatePcbaQuantities({ pcbQuantity: 15, pcbaQuantity: 10 }, 8000)).toEqual([]);
    for (const pcbQuantity of [10, 5]) {
      expect(validatePcbaQuantities({ pcbQuantity, pcbaQuantity: 10 }, 8000)).toEqual([
        { field: 'pcbQuantity', key: 'pcba.rule.pcbQuantityLarger', params: { pcba: 10 }, severity: 'error' },
      ]);
    }
  });

  it('bounds the assembly quantity', () => {
    expect(validatePcbaQuantities({ pcbQuantity: 5, pcbaQuantity: 0 }, 8000).map((p) => p.key)).toEqual(['pcba.rule.quantityMin']);
    expect(validatePcbaQuantities({ pcbQuantity: 9000, pcbaQuantity: 8001 }, 8000).map((p) => p.key)).toEqual(['pcba.rule.quantityMax']);
  });

  it('finds the next PCB quantity above the assembly quantity', () => {
    const steps = quantitySteps(PcbTier.Normal);
    expect(pcbQuantityFor(PCBA_DEFAULT_QUANTITY, steps)).toBe(15);
    expect(pcbQuantityFor(100, steps)).toBe(125);
    expect(pcbQuantityFor(10_000, steps)).toBeNull();
  });

  it('has a Japanese text for every message, with the same placeholders', () => {
    for (const [key, en] of Object.entries(PCBA_RULE_MESSAGES_EN)) {
      const ja = PCBA_RULE_MESSAGES_JA[key as keyof typeof PCBA_RULE_MESSAGES_EN];
      expect(ja.match(/\{\{\w+\}\}/g)).toEqual(en.match(/\{\{\w+\}\}/g));
    }
  });
});
