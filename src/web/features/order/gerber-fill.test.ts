import { describe, expect, it } from 'vitest';
import { PcbTier } from '../../../shared/ids';
import type { UploadAnalysis } from '../../../shared/contracts/upload';
import { defaultPcbValues } from '../../../shared/rules/pcb';
import { fillFromAnalysis } from './gerber-fill';

const analysis = (over: Partial<UploadAnalysis> = {}): UploadAnalysis => ({
  layers: [], copper_layers: 4, width_mm: 101.6049, height_mm: 76.2, has_blind_buried: true, warnings: [], ...over,
});

describe('fillFromAnalysis', () => {
  it('fills layers and size (to 0.01 mm), and blind vias where the tier makes them', () => {
    const out = fillFromAnalysis(PcbTier.Advance, defaultPcbValues(), analysis());
    expect(out.values).toMatchObject({ layers: 4, width: 101.6, height: 76.2, blindVias: true });
    expect(out.detected).toEqual(['layers', 'width', 'height', 'blindVias']);
  });

  it('leaves blind vias off in quick-turn and on aluminium (the warning explains why)', () => {
    expect(fillFromAnalysis(PcbTier.Normal, defaultPcbValues(), analysis()).values.blindVias).toBe(false);
    const alu = { ...defaultPcbValues(), material: 'aluminum' as const };
    expect(fillFromAnalysis(PcbTier.Advance, alu, analysis()).values.blindVias).toBe(false);
  });

  it('keeps what the analysis could not tell (no outline, no copper found)', () => {
    const values = { ...defaultPcbValues(), width: 42, height: 24, layers: 6 };
    const out = fillFromAnalysis(PcbTier.Normal, values, analysis({ copper_layers: 0, width_mm: null, height_mm: null, has_blind_buried: false }));
    expect(out.values).toMatchObject({ width: 42, height: 24, layers: 6 });
    expect(out.detected).toEqual([]);
  });
});
