// The 3D printing engine against the table's own constants (print3d-tables.ts: SLA standard resin $0.20/cm³ with
// 20 % support, SLA machine $0.02 per cm³ of bounding box, $3 start-up, $1.50 per-piece minimum; FDM PLA $0.08/cm³;
// quantity break 92 % from 10 pieces), worked out by hand.
import { describe, expect, it } from 'vitest';
import type { PartGeometry } from '../print3d/analysis';
import { tablesToJson } from './serialize';
import { defaultPrint3dTables as t, parsePrint3dTables, print3dTablesToEditText } from './print3d-tables';
import { blocking, type Print3dPartSpec, finishesFor, fitsBuildVolume, materialsFor, pricePrint3dPart, print3dProblems } from './print3d';

/** A 20 × 30 × 40 mm box: 24 cm³, bounding box 24 cm³, 52 cm². */
const box: PartGeometry = { size: { x: 20, y: 30, z: 40 }, volume: 24_000, area: 5200, shells: 1 };
const sla: Print3dPartSpec = { process: 'sla', material: 'standard_resin', colour: 'white', finish: 'standard', quantity: 1 };
const amount = (lines: { key: string; amount: bigint }[], key: string): bigint | undefined => lines.find((l) => l.key === key)?.amount;

describe('pricePrint3dPart', () => {
  it('prices one SLA box: $4.80 resin + $0.96 support + $0.48 machine + $3 start-up', () => {
    const p = pricePrint3dPart(box, sla, t);
    expect(amount(p.lines, 'print3d_material')).toBe(480n);
    expect(amount(p.lines, 'print3d_support')).toBe(96n);
    expect(amount(p.lines, 'print3d_machine')).toBe(48n);
    expect(amount(p.lines, 'print3d_startup')).toBe(300n);
    expect(p.total).toBe(924n);
    expect(p.unitCents).toBe(924n);
    expect(p.buildDays).toBe(3);
  });

  it('applies the 92 % break from 10 pieces to the per-piece charges, not to the start-up', () => {
    const p = pricePrint3dPart(box, { ...sla, quantity: 10 }, t);
    expect(amount(p.lines, 'print3d_material')).toBe(4416n); // 10 × 4.80 × 0.92
    expect(amount(p.lines, 'print3d_support')).toBe(883n); // 10 × 0.96 × 0.92 = 8.832
    expect(amount(p.lines, 'print3d_machine')).toBe(442n); // 10 × 0.48 × 0.92 = 4.416
    expect(p.total).toBe(4416n + 883n + 442n + 300n);
    expect(p.unitCents).toBe(p.total / 10n);
  });

  it('tops a tiny FDM piece up to the $1 minimum', () => {
    const cube: PartGeometry = { size: { x: 5, y: 5, z: 5 }, volume: 125, area: 150, shells: 1 };
    const p = pricePrint3dPart(cube, { process: 'fdm', material: 'pla', colour: 'red', finish: 'standard', quantity: 3 }, t);
    const pieces = p.lines.filter((l) => l.key !== 'print3d_startup' && l.key !== 'print3d_minimum').reduce((a, l) => a + l.amount, 0n);
    expect(pieces + amount(p.lines, 'print3d_minimum')!).toBe(300n);
    expect(p.total).toBe(300n + 200n);
  });

  it('adds the finish per piece and by area, and its days: sanded SLA $1 + 52 cm² × $0.02', () => {
    const p = pricePrint3dPart(box, { ...sla, finish: 'sanded' }, t);
    expect(amount(p.lines, 'print3d_finish')).toBe(100n + 104n);
    expect(p.buildDays).toBe(3 + 1);
  });

  it('has no support line for powder processes', () => {
    const p = pricePrint3dPart(box, { process: 'mjf', material: 'pa12_mjf', colour: 'grey', finish: 'standard', quantity: 1 }, t);
    expect(amount(p.lines, 'print3d_support')).toBeUndefined();
    expect(amount(p.lines, 'print3d_material')).toBe(840n); // 24 × 0.35
  });

  it('weighs the pieces by density plus packaging: 24 cm³ PLA at 1.24 g/cm³', () => {
    const p = pricePrint3dPart(box, { process: 'fdm', material: 'pla', colour: 'white', finish: 'standard', quantity: 2 }, t);
    expect(p.weightGrams).toBe(Math.ceil(24 * 1.24 * 2) + 150);
  });

  it('adds days for large runs', () => {
    expect(pricePrint3dPart(box, { ...sla, quantity: 101 }, t).buildDays).toBe(3 + 2);
  });
});

describe('print3dProblems', () => {
  it('accepts the box on every process with a material of that process', () => {
    expect(print3dProblems(box, [], sla, t)).toEqual([]);
  });

  it('refuses a part larger than the build volume in every orientation, and accepts it turned', () => {
    expect(fitsBuildVolume({ x: 300, y: 190, z: 320 }, [335, 200, 300])).toBe(true); // turned: 190 ≤ 200, 300 ≤ 300, 320 ≤ 335
    const big: PartGeometry = { ...box, size: { x: 400, y: 10, z: 10 } };
    const problems = print3dProblems(big, [], sla, t);
    expect(problems.map((p) => p.key)).toEqual(['print3d.problem.tooLarge']);
    expect(blocking(problems)).toBe(true);
  });

  it('refuses a part thinner than the process wall, and warns about thin walls on average', () => {
    const sheet: PartGeometry = { size: { x: 50, y: 50, z: 0.5 }, volume: 1250, area: 5100, shells: 1 };
    expect(print3dProblems(sheet, [], sla, t).map((p) => p.key)).toEqual(['print3d.problem.tooThin']);
    // a 50 × 50 × 10 mm box with 0.5 mm walls: 2V/A under 0.6 mm
    const shell: PartGeometry = { size: { x: 50, y: 50, z: 10 }, volume: 2 * 50 * 50 * 0.5, area: 2 * 2 * 50 * 50, shells: 2 };
    const problems = print3dProblems(shell, [], sla, t);
    expect(problems).toMatchObject([{ key: 'print3d.problem.thinWalls', severity: 'warning' }]);
    expect(blocking(problems)).toBe(false);
  });

  it('refuses an open mesh, a material of another process, a colour the material lacks, and quantities out of range', () => {
    const keys = (spec: Partial<Print3dPartSpec>, g: PartGeometry | null = box, mesh: string[] = []) =>
      print3dProblems(g, mesh, { ...sla, ...spec }, t).map((p) => p.key);
    expect(keys({}, { ...box, volume: null }, ['open'])).toEqual(['print3d.mesh.open']);
    expect(keys({ material: 'pla' })).toEqual(['print3d.problem.material']);
    expect(keys({ colour: 'red' })).toEqual(['print3d.problem.colour']);
    expect(keys({ finish: 'dyed_black' })).toEqual(['print3d.problem.finish']);
    expect(keys({ quantity: 0 })).toEqual(['print3d.problem.quantity']);
    expect(keys({ quantity: t.maxQuantity + 1 })).toEqual(['print3d.problem.quantity']);
    expect(keys({}, null)).toEqual(['print3d.problem.noModel']);
  });
});

describe('the table', () => {
  it('offers SLA resins, MJF/SLS PA12 and FDM PLA/PETG/ABS', () => {
    expect(materialsFor(t, 'sla')).toEqual(['standard_resin', 'tough_resin', 'clear_resin']);
    expect(materialsFor(t, 'mjf')).toEqual(['pa12_mjf']);
    expect(materialsFor(t, 'sls')).toEqual(['pa12_sls', 'pa12_gf_sls']);
    expect(materialsFor(t, 'fdm')).toEqual(['pla', 'petg', 'abs']);
    expect(finishesFor(t, 'fdm')).toEqual(['standard', 'sanded']);
  });

  it('reads back exactly from the stored form and from the edit text', () => {
    const stored = parsePrint3dTables(tablesToJson(t));
    expect(stored).toEqual({ ok: true, tables: t });
    expect(parsePrint3dTables(print3dTablesToEditText(t))).toEqual({ ok: true, tables: t });
  });

  it('refuses a table without a standard finish for every process or with a negative rate', () => {
    const edit = JSON.parse(print3dTablesToEditText(t)) as { finishes: { standard: { processes: string[] } }; materials: { pla: { microsPerCm3: number } } };
    edit.finishes.standard.processes = ['sla'];
    expect(parsePrint3dTables(JSON.stringify(edit)).ok).toBe(false);
    const edit2 = JSON.parse(print3dTablesToEditText(t)) as typeof edit;
    edit2.materials.pla.microsPerCm3 = -1;
    const r = parsePrint3dTables(JSON.stringify(edit2));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues[0]?.path).toBe('materials.pla.microsPerCm3');
  });
});
