// The PCB parameter schema per tier (Normal 0 quick-turn, Advance 2, Premium 5) with each parameter's control
// state for the current values (issue 3 §2, served by POST /v1/cart/cart-param). Which values exist and which
// combinations are allowed comes from ./pcb-options.ts, which the rules in ../rules/pcb.ts read as well.
import { ParamControl, PcbTier } from '../ids';
import {
  DESIGNS_RANGE, EXPEDITE_MAX_LAYERS, MATERIAL_LAYERS, OSP_MIN_SIDE_MM, PANEL_RANGE, REMARK_MAX, blindViasAllowed,
  expediteAllowed, forcedSilkscreen, hasInnerLayers, layersAllowedForMaterial, ospAllowed, sizeRange,
  thicknessAllowed, thicknessRange, tierChoices, type PcbTierValue,
} from './pcb-options';
import { defaultPcbValues, type PcbValues } from '../rules/pcb';
import type { ChoiceParam, LabelParams, NumberParam, ParamChoice, ParamControlValue, ParamDef, ParamValue } from './types';

type Key = keyof PcbValues;
const labelKey = (key: string) => `pcb.param.${key}`;

/** Label of a choice: enumerations get their own text, numbers are shown with a unit. */
const UNIT_OF: Partial<Record<Key, string>> = {
  layers: 'pcb.unit.layers', thickness: 'pcb.unit.mm', outerCopper: 'pcb.unit.oz', innerCopper: 'pcb.unit.oz',
  minDrill: 'pcb.unit.mm', maskDam: 'pcb.unit.mm', traceSpace: 'pcb.unit.mil', quantity: 'pcb.unit.pcs',
};
const choiceLabel = (key: Key, value: ParamValue): { labelKey: string; labelParams?: LabelParams } => {
  const unit = UNIT_OF[key];
  return unit ? { labelKey: unit, labelParams: { value: String(value) } } : { labelKey: `pcb.choice.${key}.${String(value)}` };
};

interface Blocked { reasonKey: string; reasonParams?: LabelParams }

const choiceParam = (
  key: Key,
  values: readonly ParamValue[],
  current: ParamValue,
  defaults: PcbValues,
  opts: { blocked?: (value: ParamValue) => Blocked | null; ordered?: boolean } = {},
): ChoiceParam => {
  const choices: ParamChoice[] = values.map((value) => {
    const why = opts.blocked?.(value) ?? null;
    return { value, ...choiceLabel(key, value), ...(why ? { disabled: true, ...why } : {}) };
  });
  const open = choices.filter((c) => !c.disabled);
  let control: ParamControlValue = ParamControl.Active;
  let value: ParamValue = current;
  if (open.length === 1 && choices.length === 1) {
    // One possible value in this tier (e.g. 0.3 mm minimum drill in quick-turn): shown, not editable.
    control = ParamControl.Disabled;
    value = open[0]?.value ?? current;
  } else if (opts.ordered && values.length > 1) {
    if (current === values[0]) control = ParamControl.Min;
    else if (current === values[values.length - 1]) control = ParamControl.Max;
  }
  return { kind: 'choice', key, labelKey: labelKey(key), control, default: defaults[key] as ParamValue, value, choices };
};

const numberParam = (key: Key, current: number | null, defaults: PcbValues, range: NumberParam['range']): NumberParam => {
  let control: ParamControlValue = ParamControl.Active;
  if (current === null) control = ParamControl.Disabled;
  else if (current <= range.min) control = ParamControl.Min;
  else if (current >= range.max) control = ParamControl.Max;
  return { kind: 'number', key, labelKey: labelKey(key), control, default: defaults[key] as number, value: current, range };
};

const optionFlag = (key: Key, current: boolean, defaults: PcbValues): ParamDef => ({
  kind: 'boolean', key, labelKey: labelKey(key), control: ParamControl.Option, default: defaults[key] as boolean, value: current,
});

/** The schema for a tier with control states for `current` (missing values take their defaults). */
export const paramSchema = (tier: PcbTierValue, current: Partial<PcbValues> = {}): ParamDef[] => {
  const defaults = defaultPcbValues();
  const v: PcbValues = { ...defaults, ...current };
  const offered = tierChoices(tier);
  const advanced = tier !== PcbTier.Normal;
  const size = sizeRange(tier);
  const silk = forcedSilkscreen(v.maskColour);

  const params: ParamDef[] = [
    choiceParam('material', offered.material, v.material, defaults),
    choiceParam('layers', offered.layers, v.layers, defaults, {
      ordered: true,
      blocked: (n) => (layersAllowedForMaterial(v.material, Number(n)) ? null
        : { reasonKey: 'pcb.rule.layersForMaterial', reasonParams: { ...MATERIAL_LAYERS[v.material] } }),
    }),
    numberParam('width', v.width, defaults, { ...size, step: 0.01, unitKey: 'pcb.unit.mm' }),
    numberParam('height', v.height, defaults, { ...size, step: 0.01, unitKey: 'pcb.unit.mm' }),
    choiceParam('quantity', offered.quantity, v.quantity, defaults, { ordered: true }),
    numberParam('designs', v.designs, defaults, { ...DESIGNS_RANGE, step: 1 }),
    choiceParam('panelization', offered.panelization, v.panelization, defaults),
    numberParam('panelColumns', v.panelization === 'none' ? null : v.panelColumns, defaults, { ...PANEL_RANGE, step: 1 }),
    numberParam('panelRows', v.panelization === 'none' ? null : v.panelRows, defaults, { ...PANEL_RANGE, step: 1 }),
    choiceParam('thickness', offered.thickness, v.thickness, defaults, {
      blocked: (t) => (thicknessAllowed(tier, v.material, v.layers, Number(t)) ? null
        : { reasonKey: 'pcb.rule.thicknessForLayers', reasonParams: thicknessRange(tier, v.material, v.layers) }),
    }),
    choiceParam('maskColour', offered.maskColour, v.maskColour, defaults),
    silk
      ? { ...choiceParam('silkscreen', offered.silkscreen, silk, defaults), control: ParamControl.Disabled, value: silk }
      : choiceParam('silkscreen', offered.silkscreen, v.silkscreen, defaults),
    choiceParam('finish', offered.finish, v.finish, defaults, {
      blocked: (f) => (f === 'osp' && !ospAllowed(v.width, v.height) ? { reasonKey: 'pcb.rule.ospSize', reasonParams: { min: OSP_MIN_SIDE_MM } } : null),
    }),
    choiceParam('outerCopper', offered.outerCopper, v.outerCopper, defaults),
    hasInnerLayers(v.layers)
      ? choiceParam('innerCopper', offered.innerCopper, v.innerCopper, defaults)
      : { ...choiceParam('innerCopper', offered.innerCopper, v.innerCopper, defaults), control: ParamControl.Disabled, value: null },
    choiceParam('minDrill', offered.minDrill, v.minDrill, defaults),
    choiceParam('traceSpace', offered.traceSpace, v.traceSpace, defaults),
    choiceParam('maskDam', offered.maskDam, v.maskDam, defaults),
    choiceParam('viaTreatment', offered.viaTreatment, v.viaTreatment, defaults),
    optionFlag('halfHoles', v.halfHoles, defaults),
  ];
  if (advanced) {
    params.push(optionFlag('impedance', v.impedance, defaults));
    params.push(blindViasAllowed(tier, v.material, v.layers)
      ? { kind: 'boolean', key: 'blindVias', labelKey: labelKey('blindVias'), control: ParamControl.Active, default: defaults.blindVias, value: v.blindVias }
      : { kind: 'boolean', key: 'blindVias', labelKey: labelKey('blindVias'), control: ParamControl.Disabled, default: defaults.blindVias, value: v.blindVias });
  }
  params.push(
    choiceParam('expedited', offered.expedited, v.expedited, defaults, {
      blocked: (e) => {
        if (e === 'standard' || expediteAllowed(e as '48h' | '24h', v.material, v.layers)) return null;
        return { reasonKey: 'pcb.rule.expeditedUnavailable', reasonParams: { max: EXPEDITE_MAX_LAYERS[e as '48h' | '24h'] } };
      },
    }),
    optionFlag('removeOrderNumber', v.removeOrderNumber, defaults),
    { kind: 'text', key: 'remark', labelKey: labelKey('remark'), control: ParamControl.Option, default: '', value: v.remark, maxLength: REMARK_MAX },
  );
  return params;
};

/**
 * The values the factory will actually use: forced values applied (black silkscreen on a white mask, the only
 * choice of a single-choice parameter). The form calls this after each change; pricing reads raw values.
 */
export const applyForcedValues = (tier: PcbTierValue, values: PcbValues): PcbValues => {
  const out = { ...values };
  for (const p of paramSchema(tier, values)) {
    if (p.control === ParamControl.Disabled && p.value !== null && p.value !== values[p.key as Key]) {
      (out as Record<string, unknown>)[p.key] = p.value;
    }
  }
  return out;
};
