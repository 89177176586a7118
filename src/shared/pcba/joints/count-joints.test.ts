// Joints per board from the BOM and the placement file (issue 11): each part once, with the placement file's
// package first, then the BOM's footprint, value or description; unknown packages are counted as 2 pads and named.
import { describe, expect, it } from 'vitest';
import type { BomLine } from '../bom-line';
import type { Placement } from '../placement/types';
import { countJoints } from './count-joints';

const line = (designators: string[], footprint: string, over: Partial<BomLine> = {}): BomLine => ({
  row: 2, designators, quantity: designators.length, mpn: '', manufacturer: '', value: '', footprint, description: '', ...over,
});
const placed = (designator: string, pkg: string): Placement => ({ designator, x_mm: 1, y_mm: 1, rotation_deg: 0, side: 'top', package: pkg, value: '' });

describe('countJoints', () => {
  it('adds the pads of every part of the build, SMT and THT apart', () => {
    const lines = [
      line(['C1', 'C2', 'C3'], 'C_0603_1608Metric'), // 3 × 2
      line(['U1'], 'SOIC-8_3.9x4.9mm_P1.27mm'), // 8
      line(['U2'], 'QFN-32-1EP_5x5mm_P0.5mm'), // 33
      line(['J1'], 'PinHeader_2x03_P2.54mm_Vertical'), // 6 THT
    ];
    expect(countJoints(lines, null)).toEqual({ smt: 6 + 8 + 33, tht: 6, smtParts: 5, thtParts: 1, fromPlacement: 0, guessed: [] });
  });

  it('prefers the placement file\'s package, then the BOM footprint, value or description', () => {
    const lines = [line(['U1'], 'MyLib:REG'), line(['R1'], '', { value: '10k 0402' }), line(['Q1'], '')];
    const count = countJoints(lines, [placed('u1', 'SOT-223-3_TabPin2')]);
    expect(count).toMatchObject({ smt: 4 + 2 + 2, fromPlacement: 1, guessed: ['Q1'] });
  });

  it('counts parts beyond the designators with the line\'s package', () => {
    expect(countJoints([line(['R1'], 'R_0805_2012Metric', { quantity: 3 })], null)).toMatchObject({ smt: 6, smtParts: 3 });
  });
});
