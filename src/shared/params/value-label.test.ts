import { describe, expect, it } from 'vitest';
import { defaultPcbValues } from '../rules/pcb';
import { MASK_COLOURS, FINISHES, MATERIALS } from './pcb-options';
import { PCB_PARAM_MESSAGES_EN, PCB_PARAM_MESSAGES_JA, STENCIL_PARAM_MESSAGES_EN } from './messages';
import { paramValueLabel } from './value-label';

/** Resolves 'pcb.choice.material.fr4' against the catalogs the order namespace is built from. */
const text = (key: string, catalogs = { pcb: PCB_PARAM_MESSAGES_EN, stencil: STENCIL_PARAM_MESSAGES_EN }): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogs);

describe('paramValueLabel', () => {
  it('names enumerations by their choice text and numbers with their unit', () => {
    expect(paramValueLabel('pcb', 'material', 'fr4')).toEqual({ key: 'pcb.choice.material.fr4' });
    expect(paramValueLabel('pcb', 'width', 80)).toEqual({ key: 'pcb.unit.mm', params: { value: '80' } });
    expect(paramValueLabel('pcb', 'layers', 2)).toEqual({ key: 'pcb.unit.layers', params: { value: '2' } });
    expect(paramValueLabel('stencil', 'framed', true)).toEqual({ key: 'pcb.choice.yes' });
  });

  it('gives a key with an English and a Japanese text for every value a cart line shows', () => {
    const values: [string, string | number | boolean][] = [
      ...MATERIALS.map((v) => ['material', v] as [string, string]),
      ...MASK_COLOURS.map((v) => ['maskColour', v] as [string, string]),
      ...FINISHES.map((v) => ['finish', v] as [string, string]),
      ...Object.entries(defaultPcbValues()).filter(([k]) => ['layers', 'width', 'height', 'thickness', 'expedited'].includes(k)) as [string, string | number][],
    ];
    for (const [key, value] of values) {
      const label = paramValueLabel('pcb', key, value).key;
      expect(typeof text(label), label).toBe('string');
      expect(typeof text(label, { pcb: PCB_PARAM_MESSAGES_JA, stencil: STENCIL_PARAM_MESSAGES_EN }), label).toBe('string');
    }
  });
});
