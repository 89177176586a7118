// Designator cells as real BOMs write them (services §5 "commas only separate locations"; issue 11 ranges).
import { describe, expect, it } from 'vitest';
import { MAX_RANGE, parseDesignators } from './bom-designators';

describe('parseDesignators', () => {
  it('splits on commas, upper-cases and drops repeats', () => {
    expect(parseDesignators('r2, R10,R2')).toEqual({ designators: ['R2', 'R10'], otherSeparators: false, badRange: false });
  });

  it('expands ranges in the forms seen in files, keeping zero padding', () => {
    expect(parseDesignators('R3-R6, C1').designators).toEqual(['R3', 'R4', 'R5', 'R6', 'C1']);
    expect(parseDesignators('R3-6').designators).toEqual(['R3', 'R4', 'R5', 'R6']);
    expect(parseDesignators('R3 - R5').designators).toEqual(['R3', 'R4', 'R5']);
    expect(parseDesignators('R3~R5').designators).toEqual(['R3', 'R4', 'R5']);
    expect(parseDesignators('R01-R03').designators).toEqual(['R01', 'R02', 'R03']);
  });

  it('keeps what is not a trustworthy range as written', () => {
    expect(parseDesignators('R6-R3').designators).toEqual(['R6-R3']);
    expect(parseDesignators('U1-A').designators).toEqual(['U1-A']);
    const wide = parseDesignators(`R1-R${MAX_RANGE + 1}`);
    expect(wide).toMatchObject({ designators: [`R1-R${MAX_RANGE + 1}`], badRange: true });
  });

  it('reads spaces, semicolons, ideographic commas and line breaks as separators and says so', () => {
    // 3mdeb's row 10: "C32, C33 C41, C42" lost a comma
    expect(parseDesignators('C32, C33 C41, C42')).toMatchObject({ designators: ['C32', 'C33', 'C41', 'C42'], otherSeparators: true });
    expect(parseDesignators('C1;C2;C3').designators).toEqual(['C1', 'C2', 'C3']);
    expect(parseDesignators('C1、C2，C3').designators).toEqual(['C1', 'C2', 'C3']);
    expect(parseDesignators('C1\nC2').designators).toEqual(['C1', 'C2']);
  });
});
