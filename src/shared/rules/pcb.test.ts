import { describe, expect, it } from 'vitest';
import { PcbTier } from '../ids';
import { PCB_RULE_MESSAGES_EN, PCB_RULE_MESSAGES_JA, defaultPcbValues, hasErrors, pcbValuesSchema, validatePcb, type PcbValues } from './pcb';
import type { PcbTierValue } from '../params/pcb-options';

const { Normal, Advance, Premium } = PcbTier;
/** A valid board: the default, with the default size confirmed. */
const board = (over: Partial<PcbValues> = {}): PcbValues => ({ ...defaultPcbValues(), sizeConfirmed: true, ...over });
const keys = (tier: PcbTierValue, over: Partial<PcbValues>) => validatePcb(tier, board(over)).map((p) => `${p.field}:${p.key}`);

describe('pcbValuesSchema', () => {
  it('fills every parameter with its default', () => {
    const v = pcbValuesSchema.parse({});
    expect(v).toMatchObject({ material: 'fr4', layers: 2, width: 100, height: 100, quantity: 10, thickness: 1.6, maskColour: 'green', finish: 'hasl', remark: '', sizeConfirmed: false });
  });

  it('rejects unknown fields and values outside the enumerations', () => {
    expect(pcbValuesSchema.safeParse({ price: 1 }).success).toBe(false);
    expect(pcbValuesSchema.safeParse({ maskColour: 'pink' }).success).toBe(false);
    expect(pcbValuesSchema.safeParse({ outerCopper: 4 }).success).toBe(false);
    expect(pcbValuesSchema.safeParse({ quantity: 2.5 }).success).toBe(false);
    expect(pcbValuesSchema.safeParse({ width: -1 }).success).toBe(false);
  });
});

describe('validatePcb', () => {
  it('accepts the default board once its size is confirmed, in every tier', () => {
    for (const tier of [Normal, Advance, Premium] as const) expect(validatePcb(tier, board())).toEqual([]);
  });

  it('asks to confirm the default 100×100 mm size', () => {
    expect(validatePcb(Normal, defaultPcbValues()).map((p) => p.key)).toEqual(['pcb.rule.confirmDefaultSize']);
    expect(keys(Normal, { width: 100, height: 80, sizeConfirmed: false })).toEqual([]);
  });

  it.each([
    [79, 79, true], [80, 80, true], [81, 60, false], [60, 81, false], [100, 100, false],
  ])('OSP on a %s×%s mm board is refused: %s', (width, height, refused) => {
    const problems = validatePcb(Normal, board({ finish: 'osp', width, height }));
    expect(problems.some((p) => p.key === 'pcb.rule.ospSize' && p.field === 'finish' && p.params.min === 80)).toBe(refused);
  });

  it('allows blind/buried vias only in advanced tiers, never on aluminium, and from 4 layers', () => {
    expect(keys(Normal, { blindVias: true, layers: 4, thickness: 1.6 })).toContain('blindVias:pcb.rule.blindViasAdvanced');
    expect(keys(Advance, { blindVias: true, material: 'aluminum', layers: 2 })).toContain('blindVias:pcb.rule.blindViasAluminum');
    expect(keys(Advance, { blindVias: true, layers: 2 })).toContain('blindVias:pcb.rule.blindViasLayers');
    expect(keys(Advance, { blindVias: true, layers: 4 })).toEqual([]);
    expect(keys(Premium, { blindVias: true, layers: 8 })).toEqual([]);
  });

  it('needs black silkscreen on a white mask', () => {
    expect(keys(Normal, { maskColour: 'white', silkscreen: 'white' })).toEqual(['silkscreen:pcb.rule.whiteMaskSilkscreen']);
    expect(keys(Normal, { maskColour: 'white', silkscreen: 'black' })).toEqual([]);
    expect(keys(Normal, { maskColour: 'black', silkscreen: 'white' })).toEqual([]);
  });

  it.each([
    [Normal, 2, 0.4, null], [Normal, 4, 0.4, { min: 0.6, max: 2.4 }], [Normal, 4, 0.6, null],
    [Normal, 6, 0.6, { min: 0.8, max: 2.4 }], [Normal, 6, 2.4, null], [Advance, 8, 0.8, { min: 1, max: 3.2 }],
    [Advance, 8, 3.2, null], [Advance, 6, 3.2, { min: 0.8, max: 2.4 }], [Advance, 16, 1.6, { min: 2, max: 3.2 }],
  ] as const)('tier %s, %s layers, %s mm thick → %j', (tier, layers, thickness, range) => {
    const p = validatePcb(tier, board({ layers, thickness })).find((x) => x.key === 'pcb.rule.thicknessForLayers');
    expect(p?.params ?? null).toEqual(range);
  });

  it('checks thickness against the material (flex is thin, aluminium 0.8–2.0 mm)', () => {
    expect(keys(Advance, { material: 'flex', thickness: 0.2 })).toEqual([]);
    expect(keys(Advance, { material: 'flex', thickness: 1.6 })).toEqual(['thickness:pcb.rule.thicknessForLayers']);
    expect(keys(Normal, { material: 'aluminum', layers: 1, thickness: 0.6 })).toEqual(['thickness:pcb.rule.thicknessForLayers']);
  });

  it('refuses values the tier does not offer', () => {
    expect(keys(Normal, { layers: 8, thickness: 1.6 })).toEqual(['layers:pcb.rule.notAvailable']);
    expect(keys(Normal, { maskColour: 'purple' })).toEqual(['maskColour:pcb.rule.notAvailable']);
    expect(keys(Normal, { finish: 'hard_gold' })).toEqual(['finish:pcb.rule.notAvailable']);
    expect(keys(Normal, { outerCopper: 3 })).toEqual(['outerCopper:pcb.rule.notAvailable']);
    expect(keys(Normal, { minDrill: 0.2 })).toEqual(['minDrill:pcb.rule.notAvailable']);
    expect(keys(Normal, { traceSpace: '4/4' })).toEqual(['traceSpace:pcb.rule.notAvailable']);
    expect(keys(Normal, { maskDam: 0.1 })).toEqual(['maskDam:pcb.rule.notAvailable']);
    expect(keys(Normal, { viaTreatment: 'capped' })).toEqual(['viaTreatment:pcb.rule.notAvailable']);
    expect(keys(Normal, { impedance: true })).toEqual(['impedance:pcb.rule.notAvailable']);
    expect(keys(Normal, { material: 'flex', thickness: 0.2 })).toContain('material:pcb.rule.notAvailable');
    expect(keys(Advance, { layers: 18, thickness: 2.4 })).toEqual(['layers:pcb.rule.notAvailable']);
    expect(keys(Advance, { layers: 16, thickness: 2.4, maskColour: 'purple', finish: 'hard_gold', outerCopper: 3, minDrill: 0.2, traceSpace: '4/4', maskDam: 0.1, viaTreatment: 'capped', impedance: true })).toEqual([]);
    expect(keys(Premium, { layers: 32, thickness: 2.4 })).toEqual([]);
  });

  it('limits layer counts per material', () => {
    const p = validatePcb(Normal, board({ material: 'aluminum', layers: 4, thickness: 1.6 })).find((x) => x.key === 'pcb.rule.layersForMaterial');
    expect(p).toMatchObject({ field: 'layers', params: { min: 1, max: 2 } });
    expect(keys(Advance, { material: 'rigid_flex', layers: 1 })).toContain('layers:pcb.rule.layersForMaterial');
  });

  it('gives a size range error with min and max per tier', () => {
    expect(validatePcb(Normal, board({ width: 501 }))).toContainEqual({ field: 'width', key: 'pcb.rule.sizeRange', params: { min: 10, max: 500 }, severity: 'error' });
    expect(validatePcb(Advance, board({ height: 601 }))).toContainEqual({ field: 'height', key: 'pcb.rule.sizeRange', params: { min: 10, max: 600 }, severity: 'error' });
    expect(validatePcb(Normal, board({ width: 9.99 }))[0]).toMatchObject({ field: 'width', key: 'pcb.rule.sizeRange' });
    expect(keys(Advance, { width: 600, height: 550 }).filter((k) => k.includes('sizeRange'))).toEqual([]);
  });

  it('warns (not an error) when an FR-4 side leaves the 10–100 mm range', () => {
    const problems = validatePcb(Normal, board({ width: 150 }));
    expect(problems).toEqual([{ field: 'width', key: 'pcb.rule.sizeWarning', params: { min: 10, max: 100 }, severity: 'warning' }]);
    expect(hasErrors(problems)).toBe(false);
    expect(validatePcb(Normal, board({ width: 100, height: 10 }))).toEqual([]);
    expect(validatePcb(Normal, board({ material: 'aluminum', layers: 1, width: 150 }))).toEqual([]);
  });

  it.each([
    [Normal, 3, []], [Normal, 2, ['pcb.rule.quantityMin']], [Normal, 10000, []], [Normal, 10500, ['pcb.rule.quantityMax']],
    [Normal, 11, ['pcb.rule.quantityStep']], [Normal, 2500, []], [Advance, 3, ['pcb.rule.quantityMin']], [Advance, 5, []],
  ] as const)('tier %s quantity %s → %j', (tier, quantity, expected) => {
    expect(validatePcb(tier, board({ quantity })).map((p) => p.key)).toEqual(expected);
  });

  it('gives the quantity bounds as parameters', () => {
    expect(validatePcb(Advance, board({ quantity: 3 }))[0]?.params).toEqual({ min: 5 });
    expect(validatePcb(Advance, board({ quantity: 20000 }))[0]?.params).toEqual({ max: 10000 });
  });

  it('limits the remark to 300 characters (counting characters, not UTF-16 units)', () => {
    expect(keys(Normal, { remark: 'x'.repeat(300) })).toEqual([]);
    expect(keys(Normal, { remark: '基'.repeat(300) })).toEqual([]);
    expect(keys(Normal, { remark: '😀'.repeat(300) })).toEqual([]);
    expect(validatePcb(Normal, board({ remark: 'x'.repeat(301) }))).toEqual([{ field: 'remark', key: 'pcb.rule.remarkMax', params: { max: 300 }, severity: 'error' }]);
  });

  it('offers expedited builds only to FR-4 boards with few layers', () => {
    expect(keys(Normal, { expedited: '24h' })).toEqual([]);
    expect(validatePcb(Normal, board({ expedited: '24h', layers: 4 }))).toContainEqual({ field: 'expedited', key: 'pcb.rule.expeditedUnavailable', params: { max: 2 }, severity: 'error' });
    expect(keys(Normal, { expedited: '48h', layers: 6 })).toEqual([]);
    expect(keys(Normal, { expedited: '48h', material: 'aluminum', layers: 1 })).toEqual(['expedited:pcb.rule.expeditedUnavailable']);
  });

  it('has an English and a Japanese text for every rule, with the same placeholders', () => {
    for (const [key, en] of Object.entries(PCB_RULE_MESSAGES_EN)) {
      const ja = PCB_RULE_MESSAGES_JA[key as keyof typeof PCB_RULE_MESSAGES_EN];
      expect(ja.length).toBeGreaterThan(0);
      expect(new Set(ja.match(/{{\w+}}/g))).toEqual(new Set(en.match(/{{\w+}}/g)));
    }
  });
});
