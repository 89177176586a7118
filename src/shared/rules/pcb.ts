// PCB order-form values and their cross-field rules (spec services §5, issue 3 §2). The browser runs these
// on every change; the server runs them again before pricing or adding to the cart. Problems carry message
// keys ('pcb.rule.*') whose English and Japanese texts are below, for the web catalogs to import.
import { z } from 'zod';
import { int, text } from '../contracts/fields';
import { PcbTier } from '../ids';
import {
  DEFAULT_SIZE_MM, EXPEDITED, EXPEDITE_MAX_LAYERS, FINISHES, FR4_WARNING_RANGE_MM, MASK_COLOURS, MATERIALS,
  MATERIAL_LAYERS, OSP_MIN_SIDE_MM, PANELIZATIONS, REMARK_MAX, SILKSCREENS, TRACE_SPACES, VIA_TREATMENTS,
  BLIND_VIA_MIN_LAYERS, DESIGNS_RANGE, PANEL_RANGE, expediteAllowed, forcedSilkscreen, layersAllowedForMaterial,
  ospAllowed, quantitySteps, sizeRange, thicknessAllowed, thicknessRange, tierChoices, type PcbTierValue,
} from '../params/pcb-options';
import type { Problem } from '../params/types';

export const pcbTierSchema = z.union([z.literal(PcbTier.Normal), z.literal(PcbTier.Advance), z.literal(PcbTier.Premium)]);

const mm = z.number({ error: 'validation.invalid' }).positive('validation.invalid').max(10_000, 'validation.invalid');
const count = (min: number, max: number) => int(min, max, 'validation.invalid');

/**
 * Every PCB parameter with its default, so `pcbValuesSchema.parse({})` is the default board. Value sets are
 * checked here; what the tier offers and which combinations are allowed is checked by `validatePcb`.
 */
export const pcbValuesSchema = z.strictObject({
  material: z.enum(MATERIALS, { error: 'validation.invalid' }).default('fr4'),
  layers: count(1, 32).default(2),
  /** Board (or single unit, when the factory panelizes) width and height in mm. */
  width: mm.default(DEFAULT_SIZE_MM),
  height: mm.default(DEFAULT_SIZE_MM),
  quantity: count(1, 100_000).default(10),
  thickness: z.number({ error: 'validation.invalid' }).positive('validation.invalid').max(10, 'validation.invalid').default(1.6),
  maskColour: z.enum(MASK_COLOURS, { error: 'validation.invalid' }).default('green'),
  silkscreen: z.enum(SILKSCREENS, { error: 'validation.invalid' }).default('white'),
  finish: z.enum(FINISHES, { error: 'validation.invalid' }).default('hasl'),
  /** Copper weights in oz. */
  outerCopper: z.literal([1, 2, 3], { error: 'validation.invalid' }).default(1),
  innerCopper: z.literal([0.5, 1, 2], { error: 'validation.invalid' }).default(0.5),
  /** mm */
  minDrill: z.literal([0.3, 0.25, 0.2], { error: 'validation.invalid' }).default(0.3),
  /** mil */
  traceSpace: z.enum(TRACE_SPACES, { error: 'validation.invalid' }).default('6/6'),
  /** mm */
  maskDam: z.literal([0.4, 0.2, 0.1], { error: 'validation.invalid' }).default(0.4),
  viaTreatment: z.enum(VIA_TREATMENTS, { error: 'validation.invalid' }).default('tented'),
  halfHoles: z.boolean({ error: 'validation.invalid' }).default(false),
  impedance: z.boolean({ error: 'validation.invalid' }).default(false),
  panelization: z.enum(PANELIZATIONS, { error: 'validation.invalid' }).default('none'),
  panelColumns: count(PANEL_RANGE.min, PANEL_RANGE.max).default(1),
  panelRows: count(PANEL_RANGE.min, PANEL_RANGE.max).default(1),
  blindVias: z.boolean({ error: 'validation.invalid' }).default(false),
  designs: count(DESIGNS_RANGE.min, DESIGNS_RANGE.max).default(1),
  expedited: z.enum(EXPEDITED, { error: 'validation.invalid' }).default('standard'),
  removeOrderNumber: z.boolean({ error: 'validation.invalid' }).default(false),
  // The 300-character limit is a rule with its own message; this cap only stops absurd bodies.
  remark: text({ error: 'validation.invalid' }).max(10_000, 'validation.maxLength').default(''),
  /** The customer confirmed that the default 100×100 mm size is really the board's size. */
  sizeConfirmed: z.boolean({ error: 'validation.invalid' }).default(false),
});

export type PcbValues = z.output<typeof pcbValuesSchema>;
export type PcbValuesInput = z.input<typeof pcbValuesSchema>;

export const defaultPcbValues = (): PcbValues => pcbValuesSchema.parse({});

import { PCB_RULE_MESSAGES_EN } from './pcb-messages';
export { PCB_RULE_MESSAGES_EN, PCB_RULE_MESSAGES_JA } from './pcb-messages';

const problem = (field: string, rule: keyof typeof PCB_RULE_MESSAGES_EN, params: Problem['params'] = {}, severity: Problem['severity'] = 'error'): Problem =>
  ({ field, key: `pcb.rule.${rule}`, params, severity });

/** Choice-valued fields checked against what the tier offers. */
const TIER_CHOICE_FIELDS = ['material', 'layers', 'maskColour', 'finish', 'outerCopper', 'minDrill', 'traceSpace', 'maskDam', 'viaTreatment', 'thickness'] as const;

/** Every problem with the values for this tier; warnings (severity 'warning') do not block an order. */
export const validatePcb = (tier: PcbTierValue, v: PcbValues): Problem[] => {
  const out: Problem[] = [];
  const offered = tierChoices(tier);
  const notOffered = new Set<string>();
  for (const field of TIER_CHOICE_FIELDS) {
    const list: readonly (string | number)[] = offered[field];
    if (!list.includes(v[field])) {
      notOffered.add(field);
      out.push(problem(field, 'notAvailable'));
    }
  }
  if (tier === PcbTier.Normal && v.impedance) out.push(problem('impedance', 'notAvailable'));

  if (!notOffered.has('layers') && !notOffered.has('material') && !layersAllowedForMaterial(v.material, v.layers)) {
    out.push(problem('layers', 'layersForMaterial', { ...MATERIAL_LAYERS[v.material] }));
  }
  if (!notOffered.has('thickness') && !thicknessAllowed(tier, v.material, v.layers, v.thickness)) {
    out.push(problem('thickness', 'thicknessForLayers', thicknessRange(tier, v.material, v.layers)));
  }
  if (v.finish === 'osp' && !ospAllowed(v.width, v.height)) {
    out.push(problem('finish', 'ospSize', { min: OSP_MIN_SIDE_MM }));
  }
  if (v.blindVias) {
    if (tier === PcbTier.Normal) out.push(problem('blindVias', 'blindViasAdvanced'));
    else if (v.material === 'aluminum') out.push(problem('blindVias', 'blindViasAluminum'));
    else if (v.layers < BLIND_VIA_MIN_LAYERS) out.push(problem('blindVias', 'blindViasLayers', { min: BLIND_VIA_MIN_LAYERS }));
  }
  const forced = forcedSilkscreen(v.maskColour);
  if (forced && v.silkscreen !== forced) out.push(problem('silkscreen', 'whiteMaskSilkscreen'));

  const size = sizeRange(tier);
  for (const field of ['width', 'height'] as const) {
    const value = v[field];
    if (value < size.min || value > size.max) out.push(problem(field, 'sizeRange', size));
    else if (v.material === 'fr4' && (value < FR4_WARNING_RANGE_MM.min || value > FR4_WARNING_RANGE_MM.max)) {
      out.push(problem(field, 'sizeWarning', { ...FR4_WARNING_RANGE_MM }, 'warning'));
    }
  }
  if (v.width === DEFAULT_SIZE_MM && v.height === DEFAULT_SIZE_MM && !v.sizeConfirmed) {
    out.push(problem('sizeConfirmed', 'confirmDefaultSize'));
  }

  const steps = quantitySteps(tier);
  const qMin = steps[0] ?? 1;
  const qMax = steps[steps.length - 1] ?? qMin;
  if (v.quantity < qMin) out.push(problem('quantity', 'quantityMin', { min: qMin }));
  else if (v.quantity > qMax) out.push(problem('quantity', 'quantityMax', { max: qMax }));
  else if (!steps.includes(v.quantity)) out.push(problem('quantity', 'quantityStep'));

  if ([...v.remark].length > REMARK_MAX) out.push(problem('remark', 'remarkMax', { max: REMARK_MAX }));

  if (v.expedited !== 'standard' && !expediteAllowed(v.expedited, v.material, v.layers)) {
    out.push(problem('expedited', 'expeditedUnavailable', { max: EXPEDITE_MAX_LAYERS[v.expedited] }));
  }
  return out;
};

export const hasErrors = (problems: readonly Problem[]) => problems.some((p) => p.severity === 'error');
