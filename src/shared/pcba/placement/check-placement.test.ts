import { describe, expect, it } from 'vitest';
import type { BomLine } from '../bom-line';
import { checkPlacement } from './check-placement';
import type { Placement } from './types';

const line = (designators: string[]): BomLine => ({
  row: 2, designators, quantity: designators.length, mpn: '', manufacturer: '', value: '', footprint: '', description: '',
});
const at = (designator: string): Placement => ({ designator, x_mm: 0, y_mm: 0, rotation_deg: 0, side: 'top', package: '', value: '' });

describe('checkPlacement', () => {
  it('is quiet when the designators agree (case aside)', () => {
    expect(checkPlacement([at('c1'), at('R1'), at('R2')], [line(['C1']), line(['R1', 'R2'])])).toEqual([]);
  });

  it('names BOM parts without a placement, placements without a BOM line, and duplicates on either side', () => {
    const problems = checkPlacement(
      [at('C1'), at('R1'), at('R1'), at('TP1')],
      [line(['C1', 'C2']), line(['R1']), line(['C2', 'U1'])],
    );
    expect(problems).toEqual([
      { key: 'placement.missingFromCpl', designators: ['C2', 'U1'] },
      { key: 'placement.notInBom', designators: ['TP1'] },
      { key: 'placement.duplicateInCpl', designators: ['R1'] },
      { key: 'placement.duplicateInBom', designators: ['C2'] },
    ]);
  });
});
