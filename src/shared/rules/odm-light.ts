// ODM light (issue 13): a XIAO-based device customised from a fixed menu — base board, enclosure and its colour, logo
// print, firmware flashing, packaging, quantity. Run in the browser and again on the server. The options and the
// control states between them (which choice disables, or bounds, which other option; spec platform §3 "Parameter
// control": Active 1, Disabled 2, Option 3, Max 4, Min 5) are data, so the schema call, the page and the price all
// read the same table. Message keys are 'odmlight.rule.*'.
import { z } from 'zod';
import { int, text } from '../contracts/fields';
import { ParamControl } from '../ids';
import type { Problem } from '../params/types';

export const ODM_BASES = ['xiao-esp32c3', 'xiao-esp32s3', 'xiao-rp2040', 'xiao-nrf52840'] as const;
export const ODM_ENCLOSURES = ['none', 'standard', 'waterproof'] as const;
export const ODM_COLOURS = ['black', 'white', 'red', 'blue'] as const;
export const ODM_LOGOS = ['none', 'silkscreen', 'laser'] as const;
export const ODM_FIRMWARE = ['none', 'stock', 'custom'] as const;
export const ODM_PACKAGING = ['bulk', 'retail-box', 'gift-box'] as const;
/** A light ODM run: from a small batch to what one line makes without planning by hand. */
export const ODM_QUANTITY = { min: 50, max: 10_000 } as const;

export const odmLightValuesSchema = z.strictObject({
  base: z.enum(ODM_BASES, { error: 'validation.invalid' }).default('xiao-esp32c3'),
  enclosure: z.enum(ODM_ENCLOSURES, { error: 'validation.invalid' }).default('standard'),
  colour: z.enum(ODM_COLOURS, { error: 'validation.invalid' }).default('black'),
  logo: z.enum(ODM_LOGOS, { error: 'validation.invalid' }).default('none'),
  firmware: z.enum(ODM_FIRMWARE, { error: 'validation.invalid' }).default('stock'),
  packaging: z.enum(ODM_PACKAGING, { error: 'validation.invalid' }).default('bulk'),
  quantity: int(0, 1_000_000, 'validation.invalid').default(100),
  remark: text({ error: 'validation.invalid' }).trim().max(300, 'validation.maxLength').default(''),
});
export type OdmLightValues = z.output<typeof odmLightValuesSchema>;
export type OdmOptionKey = Exclude<keyof OdmLightValues, 'remark'>;

export const defaultOdmLightValues = (): OdmLightValues => odmLightValuesSchema.parse({});

/** The choices of each option, in the order the page shows them. */
export const ODM_CHOICES = {
  base: ODM_BASES, enclosure: ODM_ENCLOSURES, colour: ODM_COLOURS, logo: ODM_LOGOS, firmware: ODM_FIRMWARE, packaging: ODM_PACKAGING,
} as const;

/**
 * One control rule: while option `when.key` has `when.value`, option `target` is Disabled (and set to `value`), or
 * its Min / Max becomes `value`.
 */
export interface OdmControl {
  when: { key: OdmOptionKey; value: string };
  target: OdmOptionKey;
  state: typeof ParamControl.Disabled | typeof ParamControl.Min | typeof ParamControl.Max;
  value: string | number;
}

export const ODM_CONTROLS: readonly OdmControl[] = [
  // without an enclosure there is nothing to colour or to print a logo on
  { when: { key: 'enclosure', value: 'none' }, target: 'colour', state: ParamControl.Disabled, value: 'black' },
  { when: { key: 'enclosure', value: 'none' }, target: 'logo', state: ParamControl.Disabled, value: 'none' },
  // the waterproof enclosure's mould run and the gift box's hand packing bound the quantity
  { when: { key: 'enclosure', value: 'waterproof' }, target: 'quantity', state: ParamControl.Min, value: 100 },
  { when: { key: 'packaging', value: 'gift-box' }, target: 'quantity', state: ParamControl.Max, value: 2000 },
];

export interface OdmControlState {
  state: (typeof ParamControl)[keyof typeof ParamControl];
  min?: number;
  max?: number;
}

/** The state of every option for these values: Active, Disabled, or the quantity's bounds. */
export const odmControlStates = (v: OdmLightValues): Record<OdmOptionKey, OdmControlState> => {
  const out = Object.fromEntries(
    (Object.keys(ODM_CHOICES) as OdmOptionKey[]).map((k) => [k, { state: ParamControl.Active }]),
  ) as Record<OdmOptionKey, OdmControlState>;
  out.quantity = { state: ParamControl.Active, min: ODM_QUANTITY.min, max: ODM_QUANTITY.max };
  for (const c of ODM_CONTROLS) {
    if (String(v[c.when.key]) !== String(c.when.value)) continue;
    if (c.state === ParamControl.Disabled) out[c.target] = { state: ParamControl.Disabled };
    else if (c.state === ParamControl.Min) out[c.target] = { ...out[c.target], min: Math.max(out[c.target].min ?? 0, Number(c.value)) };
    else out[c.target] = { ...out[c.target], max: Math.min(out[c.target].max ?? Infinity, Number(c.value)) };
  }
  return out;
};

/** Disabled options take their fixed value: a logo without an enclosure is never priced or made. */
export const applyOdmControls = (v: OdmLightValues): OdmLightValues => {
  const next = { ...v };
  for (const c of ODM_CONTROLS) {
    if (c.state === ParamControl.Disabled && String(v[c.when.key]) === String(c.when.value)) {
      (next as Record<string, unknown>)[c.target] = c.value;
    }
  }
  return next;
};

/** Problems that block a price: the quantity outside the bounds the other options allow. */
export const validateOdmLight = (v: OdmLightValues): Problem[] => {
  const q = odmControlStates(v).quantity;
  const problems: Problem[] = [];
  if (q.min !== undefined && v.quantity < q.min) problems.push({ field: 'quantity', key: 'odmlight.rule.quantityMin', params: { min: q.min }, severity: 'error' });
  if (q.max !== undefined && v.quantity > q.max) problems.push({ field: 'quantity', key: 'odmlight.rule.quantityMax', params: { max: q.max }, severity: 'error' });
  return problems;
};
