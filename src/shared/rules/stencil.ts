// Stencil order-form values and rules (spec services §5, §9: stencil quantity even; remark ≤ 300). Run in the
// browser and again on the server. Message keys are 'stencil.rule.*', texts below for the web catalogs.
import { z } from 'zod';
import { int, text } from '../contracts/fields';
import {
  STENCIL_FIDUCIALS, STENCIL_QUANTITY, STENCIL_SIDES, STENCIL_SIZES, STENCIL_FRAMING, framingAllowed,
} from '../params/stencil-options';
import { REMARK_MAX } from '../params/pcb-options';
import type { Problem } from '../params/types';

export const stencilValuesSchema = z.strictObject({
  size: z.enum(STENCIL_SIZES, { error: 'validation.invalid' }).default('380x280'),
  framed: z.boolean({ error: 'validation.invalid' }).default(false),
  side: z.enum(STENCIL_SIDES, { error: 'validation.invalid' }).default('top'),
  /** Foil thickness in mm. */
  thickness: z.literal([0.1, 0.12, 0.15], { error: 'validation.invalid' }).default(0.12),
  electropolishing: z.boolean({ error: 'validation.invalid' }).default(false),
  fiducials: z.enum(STENCIL_FIDUCIALS, { error: 'validation.invalid' }).default('none'),
  quantity: int(1, 100_000, 'validation.invalid').default(2),
  remark: text({ error: 'validation.invalid' }).max(10_000, 'validation.maxLength').default(''),
});

export type StencilValues = z.output<typeof stencilValuesSchema>;

export const defaultStencilValues = (): StencilValues => stencilValuesSchema.parse({});

import { STENCIL_RULE_MESSAGES_EN } from './stencil-messages';
export { STENCIL_RULE_MESSAGES_EN, STENCIL_RULE_MESSAGES_JA } from './stencil-messages';

const problem = (field: string, rule: keyof typeof STENCIL_RULE_MESSAGES_EN, params: Problem['params'] = {}): Problem =>
  ({ field, key: `stencil.rule.${rule}`, params, severity: 'error' });

export const validateStencil = (v: StencilValues): Problem[] => {
  const out: Problem[] = [];
  if (v.quantity < STENCIL_QUANTITY.min) out.push(problem('quantity', 'quantityMin', { min: STENCIL_QUANTITY.min }));
  else if (v.quantity > STENCIL_QUANTITY.max) out.push(problem('quantity', 'quantityMax', { max: STENCIL_QUANTITY.max }));
  else if (v.quantity % 2 !== 0) out.push(problem('quantity', 'quantityEven'));
  if (!framingAllowed(v.size, v.framed)) {
    out.push(problem('framed', STENCIL_FRAMING[v.size].framed ? 'framedOnly' : 'framelessOnly'));
  }
  if ([...v.remark].length > REMARK_MAX) out.push(problem('remark', 'remarkMax', { max: REMARK_MAX }));
  return out;
};
