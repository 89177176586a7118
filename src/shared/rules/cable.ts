// Cable and harness assembly: the configurator's values and rules (issue 12 "Cable and harness assembly"). Run in
// the browser and again on the server. Connector families are data with the pin counts and wire gauges their
// crimp contacts take (from the makers' data sheets); a family outside the crimp-and-house kind (M12, USB-C) is
// made to order and always goes to a manual quote (see cableCustomReasons in ../pricing/cable.ts).
// Message keys are 'cable.rule.*' (the web's cnc namespace holds both services), texts below.
import { z } from 'zod';
import { int, text } from '../contracts/fields';
import type { Problem } from '../params/types';
import { REMARK_MAX } from '../params/pcb-options';

export const CABLE_TYPES = ['discrete', 'ribbon', 'twisted-pair', 'shielded', 'coaxial'] as const;
export type CableType = (typeof CABLE_TYPES)[number];

export interface ConnectorFamily {
  /** Contact pitch in mm (for the drawing and the description). */
  pitchMm: number;
  minPins: number;
  maxPins: number;
  /** AWG range of the crimp contacts (a larger number is a thinner wire). */
  awg: readonly [thinnest: number, thickest: number];
  /** Crimp housings the factory stocks and prices instantly; false: made to order, manual quote. */
  standard: boolean;
}

export const CONNECTORS = {
  'jst-ph': { pitchMm: 2.0, minPins: 2, maxPins: 16, awg: [32, 24], standard: true },
  'jst-xh': { pitchMm: 2.5, minPins: 2, maxPins: 20, awg: [30, 22], standard: true },
  'jst-sh': { pitchMm: 1.0, minPins: 2, maxPins: 20, awg: [32, 28], standard: true },
  'jst-gh': { pitchMm: 1.25, minPins: 2, maxPins: 15, awg: [30, 26], standard: true },
  'molex-picoblade': { pitchMm: 1.25, minPins: 2, maxPins: 15, awg: [32, 26], standard: true },
  'dupont-254': { pitchMm: 2.54, minPins: 1, maxPins: 40, awg: [28, 22], standard: true },
  'm12-a': { pitchMm: 0, minPins: 3, maxPins: 12, awg: [26, 18], standard: false },
  'usb-c': { pitchMm: 0, minPins: 4, maxPins: 24, awg: [32, 20], standard: false },
  /** No connector: wire ends stripped and tinned. */
  'tinned-end': { pitchMm: 0, minPins: 1, maxPins: 40, awg: [32, 16], standard: true },
} as const satisfies Record<string, ConnectorFamily>;
export type ConnectorKey = keyof typeof CONNECTORS;
export const CONNECTOR_KEYS = Object.keys(CONNECTORS) as ConnectorKey[];

export const CABLE_GAUGES = [16, 18, 20, 22, 24, 26, 28, 30, 32] as const;
export const WIRE_COLOURS = ['black', 'red', 'white', 'green', 'blue', 'yellow', 'orange', 'brown', 'grey', 'purple'] as const;
export type WireColour = (typeof WIRE_COLOURS)[number];
/** Length tolerance in mm (± the value): ±2 mm is the tight, hand-checked class. */
export const CABLE_TOLERANCES = [2, 5, 10, 20] as const;
export const CABLE_HEAT_SHRINK = ['none', 'ends', 'full'] as const;
export const CABLE_LENGTH = { min: 30, max: 5000 } as const;
export const CABLE_QUANTITY = { min: 1, max: 10_000 } as const;
export const CABLE_MAX_WIRES = 40;

export const cableValuesSchema = z.strictObject({
  type: z.enum(CABLE_TYPES, { error: 'validation.invalid' }).default('discrete'),
  end_a: z.enum(CONNECTOR_KEYS as [ConnectorKey, ...ConnectorKey[]], { error: 'validation.invalid' }).default('jst-ph'),
  end_b: z.enum(CONNECTOR_KEYS as [ConnectorKey, ...ConnectorKey[]], { error: 'validation.invalid' }).default('jst-ph'),
  /** Conductors (= positions used at end A). */
  wires: int(1, 1000, 'validation.invalid').default(4),
  gauge: z.literal(CABLE_GAUGES, { error: 'validation.invalid' }).default(26),
  /** One colour per wire, in end-A pin order. */
  colours: z.array(z.enum(WIRE_COLOURS, { error: 'validation.invalid' })).max(1000, 'validation.invalid').default(['red', 'black', 'white', 'green']),
  length_mm: int(0, 1_000_000, 'validation.invalid').default(150),
  tolerance_mm: z.literal(CABLE_TOLERANCES, { error: 'validation.invalid' }).default(5),
  /** Pin-out: wire i goes from end-A pin `a` to end-B pin `b` (1-based). */
  pinout: z.array(z.strictObject({ a: int(1, 1000, 'validation.invalid'), b: int(1, 1000, 'validation.invalid') })).max(1000, 'validation.invalid')
    .default([{ a: 1, b: 1 }, { a: 2, b: 2 }, { a: 3, b: 3 }, { a: 4, b: 4 }]),
  /** Printed label text at both ends ('' = no label). */
  label: text({ error: 'validation.invalid' }).trim().max(200, 'validation.maxLength').default(''),
  heat_shrink: z.enum(CABLE_HEAT_SHRINK, { error: 'validation.invalid' }).default('none'),
  quantity: int(0, 1_000_000, 'validation.invalid').default(10),
  remark: text({ error: 'validation.invalid' }).max(10_000, 'validation.maxLength').default(''),
  /** The optional drawing (an upload of kind 'drawing'); a drawing makes the cable a manual quote. */
  drawing_id: z.uuid('validation.invalid').nullable().default(null),
});
export type CableValues = z.output<typeof cableValuesSchema>;

export const defaultCableValues = (): CableValues => cableValuesSchema.parse({});

/** A straight-through pin-out for n wires. */
export const straightPinout = (n: number): CableValues['pinout'] => Array.from({ length: n }, (_, i) => ({ a: i + 1, b: i + 1 }));

import { CABLE_RULE_MESSAGES_EN } from './cable-messages';
export { CABLE_RULE_MESSAGES_EN, CABLE_RULE_MESSAGES_JA } from './cable-messages';

const problem = (field: string, rule: keyof typeof CABLE_RULE_MESSAGES_EN, params: Problem['params'] = {}): Problem =>
  ({ field, key: `cable.rule.${rule}`, params, severity: 'error' });

const checkEnd = (v: CableValues, end: 'end_a' | 'end_b', side: 'a' | 'b', out: Problem[]): void => {
  const c: ConnectorFamily = CONNECTORS[v[end]];
  const pins = v.pinout.map((p) => p[side]);
  const positions = Math.max(v.wires, ...pins);
  if (positions < c.minPins || positions > c.maxPins) out.push(problem(end, 'pinsRange', { connector: v[end], min: c.minPins, max: c.maxPins }));
  if (v.gauge > c.awg[0] || v.gauge < c.awg[1]) out.push(problem('gauge', 'gaugeRange', { connector: v[end], thin: c.awg[0], thick: c.awg[1] }));
  const seen = new Set<number>();
  for (const pin of pins) {
    if (pin > c.maxPins) out.push(problem('pinout', 'pinoutPin', { pin }));
    else if (seen.has(pin) && v[end] !== 'tinned-end') out.push(problem('pinout', 'pinoutDuplicate', { pin }));
    seen.add(pin);
  }
};

export const validateCable = (v: CableValues): Problem[] => {
  const out: Problem[] = [];
  if (v.wires > CABLE_MAX_WIRES) out.push(problem('wires', 'wiresMax', { max: CABLE_MAX_WIRES }));
  if (v.colours.length !== v.wires) out.push(problem('colours', 'colours'));
  if (v.pinout.length !== v.wires) out.push(problem('pinout', 'pinoutRows'));
  else if (v.wires <= CABLE_MAX_WIRES) {
    checkEnd(v, 'end_a', 'a', out);
    checkEnd(v, 'end_b', 'b', out);
  }
  if (v.length_mm < CABLE_LENGTH.min) out.push(problem('length_mm', 'lengthMin', { min: CABLE_LENGTH.min }));
  else if (v.length_mm > CABLE_LENGTH.max) out.push(problem('length_mm', 'lengthMax', { max: CABLE_LENGTH.max }));
  if (v.quantity < CABLE_QUANTITY.min) out.push(problem('quantity', 'quantityMin', { min: CABLE_QUANTITY.min }));
  else if (v.quantity > CABLE_QUANTITY.max) out.push(problem('quantity', 'quantityMax', { max: CABLE_QUANTITY.max }));
  if ([...v.remark].length > REMARK_MAX) out.push(problem('remark', 'remarkMax', { max: REMARK_MAX }));
  // the same gauge message once, even when both ends refuse it
  return out.filter((p, i) => out.findIndex((q) => q.key === p.key && q.field === p.field && JSON.stringify(q.params) === JSON.stringify(p.params)) === i);
};
