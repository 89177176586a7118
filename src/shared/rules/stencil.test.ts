import { describe, expect, it } from 'vitest';
import { STENCIL_RULE_MESSAGES_EN, STENCIL_RULE_MESSAGES_JA, defaultStencilValues, stencilValuesSchema, validateStencil, type StencilValues } from './stencil';

const stencil = (over: Partial<StencilValues> = {}): StencilValues => ({ ...defaultStencilValues(), ...over });
const keys = (over: Partial<StencilValues>) => validateStencil(stencil(over)).map((p) => p.key);

describe('validateStencil', () => {
  it('accepts the default stencil', () => {
    expect(validateStencil(defaultStencilValues())).toEqual([]);
  });

  it.each([
    [2, []], [4, []], [100, []], [1, ['stencil.rule.quantityMin']], [3, ['stencil.rule.quantityEven']],
    [7, ['stencil.rule.quantityEven']], [102, ['stencil.rule.quantityMax']],
  ] as const)('quantity %s → %j', (quantity, expected) => {
    expect(keys({ quantity })).toEqual(expected);
  });

  it('refuses a framing the size does not come in', () => {
    expect(keys({ size: '380x280', framed: true })).toEqual(['stencil.rule.framelessOnly']);
    expect(keys({ size: '736x736', framed: false })).toEqual(['stencil.rule.framedOnly']);
    expect(keys({ size: '420x520', framed: true })).toEqual([]);
  });

  it('limits the remark to 300 characters', () => {
    expect(keys({ remark: 'r'.repeat(300) })).toEqual([]);
    expect(validateStencil(stencil({ remark: 'r'.repeat(301) }))).toEqual([{ field: 'remark', key: 'stencil.rule.remarkMax', params: { max: 300 }, severity: 'error' }]);
  });

  it('has a strict value schema', () => {
    expect(stencilValuesSchema.safeParse({ thickness: 0.13 }).success).toBe(false);
    expect(stencilValuesSchema.safeParse({ price: 0 }).success).toBe(false);
  });

  it('has English and Japanese texts with the same placeholders', () => {
    for (const [key, en] of Object.entries(STENCIL_RULE_MESSAGES_EN)) {
      const ja = STENCIL_RULE_MESSAGES_JA[key as keyof typeof STENCIL_RULE_MESSAGES_EN];
      expect(new Set(ja.match(/{{\w+}}/g))).toEqual(new Set(en.match(/{{\w+}}/g)));
    }
  });
});
