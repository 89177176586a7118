// PCBA order-form options and quantity rules (spec services §5 "PCB quantity must be larger than PCBA quantity",
// "remark at most 300 characters"; §9 "Default PCBA quantity 10"). Run by the page while typing and by the server
// before pricing. Message keys are
// 'pcba.rule.*'; the texts below go into the web catalogs.
import { z } from 'zod';
import { int, text } from '../contracts/fields';
import { REMARK_MAX } from '../params/pcb-options';
import type { Problem } from '../params/types';

/** Spec §9. */
export const PCBA_DEFAULT_QUANTITY = 10;

const count = (min: number, max: number) => int(min, max, 'validation.invalid');

/**
 * The assembly options of the order form (issue 11 "Pages"), each with its default, so `parse({})` is the default
 * order. Joints are per board, both sides together (how the engine prices, docs/pcba.md). The quantity's upper
 * bound is the table's `maxQuantity`, checked by `validatePcbaQuantities`; the schema only keeps it an int4.
 */
export const pcbaOptionsSchema = z.strictObject({
  quantity: count(1, 1_000_000).default(PCBA_DEFAULT_QUANTITY),
  sides: z.literal([1, 2], { error: 'validation.invalid' }).default(1),
  smtJoints: count(0, 1_000_000).default(0),
  thtJoints: count(0, 1_000_000).default(0),
  expedited: z.boolean({ error: 'validation.invalid' }).default(false),
  /** Free with PCBA (spec §3), so offered switched on. */
  dfa: z.boolean({ error: 'validation.invalid' }).default(true),
  functionTest: z.boolean({ error: 'validation.invalid' }).default(false),
  certificationMechanical: z.boolean({ error: 'validation.invalid' }).default(false),
  remark: text({ error: 'validation.invalid' }).max(REMARK_MAX, 'validation.maxLength').default(''),
});
export type PcbaOptions = z.output<typeof pcbaOptionsSchema>;

import { PCBA_RULE_MESSAGES_EN } from './pcba-messages';
export { PCBA_RULE_MESSAGES_EN, PCBA_RULE_MESSAGES_JA } from './pcba-messages';

const problem = (field: string, rule: keyof typeof PCBA_RULE_MESSAGES_EN, params: Problem['params'] = {}): Problem =>
  ({ field, key: `pcba.rule.${rule}`, params, severity: 'error' });

/**
 * The PCB lot must be larger than the assembly quantity: boards are panelised and a few are spent on setup and
 * first-article checks, so an equal count would leave the build short.
 */
export const validatePcbaQuantities = (v: { pcbQuantity: number; pcbaQuantity: number }, maxQuantity: number): Problem[] => {
  const out: Problem[] = [];
  if (v.pcbaQuantity < 1) out.push(problem('pcbaQuantity', 'quantityMin', { min: 1 }));
  else if (v.pcbaQuantity > maxQuantity) out.push(problem('pcbaQuantity', 'quantityMax', { max: maxQuantity }));
  if (v.pcbQuantity <= v.pcbaQuantity) out.push(problem('pcbQuantity', 'pcbQuantityLarger', { pcba: v.pcbaQuantity }));
  return out;
};

/** The smallest PCB quantity step above the assembly quantity (what the page picks when the PCBA quantity grows); null when none is. */
export const pcbQuantityFor = (pcbaQuantity: number, steps: readonly number[]): number | null =>
  [...steps].sort((a, b) => a - b).find((s) => s > pcbaQuantity) ?? null;
