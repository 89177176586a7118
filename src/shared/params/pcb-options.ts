// The PCB service's capability data: which values exist per tier and which combinations a factory can make
// (issue 3 §2, spec services §5, §9). Both the parameter schema (control states) and the validation rules
// read these functions, so the form and the server can never disagree about what is allowed.
import { PcbTier } from '../ids';

export type PcbTierValue = (typeof PcbTier)[keyof typeof PcbTier];
export const PCB_TIERS: readonly PcbTierValue[] = [PcbTier.Normal, PcbTier.Advance, PcbTier.Premium];

export const MATERIALS = ['fr4', 'aluminum', 'flex', 'rigid_flex'] as const;
export type Material = (typeof MATERIALS)[number];

export const MASK_COLOURS = ['green', 'red', 'yellow', 'blue', 'white', 'black', 'purple', 'matte_black', 'matte_green'] as const;
export type MaskColour = (typeof MASK_COLOURS)[number];

export const SILKSCREENS = ['white', 'black'] as const;
type Silkscreen = (typeof SILKSCREENS)[number];

export const FINISHES = ['hasl', 'hasl_lead_free', 'enig', 'osp', 'hard_gold', 'immersion_silver', 'immersion_tin'] as const;
export type Finish = (typeof FINISHES)[number];

const OUTER_COPPERS = [1, 2, 3] as const;
const INNER_COPPERS = [0.5, 1, 2] as const;
const MIN_DRILLS = [0.3, 0.25, 0.2] as const;
export const TRACE_SPACES = ['6/6', '5/5', '4/4'] as const;
export type TraceSpace = (typeof TRACE_SPACES)[number];
const MASK_DAMS = [0.4, 0.2, 0.1] as const;

export const VIA_TREATMENTS = ['tented', 'untented', 'plugged', 'epoxy_filled', 'capped'] as const;
export type ViaTreatment = (typeof VIA_TREATMENTS)[number];

export const PANELIZATIONS = ['none', 'customer', 'factory'] as const;
export type Panelization = (typeof PANELIZATIONS)[number];

export const EXPEDITED = ['standard', '48h', '24h'] as const;
type Expedited = (typeof EXPEDITED)[number];

const isAdvanced = (tier: PcbTierValue) => tier !== PcbTier.Normal;

/** Choices offered per tier (quick-turn is the subset a fast line can make). */
export const tierChoices = (tier: PcbTierValue) => {
  const adv = isAdvanced(tier);
  return {
    material: adv ? [...MATERIALS] : (['fr4', 'aluminum'] as Material[]),
    layers: layerChoices(tier),
    maskColour: adv ? [...MASK_COLOURS] : MASK_COLOURS.slice(0, 6),
    silkscreen: [...SILKSCREENS],
    finish: adv ? [...FINISHES] : FINISHES.slice(0, 4),
    outerCopper: adv ? [...OUTER_COPPERS] : OUTER_COPPERS.slice(0, 2),
    innerCopper: [...INNER_COPPERS],
    minDrill: adv ? [...MIN_DRILLS] : MIN_DRILLS.slice(0, 1),
    traceSpace: adv ? [...TRACE_SPACES] : TRACE_SPACES.slice(0, 1),
    maskDam: adv ? [...MASK_DAMS] : MASK_DAMS.slice(0, 1),
    viaTreatment: adv ? [...VIA_TREATMENTS] : VIA_TREATMENTS.slice(0, 3),
    panelization: [...PANELIZATIONS],
    expedited: [...EXPEDITED],
    thickness: thicknessChoices(tier),
    quantity: quantitySteps(tier),
  };
};

const layerChoices = (tier: PcbTierValue): number[] => {
  if (tier === PcbTier.Normal) return [1, 2, 4, 6];
  const upTo = tier === PcbTier.Premium ? 32 : 16;
  const out = [1];
  for (let n = 2; n <= upTo; n += 2) out.push(n);
  return out;
};

/** Layer counts each base material can be built with (aluminium is a single-sided metal core, at most 2). */
export const MATERIAL_LAYERS: Record<Material, { min: number; max: number }> = {
  fr4: { min: 1, max: 32 },
  aluminum: { min: 1, max: 2 },
  flex: { min: 1, max: 4 },
  rigid_flex: { min: 2, max: 10 },
};

export const layersAllowedForMaterial = (material: Material, layers: number): boolean =>
  layers >= MATERIAL_LAYERS[material].min && layers <= MATERIAL_LAYERS[material].max;

// Board thickness in mm. Flexible boards use the thin values; rigid boards the rest.
const FLEX_THICKNESSES = [0.1, 0.15, 0.2, 0.3];
const RIGID_THICKNESSES = [0.4, 0.6, 0.8, 1.0, 1.2, 1.6, 2.0, 2.4];
const THICK_ADVANCED = [2.6, 2.8, 3.0, 3.2];

export const thicknessChoices = (tier: PcbTierValue): number[] =>
  isAdvanced(tier) ? [...FLEX_THICKNESSES, ...RIGID_THICKNESSES, ...THICK_ADVANCED] : [...RIGID_THICKNESSES];

/** Minimum rigid thickness per layer count: more layers need more dielectric between them. */
const rigidMinForLayers = (layers: number): number => {
  if (layers <= 2) return 0.4;
  if (layers <= 4) return 0.6;
  if (layers <= 6) return 0.8;
  if (layers <= 8) return 1.0;
  if (layers <= 10) return 1.2;
  if (layers <= 14) return 1.6;
  if (layers <= 20) return 2.0;
  return 2.4;
};

/** Allowed thickness range (mm) for a tier, material and layer count. */
export const thicknessRange = (tier: PcbTierValue, material: Material, layers: number): { min: number; max: number } => {
  if (material === 'flex') return { min: 0.1, max: 0.3 };
  if (material === 'aluminum') return { min: 0.8, max: 2.0 };
  const min = Math.max(rigidMinForLayers(layers), material === 'rigid_flex' ? 0.6 : 0);
  // Quick-turn stops at 2.4 mm; the advanced line presses thicker stacks, but only for 8+ layers.
  const max = isAdvanced(tier) && layers >= 8 ? 3.2 : 2.4;
  return { min, max };
};

export const thicknessAllowed = (tier: PcbTierValue, material: Material, layers: number, thickness: number): boolean => {
  const { min, max } = thicknessRange(tier, material, layers);
  return thickness >= min && thickness <= max;
};

/** Board dimensions in mm: hard limits per tier, and the FR-4 range the spec warns about (special price). */
const SIZE_LIMITS_MM = { min: 10, normalMax: 500, advancedMax: 600 } as const;
export const FR4_WARNING_RANGE_MM = { min: 10, max: 100 } as const;
export const DEFAULT_SIZE_MM = 100;

export const sizeRange = (tier: PcbTierValue) => ({
  min: SIZE_LIMITS_MM.min,
  max: isAdvanced(tier) ? SIZE_LIMITS_MM.advancedMax : SIZE_LIMITS_MM.normalMax,
});

/** OSP needs a board over 80×80 mm: it is unavailable when the board fits inside an 80×80 mm square. */
export const OSP_MIN_SIDE_MM = 80;
export const ospAllowed = (width: number, height: number): boolean =>
  width > OSP_MIN_SIDE_MM || height > OSP_MIN_SIDE_MM;

/** Blind/buried vias connect inner layers: advanced tiers only, never aluminium, and at least 4 layers. */
export const BLIND_VIA_MIN_LAYERS = 4;
export const blindViasAllowed = (tier: PcbTierValue, material: Material, layers: number): boolean =>
  isAdvanced(tier) && material !== 'aluminum' && layers >= BLIND_VIA_MIN_LAYERS;

/** Inner copper exists only from 4 layers up. */
export const hasInnerLayers = (layers: number) => layers >= 4;

/** White solder mask needs black legend to be readable; the factory forces it. */
export const forcedSilkscreen = (mask: MaskColour): Silkscreen | null => (mask === 'white' ? 'black' : null);

/** Expedited builds run on the quick line: FR-4 only and a limited layer count. */
export const EXPEDITE_MAX_LAYERS: Record<Exclude<Expedited, 'standard'>, number> = { '48h': 6, '24h': 2 };
export const expediteAllowed = (option: Expedited, material: Material, layers: number): boolean =>
  option === 'standard' || (material === 'fr4' && layers <= EXPEDITE_MAX_LAYERS[option]);

/**
 * Quantity steps. Quick-turn also offers 3 pieces, the quantity of the $1 special (spec services §9);
 * advanced and premium start at 5.
 */
export const quantitySteps = (tier: PcbTierValue): number[] => {
  const steps = [5, 10, 15, 20, 25, 30, 50, 75, 100, 125, 150, 200, 250, 300, 350, 400, 450, 500, 600, 700, 800, 900, 1000];
  for (let q = 1500; q <= 10000; q += 500) steps.push(q);
  return tier === PcbTier.Normal ? [3, ...steps] : steps;
};

export const DESIGNS_RANGE = { min: 1, max: 10 } as const;
export const PANEL_RANGE = { min: 1, max: 10 } as const;
export const REMARK_MAX = 300;
