import { describe, expect, it } from 'vitest';
import { ParamControl, PcbTier } from '../ids';
import { applyForcedValues, paramSchema } from './pcb';
import { defaultPcbValues, validatePcb, type PcbValues } from '../rules/pcb';
import { PCB_PARAM_MESSAGES_EN, PCB_PARAM_MESSAGES_JA } from './messages';
import { PCB_RULE_MESSAGES_EN } from '../rules/pcb';
import { thicknessChoices, type PcbTierValue } from './pcb-options';
import type { ChoiceParam, ParamDef } from './types';

const { Normal, Advance, Premium } = PcbTier;
const { Active, Disabled, Option, Max, Min } = ParamControl;

const find = (params: ParamDef[], key: string): ParamDef => {
  const p = params.find((x) => x.key === key);
  if (!p) throw new Error(`no parameter ${key}`);
  return p;
};
const choice = (params: ParamDef[], key: string): ChoiceParam => {
  const p = find(params, key);
  if (p.kind !== 'choice') throw new Error(`${key} is not a choice`);
  return p;
};
const values = (p: ChoiceParam) => p.choices.map((c) => c.value);
const open = (p: ChoiceParam) => p.choices.filter((c) => !c.disabled).map((c) => c.value);

/** Looks a dotted key up in a nested message object. */
const lookup = (root: unknown, dotted: string): unknown =>
  dotted.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), root);

describe('paramSchema per tier', () => {
  it('quick-turn offers the standard ranges', () => {
    const s = paramSchema(Normal);
    expect(values(choice(s, 'material'))).toEqual(['fr4', 'aluminum']);
    expect(values(choice(s, 'layers'))).toEqual([1, 2, 4, 6]);
    expect(values(choice(s, 'maskColour'))).toEqual(['green', 'red', 'yellow', 'blue', 'white', 'black']);
    expect(values(choice(s, 'finish'))).toEqual(['hasl', 'hasl_lead_free', 'enig', 'osp']);
    expect(values(choice(s, 'outerCopper'))).toEqual([1, 2]);
    expect(values(choice(s, 'viaTreatment'))).toEqual(['tented', 'untented', 'plugged']);
    expect(values(choice(s, 'quantity')).slice(0, 8)).toEqual([3, 5, 10, 15, 20, 25, 30, 50]);
    expect(values(choice(s, 'quantity')).at(-1)).toBe(10000);
    expect(s.some((p) => p.key === 'blindVias' || p.key === 'impedance')).toBe(false);
    const width = find(s, 'width');
    expect(width.kind === 'number' && width.range).toMatchObject({ min: 10, max: 500 });
  });

  it('fixes single-choice parameters of quick-turn (0.3 mm drill, 6/6 mil, 0.4 mm dam) as Disabled', () => {
    const s = paramSchema(Normal);
    for (const [key, value] of [['minDrill', 0.3], ['traceSpace', '6/6'], ['maskDam', 0.4]] as const) {
      expect(find(s, key)).toMatchObject({ control: Disabled, value });
    }
  });

  it('advanced adds layers to 16, colours, finishes, 3 oz copper, 0.2 mm drill, 4/4 mil, 0.1 mm dam, blind vias and impedance', () => {
    const s = paramSchema(Advance);
    expect(values(choice(s, 'material'))).toEqual(['fr4', 'aluminum', 'flex', 'rigid_flex']);
    expect(values(choice(s, 'layers'))).toEqual([1, 2, 4, 6, 8, 10, 12, 14, 16]);
    expect(values(choice(s, 'maskColour'))).toEqual(expect.arrayContaining(['purple', 'matte_black', 'matte_green']));
    expect(values(choice(s, 'finish'))).toEqual(expect.arrayContaining(['hard_gold', 'immersion_silver', 'immersion_tin']));
    expect(values(choice(s, 'outerCopper'))).toEqual([1, 2, 3]);
    expect(values(choice(s, 'minDrill'))).toContain(0.2);
    expect(values(choice(s, 'traceSpace'))).toContain('4/4');
    expect(values(choice(s, 'maskDam'))).toContain(0.1);
    expect(values(choice(s, 'viaTreatment'))).toEqual(expect.arrayContaining(['epoxy_filled', 'capped']));
    expect(find(s, 'impedance').control).toBe(Option);
    expect(values(choice(s, 'quantity'))[0]).toBe(5);
    const width = find(s, 'width');
    expect(width.kind === 'number' && width.range.max).toBe(600);
    expect(values(choice(paramSchema(Premium), 'layers')).at(-1)).toBe(32);
  });

  it('marks optional extras as Option', () => {
    const s = paramSchema(Normal);
    for (const key of ['halfHoles', 'removeOrderNumber', 'remark']) expect(find(s, key).control).toBe(Option);
    expect(find(s, 'remark')).toMatchObject({ kind: 'text', maxLength: 300 });
  });
});

describe('paramSchema control states', () => {
  it('disables inner copper below 4 layers', () => {
    expect(find(paramSchema(Normal, { layers: 2 }), 'innerCopper')).toMatchObject({ control: Disabled, value: null });
    expect(find(paramSchema(Normal, { layers: 4 }), 'innerCopper')).toMatchObject({ control: Active, value: 0.5 });
  });

  it.each([
    [Normal, 2, [0.4, 0.6, 0.8, 1.0, 1.2, 1.6, 2.0, 2.4]],
    [Normal, 4, [0.6, 0.8, 1.0, 1.2, 1.6, 2.0, 2.4]],
    [Normal, 6, [0.8, 1.0, 1.2, 1.6, 2.0, 2.4]],
    [Advance, 8, [1.0, 1.2, 1.6, 2.0, 2.4, 2.6, 2.8, 3.0, 3.2]],
    [Advance, 16, [2.0, 2.4, 2.6, 2.8, 3.0, 3.2]],
  ] as const)('tier %s, %s layers: open thicknesses %j, the rest Disabled with a reason', (tier, layers, allowed) => {
    const t = choice(paramSchema(tier, { layers }), 'thickness');
    expect(values(t)).toEqual(thicknessChoices(tier));
    expect(open(t)).toEqual(allowed);
    for (const c of t.choices.filter((x) => x.disabled)) expect(c.reasonKey).toBe('pcb.rule.thicknessForLayers');
  });

  it('disables blind vias on aluminium and below 4 layers', () => {
    expect(find(paramSchema(Advance, { material: 'aluminum', layers: 2 }), 'blindVias').control).toBe(Disabled);
    expect(find(paramSchema(Advance, { layers: 2 }), 'blindVias').control).toBe(Disabled);
    expect(find(paramSchema(Advance, { layers: 4 }), 'blindVias').control).toBe(Active);
  });

  it('forces black silkscreen on a white mask', () => {
    expect(find(paramSchema(Normal, { maskColour: 'white', silkscreen: 'white' }), 'silkscreen')).toMatchObject({ control: Disabled, value: 'black' });
    expect(find(paramSchema(Normal, { maskColour: 'green', silkscreen: 'white' }), 'silkscreen')).toMatchObject({ control: Active, value: 'white' });
  });

  it.each([[80, 80, true], [50, 30, true], [81, 50, false], [100, 100, false]] as const)(
    'OSP on %s×%s mm disabled: %s', (width, height, disabled) => {
      const osp = choice(paramSchema(Normal, { width, height }), 'finish').choices.find((c) => c.value === 'osp');
      expect(Boolean(osp?.disabled)).toBe(disabled);
      if (disabled) expect(osp).toMatchObject({ reasonKey: 'pcb.rule.ospSize', reasonParams: { min: 80 } });
    },
  );

  it('disables layer counts the material cannot take', () => {
    expect(open(choice(paramSchema(Normal, { material: 'aluminum', layers: 1 }), 'layers'))).toEqual([1, 2]);
    expect(open(choice(paramSchema(Advance, { material: 'flex', layers: 2, thickness: 0.2 }), 'layers'))).toEqual([1, 2, 4]);
  });

  it('disables expedited builds the board cannot have', () => {
    expect(open(choice(paramSchema(Normal, { layers: 2 }), 'expedited'))).toEqual(['standard', '48h', '24h']);
    expect(open(choice(paramSchema(Normal, { layers: 4 }), 'expedited'))).toEqual(['standard', '48h']);
    expect(open(choice(paramSchema(Advance, { layers: 8, thickness: 1.6 }), 'expedited'))).toEqual(['standard']);
  });

  it('shows Min / Max when a value sits at its bound', () => {
    expect(find(paramSchema(Normal, { width: 10 }), 'width').control).toBe(Min);
    expect(find(paramSchema(Normal, { width: 500 }), 'width').control).toBe(Max);
    expect(find(paramSchema(Normal, { width: 120 }), 'width').control).toBe(Active);
    expect(find(paramSchema(Normal, { quantity: 3 }), 'quantity').control).toBe(Min);
    expect(find(paramSchema(Normal, { quantity: 10000 }), 'quantity').control).toBe(Max);
    expect(find(paramSchema(Normal, { designs: 10 }), 'designs').control).toBe(Max);
  });

  it('disables panel columns and rows without panelization', () => {
    expect(find(paramSchema(Normal), 'panelColumns')).toMatchObject({ control: Disabled, value: null });
    expect(find(paramSchema(Normal, { panelization: 'factory', panelColumns: 3 }), 'panelColumns')).toMatchObject({ control: Active, value: 3 });
  });

  it('every disabled choice is one validatePcb refuses (form and server agree)', () => {
    const cases: [PcbTierValue, Partial<PcbValues>][] = [
      [Normal, { layers: 6 }], [Normal, { width: 50, height: 50 }], [Advance, { material: 'aluminum', layers: 1, thickness: 1.6 }],
      [Advance, { material: 'flex', layers: 2, thickness: 0.2 }], [Advance, { layers: 12, thickness: 2.0 }],
    ];
    for (const [tier, over] of cases) {
      const base: PcbValues = { ...defaultPcbValues(), sizeConfirmed: true, ...over };
      for (const p of paramSchema(tier, base)) {
        if (p.kind !== 'choice') continue;
        for (const c of p.choices) {
          const problems = validatePcb(tier, { ...base, [p.key]: c.value }).filter((x) => x.field === p.key && x.severity === 'error');
          expect({ key: p.key, value: c.value, refused: problems.length > 0 }).toEqual({ key: p.key, value: c.value, refused: Boolean(c.disabled) });
        }
      }
    }
  });
});

describe('applyForcedValues', () => {
  it('applies black silkscreen on white mask and leaves other values alone', () => {
    const v = { ...defaultPcbValues(), maskColour: 'white' as const, silkscreen: 'white' as const, layers: 2 };
    const out = applyForcedValues(Normal, v);
    expect(out.silkscreen).toBe('black');
    expect(out.innerCopper).toBe(v.innerCopper);
    expect({ ...out, silkscreen: v.silkscreen }).toEqual(v);
  });
});

describe('label keys', () => {
  it('every key the schemas emit has an English and a Japanese text', () => {
    const en = { pcb: { ...PCB_PARAM_MESSAGES_EN, rule: PCB_RULE_MESSAGES_EN } };
    const ja = { pcb: { ...PCB_PARAM_MESSAGES_JA, rule: PCB_RULE_MESSAGES_EN } };
    const seen = new Set<string>();
    for (const tier of [Normal, Advance, Premium] as const) {
      for (const p of [...paramSchema(tier), ...paramSchema(tier, { layers: 4, width: 50, height: 50, material: 'aluminum' })]) {
        seen.add(p.labelKey);
        if (p.kind === 'choice') for (const c of p.choices) { seen.add(c.labelKey); if (c.reasonKey) seen.add(c.reasonKey); }
        if (p.kind === 'number' && p.range.unitKey) seen.add(p.range.unitKey);
      }
    }
    for (const key of seen) {
      expect(typeof lookup(en, key), key).toBe('string');
      expect(typeof lookup(ja, key), key).toBe('string');
    }
    expect(seen.size).toBeGreaterThan(60);
  });
});
