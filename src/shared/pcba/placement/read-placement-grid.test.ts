// Placement sheets (XLS/XLSX exports, issue 11 "Placement"): a grid of cells reads like the text file it stands for,
// in JLCPCB's CPL column layout (Designator, Mid X, Mid Y, Layer, Rotation) with units on the values or in mm.
import { describe, expect, it } from 'vitest';
import { readPlacementGrid } from './read-placement';

describe('readPlacementGrid', () => {
  it("reads JLCPCB's CPL layout: units on the values, Top/Bottom, rotations normalised", () => {
    const r = readPlacementGrid([
      ['Designator', 'Mid X', 'Mid Y', 'Layer', 'Rotation'],
      ['C1', '10.5mm', '20.25mm', 'Top', '90'],
      ['R1', '1,5', '3', 'Bottom', '-90'],
      ['', '', '', '', ''],
      ['U1', '1,234.5', '7', 'Top', '360'],
    ]);
    expect(r.format).toBe('jlcpcb');
    expect(r.problems).toEqual([]);
    expect(r.placements).toEqual([
      { designator: 'C1', x_mm: 10.5, y_mm: 20.25, rotation_deg: 90, side: 'top', package: '', value: '' },
      { designator: 'R1', x_mm: 1.5, y_mm: 3, rotation_deg: 270, side: 'bottom', package: '', value: '' },
      { designator: 'U1', x_mm: 1234.5, y_mm: 7, rotation_deg: 0, side: 'top', package: '', value: '' },
    ]);
  });

  it('finds the header below title rows and reports bad rows with the sheet row number', () => {
    const r = readPlacementGrid([
      ['Pick and place export'],
      ['Units used: mil'],
      ['Designator', 'Layer', 'Center-X', 'Center-Y', 'Rotation'],
      ['C1', 'TopLayer', '1000', '500', '0'],
      ['C2', 'TopLayer', 'n/a', '500', '0'],
    ]);
    expect(r.placements).toEqual([expect.objectContaining({ designator: 'C1', x_mm: 25.4, y_mm: 12.7 })]);
    expect(r.problems).toEqual([{ key: 'placement.badRow', row: 5 }]);
  });

  it('refuses a sheet without placement columns', () => {
    expect(readPlacementGrid([['Part', 'Qty'], ['R1', '2']]).problems).toEqual([{ key: 'placement.noHeader' }]);
  });
});
