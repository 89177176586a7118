// The services §5 row rules on small grids (the real files are read in
// src/server/integrations/files/bom/read-bom.test.ts).
import { describe, expect, it } from 'vitest';
import { buildLines } from './bom-lines';
import { guessMapping } from './bom-header';

const run = (grid: string[][], options?: Parameters<typeof buildLines>[3]) => buildLines(grid, 0, guessMapping(grid[0] ?? []), options);
const problem = (result: ReturnType<typeof buildLines>, key: string) => result.problems.find((p) => p.key === key);

describe('buildLines', () => {
  it('turns rows into lines with expanded designators, the file row number and trimmed fields', () => {
    const r = run([
      ['Designator', 'Qty', 'MPN', 'Value', 'Footprint', 'Manufacturer', 'Description'],
      ['R3-R6, C1', '5', 'RC0402FR-0710KL', '10k', '0402', 'Yageo', 'Resistor'],
    ]);
    expect(r.lines).toEqual([
      { row: 2, designators: ['R3', 'R4', 'R5', 'R6', 'C1'], quantity: 5, mpn: 'RC0402FR-0710KL', manufacturer: 'Yageo', value: '10k', footprint: '0402', description: 'Resistor' },
    ]);
    expect(r.problems).toEqual([]);
  });

  it('says which rows have more designators than their quantity, and which fewer', () => {
    const r = run([
      ['Designator', 'Qty', 'MPN'],
      ['R1, R2, R3', '2', 'A'],
      ['R4', '3', 'B'],
      ['R5', '1', 'C'],
    ]);
    expect(problem(r, 'bom.quantityBelowDesignators')).toMatchObject({ severity: 'error', rows: [2] });
    expect(problem(r, 'bom.quantityAboveDesignators')).toMatchObject({ rows: [3] });
    // A line never has fewer parts than locations.
    expect(r.lines.map((l) => l.quantity)).toEqual([3, 3, 1]);
  });

  it('takes the designator count when the quantity is missing or unreadable', () => {
    const r = run([
      ['Designator', 'Qty', 'MPN'],
      ['R1, R2', '', 'A'],
      ['R3, R4', 'two', 'B'],
      ['R5', '1.00', 'C'],
      ['R6-R8', '3 pcs', 'D'],
    ]);
    expect(r.lines.map((l) => l.quantity)).toEqual([2, 2, 1, 3]);
    expect(problem(r, 'bom.quantityFromDesignators')?.rows).toEqual([2]);
    expect(problem(r, 'bom.badQuantity')?.rows).toEqual([3]);
    const noColumn = run([['Designator', 'MPN'], ['R1, R2', 'A']]);
    expect(noColumn.lines[0]?.quantity).toBe(2);
    expect(noColumn.problems).toEqual([]);
  });

  it('leaves DNP, not-populated and quantity-0 rows out of the build and reports them', () => {
    const r = run([
      ['Reference', 'Description', 'MPN', 'Qty', 'DNP'],
      ['C5', 'NOT POPULATED', '-', '0', ''],
      ['R3', 'Resistor', 'RC0402', '1', 'DNP'],
      ['R4', 'Resistor', 'RC0402', '1', 'no'],
      ['R5', 'do not place', 'RC0402', '1', ''],
      ['J1', 'M.2 Edge Connector', '-', '0', ''],
      ['U1', 'MCU', 'STM32', '1', ''],
    ]);
    expect(r.lines.map((l) => l.row)).toEqual([4, 7]);
    expect(problem(r, 'bom.notPopulated')?.rows).toEqual([2, 3, 5]);
    expect(problem(r, 'bom.zeroQuantity')?.rows).toEqual([6]);
    expect(r.dnpRows).toEqual([2, 3, 5, 6]);
  });

  it('reads a Populate column the other way round', () => {
    const r = run([['Designator', 'MPN', 'Populate'], ['R1', 'A', 'yes'], ['R2', 'B', 'no'], ['R3', 'C', '']]);
    expect(r.lines.map((l) => l.row)).toEqual([2, 4]);
    expect(r.dnpRows).toEqual([3]);
  });

  it('offers to combine duplicate rows, and combines them when asked', () => {
    const grid = [
      ['Designator', 'Qty', 'MPN', 'Value', 'Footprint'],
      ['C1, C2', '2', 'GRM155R71C104KA88D', '100nF', '0402'],
      ['R1', '1', 'RC0402FR-0710KL', '10k', '0402'],
      ['C7', '1', 'grm155r71c104ka88d', '100nF', '0402'],
    ];
    const offered = run(grid);
    expect(offered.combined).toBe(false);
    expect(offered.lines).toHaveLength(3);
    expect(problem(offered, 'bom.duplicateRows')).toMatchObject({ rows: [2, 4], groups: [[2, 4]] });
    const merged = run(grid, { combineDuplicates: true });
    expect(merged.combined).toBe(true);
    expect(merged.lines).toHaveLength(2);
    expect(merged.lines[0]).toMatchObject({ row: 2, designators: ['C1', 'C2', 'C7'], quantity: 3 });
    expect(problem(merged, 'bom.combinedRows')?.groups).toEqual([[2, 4]]);
  });

  it('groups a one-row-per-designator file by itself', () => {
    const r = run([
      ['Reference', 'Value', 'Footprint'],
      ['C102', '100n', '0805'],
      ['C103', '100n', '0805'],
      ['R101', '3k3', '0805'],
      ['C104', '100n', '0805'],
    ]);
    expect(r.combined).toBe(true);
    expect(r.lines).toEqual([
      expect.objectContaining({ row: 2, designators: ['C102', 'C103', 'C104'], quantity: 3, value: '100n' }),
      expect.objectContaining({ row: 4, designators: ['R101'], quantity: 1 }),
    ]);
  });

  it('flags mechanical parts and board features and keeps them out of the build', () => {
    const r = run([
      ['Designator', 'Qty', 'Value', 'Description', 'Footprint'],
      ['SCR1, SCR2', '2', 'M3x6', 'Pan head screw', ''],
      ['SP1', '1', '', 'Standoff M3 10mm', ''],
      ['FID1, FID2', '2', '', '', 'Fiducial_1mm'],
      ['H1', '1', 'MountingHole', '', 'MountingHole:MountingHole_3.2mm_M3'],
      ['C1', '1', '100nF', 'Capacitor', '0402'],
      ['SP2', '1', '9774030151R', 'SMT steel spacer M3, reflow soldered', ''],
    ]);
    expect(r.lines.map((l) => l.row)).toEqual([6, 7]);
    expect(problem(r, 'bom.nonSoldered')).toMatchObject({ severity: 'warning', rows: [2, 3] });
    expect(problem(r, 'bom.boardFeature')?.rows).toEqual([4, 5]);
  });

  it('reports a designator on two rows, a row without designators, and a missing designator column', () => {
    const r = run([['Designator', 'Qty', 'MPN'], ['R1, R2', '2', 'A'], ['R2', '1', 'B'], ['', '4', 'C']]);
    expect(problem(r, 'bom.duplicateDesignator')).toMatchObject({ rows: [2, 3], designators: ['R2'] });
    expect(problem(r, 'bom.noDesignator')?.rows).toEqual([4]);
    expect(r.lines[2]).toMatchObject({ designators: [], quantity: 4 });
    const unmapped = buildLines([['A', 'B'], ['x', 'y']], 0, {});
    expect(unmapped.problems[0]).toMatchObject({ key: 'bom.missingColumns', fields: ['designator', 'mpn'] });
    expect(unmapped.lines).toEqual([]);
  });

  it('skips blank rows, totals, section headings and a repeated header', () => {
    const r = run([
      ['Designator', 'Qty', 'MPN', 'Price'],
      ['Resistors'],
      ['R1', '1', 'A', '0.1'],
      [],
      ['Designator', 'Qty', 'MPN', 'Price'],
      ['R2', '1', 'B', '0.1'],
      ['', '', '', 'Total: 0.2'],
    ]);
    expect(r.lines.map((l) => l.row)).toEqual([3, 6]);
    expect(r.problems).toEqual([]);
  });

  it('says when the part numbers are a distributor\'s', () => {
    const r = run([['Designator', 'LCSC Part #'], ['C1', 'C1525']]);
    expect(r.lines[0]?.mpn).toBe('C1525');
    expect(problem(r, 'bom.distributorNumbers')).toBeDefined();
  });
});
