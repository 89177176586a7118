import { describe, expect, it } from 'vitest';
import { cncValuesSchema, validateCnc, type CncValues } from './cnc';

const part = (over: Partial<CncValues> = {}): CncValues =>
  ({ ...cncValuesSchema.parse({}), length_mm: 40, width_mm: 30, height_mm: 12.5, material: 'al-6061-t6', ...over });
const keys = (v: CncValues) => validateCnc(v).map((p) => `${p.field}:${p.key}`);

describe('validateCnc (services §5, §9)', () => {
  it('accepts a complete part', () => expect(validateCnc(part())).toEqual([]));

  it('needs every dimension, at most 1000 mm', () => {
    expect(keys(part({ width_mm: null }))).toEqual(['width_mm:cnc.rule.dimensionRequired']);
    expect(keys(part({ height_mm: 0 }))).toEqual(['height_mm:cnc.rule.dimensionRequired']);
    expect(validateCnc(part({ length_mm: 1000.5 }))).toEqual([{ field: 'length_mm', key: 'cnc.rule.dimensionMax', params: { max: 1000 }, severity: 'error' }]);
    expect(validateCnc(part({ length_mm: 1000 }))).toEqual([]);
  });

  it('needs a material grade', () => expect(keys(part({ material: '' }))).toEqual(['material:cnc.rule.materialRequired']));

  it('keeps the quantity within {min}/{max}', () => {
    expect(validateCnc(part({ quantity: 0 }))[0]).toMatchObject({ key: 'cnc.rule.quantityMin', params: { min: 1 } });
    expect(validateCnc(part({ quantity: 5001 }))[0]).toMatchObject({ key: 'cnc.rule.quantityMax', params: { max: 5000 } });
  });

  it('asks for the thread count and for the drawing of a tighter tolerance', () => {
    expect(keys(part({ threads: 'tapped' }))).toEqual(['thread_count:cnc.rule.threadCount']);
    expect(keys(part({ tolerance: 'drawing' }))).toEqual(['drawing_id:cnc.rule.drawingForTolerance']);
  });

  it('refuses a material that is not a grade', () => {
    expect(cncValuesSchema.safeParse({ material: 'aluminium' }).success).toBe(false);
  });
});
