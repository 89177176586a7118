// The stencil parameter schema with control states for the current values (issue 3 §2, §5).
import { ParamControl } from '../ids';
import {
  STENCIL_FIDUCIALS, STENCIL_QUANTITY, STENCIL_SIDES, STENCIL_SIZES, STENCIL_THICKNESSES, forcedFraming,
} from './stencil-options';
import { REMARK_MAX } from './pcb-options';
import { defaultStencilValues, type StencilValues } from '../rules/stencil';
import type { ChoiceParam, ParamControlValue, ParamDef, ParamValue } from './types';

type Key = keyof StencilValues;
const labelKey = (key: string) => `stencil.param.${key}`;

const choices = (key: Key, values: readonly ParamValue[], current: ParamValue, def: ParamValue, unitKey?: string): ChoiceParam => ({
  kind: 'choice',
  key,
  labelKey: labelKey(key),
  control: ParamControl.Active,
  default: def,
  value: current,
  choices: values.map((value) => (unitKey
    ? { value, labelKey: unitKey, labelParams: { value: String(value) } }
    : { value, labelKey: `stencil.choice.${key}.${String(value)}` })),
});

export const stencilParamSchema = (current: Partial<StencilValues> = {}): ParamDef[] => {
  const d = defaultStencilValues();
  const v: StencilValues = { ...d, ...current };
  const forced = forcedFraming(v.size);
  let qControl: ParamControlValue = ParamControl.Active;
  if (v.quantity <= STENCIL_QUANTITY.min) qControl = ParamControl.Min;
  else if (v.quantity >= STENCIL_QUANTITY.max) qControl = ParamControl.Max;
  return [
    choices('size', STENCIL_SIZES, v.size, d.size),
    // A size that exists only framed (or only frameless) shows the framing as fixed.
    forced === null
      ? { kind: 'boolean', key: 'framed', labelKey: labelKey('framed'), control: ParamControl.Active, default: d.framed, value: v.framed }
      : { kind: 'boolean', key: 'framed', labelKey: labelKey('framed'), control: ParamControl.Disabled, default: d.framed, value: forced },
    choices('side', STENCIL_SIDES, v.side, d.side),
    choices('thickness', STENCIL_THICKNESSES, v.thickness, d.thickness, 'pcb.unit.mm'),
    { kind: 'boolean', key: 'electropolishing', labelKey: labelKey('electropolishing'), control: ParamControl.Option, default: d.electropolishing, value: v.electropolishing },
    choices('fiducials', STENCIL_FIDUCIALS, v.fiducials, d.fiducials),
    { kind: 'number', key: 'quantity', labelKey: labelKey('quantity'), control: qControl, default: d.quantity, value: v.quantity, range: { ...STENCIL_QUANTITY, unitKey: 'pcb.unit.pcs' } },
    { kind: 'text', key: 'remark', labelKey: labelKey('remark'), control: ParamControl.Option, default: '', value: v.remark, maxLength: REMARK_MAX },
  ];
};

/** Values with the size's only possible framing applied (the form calls this when the size changes). */
export const applyStencilForcedValues = (values: StencilValues): StencilValues => {
  const forced = forcedFraming(values.size);
  return forced === null ? values : { ...values, framed: forced };
};
