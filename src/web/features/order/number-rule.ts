// What a number parameter's field holds once the customer leaves it (issue 8 §5).
import { normalizeQuantity } from '../../../shared/rules/quantity';
import type { ParamDef } from '../../../shared/params/types';

type NumberParam = Extract<ParamDef, { kind: 'number' }>;

/** Whole-number parameters counted from 1 (designs, panel columns and rows): they follow the quantity rule. */
export const isCount = (param: NumberParam) => Number.isInteger(param.range.step) && param.range.min <= 1;

/**
 * What a number field holds once the customer leaves it: a count empty or 0 → 1 (normalizeQuantity), another
 * number left empty → the value in force; a typed number stays as typed (the rules explain a value out of range).
 */
export const settledNumber = (param: NumberParam, draft: string | number, value: number | null): number | null => {
  const n = typeof draft === 'number' ? draft : draft.trim() === '' ? NaN : Number(draft);
  if (isCount(param)) return Number.isFinite(n) && n >= 1 ? n : normalizeQuantity(Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : '');
  return Number.isFinite(n) ? n : value;
};

