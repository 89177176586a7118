// Shapes of a parameter schema as served to the order forms (issue 3 §2; enumeration "parameter control",
// spec platform §3). Label keys are i18n key names; the texts live in ./messages.ts.
import { ParamControl } from '../ids';

export type ParamControlValue = (typeof ParamControl)[keyof typeof ParamControl];
export type ParamValue = string | number | boolean;

/** Parameters for the label text, e.g. { value: 1.6 } for 'pcb.unit.mm' → "1.6 mm". */
export type LabelParams = Record<string, string | number>;

export interface ParamChoice {
  value: ParamValue;
  labelKey: string;
  labelParams?: LabelParams;
  /** Set when the choice exists in this tier but cannot be picked with the current values. */
  disabled?: boolean;
  /** Message key explaining why it is disabled (a 'pcb.rule.*' / 'stencil.rule.*' key). */
  reasonKey?: string;
  reasonParams?: LabelParams;
}

interface NumericRange {
  min: number;
  max: number;
  step: number;
  /** Unit label key, e.g. 'pcb.unit.mm'. */
  unitKey?: string;
}

interface ParamBase {
  key: string;
  labelKey: string;
  /**
   * Active 1: editable. Disabled 2: shown, not editable; `value` is what the factory will use (or null when the
   * parameter does not apply). Option 3: an optional extra the customer may add. Max 4 / Min 5: editable, and
   * the value sits at the upper / lower bound of its range (the form greys the matching step button).
   */
  control: ParamControlValue;
  default: ParamValue;
  /** The current value after forced values are applied; null when the parameter does not apply. */
  value: ParamValue | null;
}

export interface ChoiceParam extends ParamBase {
  kind: 'choice';
  choices: ParamChoice[];
}

export interface NumberParam extends ParamBase {
  kind: 'number';
  range: NumericRange;
}

interface BooleanParam extends ParamBase {
  kind: 'boolean';
}

interface TextParam extends ParamBase {
  kind: 'text';
  maxLength: number;
}

export type ParamDef = ChoiceParam | NumberParam | BooleanParam | TextParam;

/** A validation problem: field, message key and its interpolation parameters. */
export interface Problem {
  field: string;
  key: string;
  params: LabelParams;
  severity: 'error' | 'warning';
}
