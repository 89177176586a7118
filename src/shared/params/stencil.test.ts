import { describe, expect, it } from 'vitest';
import { ParamControl } from '../ids';
import { applyStencilForcedValues, stencilParamSchema } from './stencil';
import { defaultStencilValues } from '../rules/stencil';
import { STENCIL_PARAM_MESSAGES_EN, STENCIL_PARAM_MESSAGES_JA, PCB_PARAM_MESSAGES_EN, PCB_PARAM_MESSAGES_JA } from './messages';

const lookup = (root: unknown, dotted: string): unknown =>
  dotted.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), root);
const find = (key: string, over = {}) => stencilParamSchema(over).find((p) => p.key === key);

describe('stencilParamSchema', () => {
  it('fixes the framing of sizes that come only one way', () => {
    expect(find('framed', { size: '380x280' })).toMatchObject({ control: ParamControl.Disabled, value: false });
    expect(find('framed', { size: '736x736' })).toMatchObject({ control: ParamControl.Disabled, value: true });
    expect(find('framed', { size: '420x520', framed: true })).toMatchObject({ control: ParamControl.Active, value: true });
  });

  it('steps the quantity by two and marks its bounds', () => {
    expect(find('quantity')).toMatchObject({ kind: 'number', control: ParamControl.Min, range: { min: 2, max: 100, step: 2 } });
    expect(find('quantity', { quantity: 100 })?.control).toBe(ParamControl.Max);
    expect(find('quantity', { quantity: 10 })?.control).toBe(ParamControl.Active);
  });

  it('offers sides, thicknesses and fiducials', () => {
    const side = find('side');
    expect(side?.kind === 'choice' && side.choices.map((c) => c.value)).toEqual(['top', 'bottom', 'both_one', 'both_separate']);
    const t = find('thickness');
    expect(t?.kind === 'choice' && t.choices.map((c) => c.value)).toEqual([0.1, 0.12, 0.15]);
    expect(find('electropolishing')?.control).toBe(ParamControl.Option);
  });

  it('applies the forced framing', () => {
    expect(applyStencilForcedValues({ ...defaultStencilValues(), size: '736x736', framed: false }).framed).toBe(true);
    expect(applyStencilForcedValues({ ...defaultStencilValues(), size: '420x520', framed: false }).framed).toBe(false);
  });

  it('every emitted label key has English and Japanese texts', () => {
    const en = { stencil: STENCIL_PARAM_MESSAGES_EN, pcb: PCB_PARAM_MESSAGES_EN };
    const ja = { stencil: STENCIL_PARAM_MESSAGES_JA, pcb: PCB_PARAM_MESSAGES_JA };
    for (const size of ['380x280', '736x736'] as const) {
      for (const p of stencilParamSchema({ size })) {
        const ks = [p.labelKey, ...(p.kind === 'choice' ? p.choices.map((c) => c.labelKey) : []), ...(p.kind === 'number' && p.range.unitKey ? [p.range.unitKey] : [])];
        for (const k of ks) {
          expect(typeof lookup(en, k), k).toBe('string');
          expect(typeof lookup(ja, k), k).toBe('string');
        }
      }
    }
  });
});
