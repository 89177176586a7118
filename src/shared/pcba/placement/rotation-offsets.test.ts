import { describe, expect, it } from 'vitest';
import { applyCorrection, suggestedCorrection } from './rotation-offsets';
import type { Placement } from './types';

describe('suggestedCorrection', () => {
  it.each([
    ['SOT-23', 180], ['Package_TO_SOT_SMD:SOT-23-5', 180], ['SOT-223-3_TabPin2', 180], ['SOT-89-3', 180],
    ['SOIC-8_3.9x4.9mm_P1.27mm', 270], ['TSSOP-20_4.4x6.5mm_P0.65mm', 270], ['QFN-32-1EP_5x5mm_P0.5mm', 270],
    ['LQFP-48_7x7mm_P0.5mm', 270], ['SOP-4_3.8x4.1mm_P2.54mm', 0], ['SOP-8_3.9x4.9mm_P1.27mm', 270],
  ])('%s → %s°', (pkg, deg) => {
    expect(suggestedCorrection(pkg)?.offsetDeg).toBe(deg);
  });

  it('knows nothing about passives (no correction offered)', () => {
    expect(suggestedCorrection('R_0603_1608Metric')).toBeNull();
    expect(suggestedCorrection('')).toBeNull();
  });
});

describe('applyCorrection', () => {
  const p = (rotation_deg: number, side: Placement['side']): Placement => ({ designator: 'Q1', x_mm: 1, y_mm: 2, rotation_deg, side, package: 'SOT-23', value: '' });

  it('turns a top part counter-clockwise by 90° steps, wrapping at 360°', () => {
    expect(applyCorrection(p(90, 'top'), 2).rotation_deg).toBe(270);
    expect(applyCorrection(p(270, 'top'), 3).rotation_deg).toBe(180);
    expect(applyCorrection(p(0, 'top'), -1).rotation_deg).toBe(270);
  });

  it('turns a bottom part the other way (seen through the board) and moves nothing else', () => {
    expect(applyCorrection(p(90, 'bottom'), 1)).toEqual({ ...p(0, 'bottom') });
    expect(applyCorrection(p(0, 'bottom'), 3).rotation_deg).toBe(90);
  });
});
