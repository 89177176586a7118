// PCBA quantity rules (spec services §5: PCB quantity must be larger than PCBA quantity; §9: default quantity 10).
import { describe, expect, it } from 'vitest';
import { PcbTier } from '../ids';
import { quantitySteps } from '../params/pcb-options';
import { PCBA_DEFAULT_QUANTITY, PCBA_RULE_MESSAGES_EN, PCBA_RULE_MESSAGES_JA, pcbQuantityFor, validatePcbaQuantities } from './pcba';

describe('PCBA quantity rules', () => {
  it('defaults to 10 boards', () => {
    expect(PCBA_DEFAULT_QUANTITY).toBe(10);
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
