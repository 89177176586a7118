// CNC machining order-form values and rules (spec services §5: dimensions not empty and at most 1000 mm, material
// grade required, order quantity within {min}/{max}; §9: CNC dimension max 1000 mm; remark ≤ 300). Run in the
// browser and again on the server. The quote itself is manual (about 2 hours, services §1): nothing here prices.
// Message keys are 'cnc.rule.*' (the web's cnc namespace), texts below.
import { z } from 'zod';
import { int, text } from '../contracts/fields';
import type { Problem } from '../params/types';
import { REMARK_MAX } from '../params/pcb-options';

/** Real grades a machine shop stocks (services §5: "6061-T6, not aluminium"). */
export const CNC_MATERIALS = [
  'al-6061-t6', 'al-7075-t6', 'al-5052-h32', 'al-2024-t3', 'al-mic6',
  'ss-303', 'ss-304', 'ss-316l', 'ss-17-4ph', 'steel-1045', 'steel-4140',
  'brass-c360', 'copper-c110', 'ti-gr5',
  'pom-c', 'peek', 'abs', 'pa6', 'pc', 'ptfe', 'uhmw-pe',
] as const;
export type CncMaterial = (typeof CNC_MATERIALS)[number];

export const CNC_FINISHES = [
  'as-machined', 'bead-blasted', 'anodized-clear', 'anodized-black', 'hard-anodized', 'chromate', 'powder-coat',
  'passivated', 'electropolished', 'polished', 'nickel-plated',
] as const;

/** ISO 2768-1 general tolerances (medium, fine), or tighter tolerances given on the attached drawing. */
export const CNC_TOLERANCES = ['iso2768-m', 'iso2768-f', 'drawing'] as const;

export const CNC_THREADS = ['none', 'tapped', 'inserts', 'tapped-and-inserts'] as const;

/** Services §9: CNC dimension max 1000 mm. */
export const CNC_MAX_DIMENSION_MM = 1000;
/** Order quantity bounds ({min}/{max} in the messages). */
export const CNC_QUANTITY = { min: 1, max: 5000 } as const;

/** A dimension field: null while empty (the form's empty input). Bounded so a wild number is a 422, not a 500. */
const dimension = z.number({ error: 'validation.invalid' }).min(0, 'validation.invalid').max(1_000_000, 'validation.invalid').nullable();

export const cncValuesSchema = z.strictObject({
  length_mm: dimension.default(null),
  width_mm: dimension.default(null),
  height_mm: dimension.default(null),
  /** '' until chosen: required (services §5). */
  material: z.union([z.enum(CNC_MATERIALS), z.literal('')], { error: 'validation.invalid' }).default(''),
  finish: z.enum(CNC_FINISHES, { error: 'validation.invalid' }).default('as-machined'),
  tolerance: z.enum(CNC_TOLERANCES, { error: 'validation.invalid' }).default('iso2768-m'),
  threads: z.enum(CNC_THREADS, { error: 'validation.invalid' }).default('none'),
  /** Tapped holes and inserts together (0 when none). */
  thread_count: int(0, 1000, 'validation.invalid').default(0),
  quantity: int(0, 1_000_000, 'validation.invalid').default(1),
  remark: text({ error: 'validation.invalid' }).max(10_000, 'validation.maxLength').default(''),
  /** The optional PDF drawing (an upload of kind 'drawing' of the same customer). */
  drawing_id: z.uuid('validation.invalid').nullable().default(null),
});
export type CncValues = z.output<typeof cncValuesSchema>;

export const defaultCncValues = (): CncValues => cncValuesSchema.parse({});

import { CNC_RULE_MESSAGES_EN } from './cnc-messages';
export { CNC_RULE_MESSAGES_EN, CNC_RULE_MESSAGES_JA } from './cnc-messages';

const problem = (field: string, rule: keyof typeof CNC_RULE_MESSAGES_EN, params: Problem['params'] = {}): Problem =>
  ({ field, key: `cnc.rule.${rule}`, params, severity: 'error' });

export const validateCnc = (v: CncValues): Problem[] => {
  const out: Problem[] = [];
  for (const field of ['length_mm', 'width_mm', 'height_mm'] as const) {
    const value = v[field];
    if (value === null || value <= 0) out.push(problem(field, 'dimensionRequired'));
    else if (value > CNC_MAX_DIMENSION_MM) out.push(problem(field, 'dimensionMax', { max: CNC_MAX_DIMENSION_MM }));
  }
  if (v.material === '') out.push(problem('material', 'materialRequired'));
  if (v.quantity < CNC_QUANTITY.min) out.push(problem('quantity', 'quantityMin', { min: CNC_QUANTITY.min }));
  else if (v.quantity > CNC_QUANTITY.max) out.push(problem('quantity', 'quantityMax', { max: CNC_QUANTITY.max }));
  if (v.threads !== 'none' && v.thread_count < 1) out.push(problem('thread_count', 'threadCount'));
  if (v.tolerance === 'drawing' && v.drawing_id === null) out.push(problem('drawing_id', 'drawingForTolerance'));
  if ([...v.remark].length > REMARK_MAX) out.push(problem('remark', 'remarkMax', { max: REMARK_MAX }));
  return out;
};

/** Density in g/cm³ of each grade (for the shipping weight; the quote itself is manual). */
export const CNC_DENSITY: Record<CncMaterial, number> = {
  'al-6061-t6': 2.7, 'al-7075-t6': 2.81, 'al-5052-h32': 2.68, 'al-2024-t3': 2.78, 'al-mic6': 2.65,
  'ss-303': 8.0, 'ss-304': 8.0, 'ss-316l': 8.0, 'ss-17-4ph': 7.8, 'steel-1045': 7.85, 'steel-4140': 7.85,
  'brass-c360': 8.5, 'copper-c110': 8.96, 'ti-gr5': 4.43,
  'pom-c': 1.41, peek: 1.32, abs: 1.05, pa6: 1.14, pc: 1.2, ptfe: 2.2, 'uhmw-pe': 0.94,
};

/**
 * Shipping weight of the order in grams: the model's volume (or, without one, half the bounding box) times the
 * grade's density times the quantity. For values that passed validateCnc.
 */
export const weightEstimateGrams = (v: CncValues, volumeMm3: number | null): number => {
  const box = (v.length_mm ?? 0) * (v.width_mm ?? 0) * (v.height_mm ?? 0);
  const volume = volumeMm3 !== null && volumeMm3 > 0 ? Math.min(volumeMm3, box || volumeMm3) : box / 2;
  const density = v.material === '' ? 2.7 : CNC_DENSITY[v.material];
  return Math.max(1, Math.ceil((volume / 1000) * density * v.quantity));
};
