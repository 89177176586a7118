import whatsThatGerber from 'whats-that-gerber';
import { describe, expect, it } from 'vitest';
import { excellon, featureGerber, outlineGerber } from '../test-support/gerber-text';
import { parseFileFunction, parseGbrJob, readFileFunction } from './attributes';
import { detectFormat } from './content';
import { identifyLayers } from './identify';
import { drillSpanFromName, identifyByNames } from './names';

const entry = (name: string, body: string) => ({ name, data: Buffer.from(body) });
const byName = (result: ReturnType<typeof identifyLayers>, name: string) => result.layers.find((l) => l.name === name);

describe('X2 attributes', () => {
  it('reads %TF, the G04 #@! comment form and the Excellon comment form', () => {
    expect(readFileFunction('%FSLAX46Y46*%\n%TF.FileFunction,Copper,L2,Inr,Plane*%\n')).toBe('Copper,L2,Inr,Plane');
    expect(readFileFunction('G04 #@! TF.FileFunction,Soldermask,Top*\n')).toBe('Soldermask,Top');
    expect(readFileFunction('M48\n; #@! TF.FileFunction,Plated,1,2,Blind\nMETRIC\n')).toBe('Plated,1,2,Blind');
    expect(readFileFunction('G04 no attributes*\n')).toBeNull();
  });

  it('maps file functions to layer types, sides, indices and spans', () => {
    expect(parseFileFunction('Copper,L3,Inr')).toEqual({ type: 'copper', side: 'inner', copperIndex: 3, span: null });
    expect(parseFileFunction('Copper,L1,Top,Signal')).toMatchObject({ type: 'copper', side: 'top', copperIndex: 1 });
    expect(parseFileFunction('Legend,Bot')).toMatchObject({ type: 'silkscreen', side: 'bottom' });
    expect(parseFileFunction('Paste,Top')).toMatchObject({ type: 'solderpaste', side: 'top' });
    expect(parseFileFunction('Profile,NP')).toMatchObject({ type: 'outline', side: 'all' });
    expect(parseFileFunction('Plated,1,2,Blind')).toMatchObject({ type: 'drill', span: { from: 1, to: 2, plated: true, attrKind: 'blind' } });
    expect(parseFileFunction('NonPlated,1,4,NPTH,Drill')).toMatchObject({ type: 'drill', span: { from: 1, to: 4, plated: false, attrKind: 'through' } });
    expect(parseFileFunction('Drillmap')).toMatchObject({ type: 'drawing', side: null });
    expect(parseFileFunction('AssemblyDrawing,Top')).toMatchObject({ type: 'drawing' });
    expect(parseFileFunction('Component,L1,Top')).toMatchObject({ type: 'other', side: 'top' });
  });

  it('reads a .gbrjob, and ignores JSON that is not one', () => {
    const job = parseGbrJob(JSON.stringify({ GeneralSpecs: { LayerNumber: 6 }, FilesAttributes: [{ Path: 'Out/B-F_Cu.gbr', FileFunction: 'Copper,L1,Top' }] }));
    expect(job?.copperLayers).toBe(6);
    expect(job?.functions.get('b-f_cu.gbr')).toBe('Copper,L1,Top');
    expect(parseGbrJob('{"a":1}')).toBeNull();
    expect(parseGbrJob('not json')).toBeNull();
  });
});

describe('content', () => {
  it('tells Excellon, Gerber and other files apart', () => {
    expect(detectFormat('x.txt', Buffer.from('%\nM48\nM72\nT01C0.024\n%\n'))).toBe('excellon');
    expect(detectFormat('x.drl', Buffer.from('T1\nX1.0Y2.0\nT2C0.3\nX3.0Y4.0\nM30\n'))).toBe('excellon');
    expect(detectFormat('x.gbr', Buffer.from(featureGerber(10, 10)))).toBe('gerber');
    expect(detectFormat('readme.txt', Buffer.from('Fabrication notes\n'))).toBe('other');
    expect(detectFormat('x.pdf', Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0x01]))).toBe('other');
  });
});

describe('names', () => {
  it('treats drill maps and KiCad fab layers as drawings, where whats-that-gerber says drill', () => {
    expect(whatsThatGerber(['b-NPTH-drl_map.gbr'])['b-NPTH-drl_map.gbr']?.type).toBe('drill');
    const names = identifyByNames(['b-NPTH-drl_map.gbr', 'b-drl_map.gbr', 'Drillmap.gbr', 'b-F_Fab.gbr', 'b.drl']);
    expect(names.get('b-NPTH-drl_map.gbr')?.type).toBe('drawing');
    expect(names.get('b-drl_map.gbr')?.type).toBe('drawing');
    expect(names.get('Drillmap.gbr')?.type).toBe('drawing');
    expect(names.get('b-F_Fab.gbr')?.type).toBe('drawing');
    expect(names.get('b.drl')?.type).toBe('drill');
  });

  it('orders inner copper by the number in the name', () => {
    const names = identifyByNames(['b-In1_Cu.gbr', 'b-In4_Cu.gbr', 'b.G2', 'b.L3']);
    expect(names.get('b-In4_Cu.gbr')).toEqual({ type: 'copper', side: 'inner', copperOrder: 4 });
    expect(names.get('b.G2')?.copperOrder).toBe(2);
    expect(names.get('b.L3')).toEqual({ type: 'copper', side: null, copperOrder: 3 });
  });

  it('reads drill spans from KiCad, numbered and L-numbered names', () => {
    expect(drillSpanFromName('b-front-in1.drl', 4)).toEqual({ from: 1, to: 2, plated: true });
    expect(drillSpanFromName('b-in2-back.drl', 6)).toEqual({ from: 3, to: 6, plated: true });
    expect(drillSpanFromName('b-in1-in2.drl', 4)).toEqual({ from: 2, to: 3, plated: true });
    expect(drillSpanFromName('board-1-4.drl', 4)).toEqual({ from: 1, to: 4, plated: true });
    expect(drillSpanFromName('board_L1-L6.drl', 6)).toEqual({ from: 1, to: 6, plated: true });
    expect(drillSpanFromName('board-NPTH-1-2.drl', 2)).toEqual({ from: 1, to: 2, plated: false });
    expect(drillSpanFromName('pic18f14k50.txt', 2)).toBeNull();
    expect(drillSpanFromName('b-in2-back.drl', 0)).toBeNull(); // 'back' means nothing before the copper is counted
  });
});

describe('identifyLayers', () => {
  const board = [
    entry('b-F_Cu.gbr', featureGerber(10, 10)),
    entry('b-In1_Cu.gbr', featureGerber(10, 10)),
    entry('b-In2_Cu.gbr', featureGerber(10, 10)),
    entry('b-B_Cu.gbr', featureGerber(10, 10)),
    entry('b-Edge_Cuts.gbr', outlineGerber(10, 10)),
    entry('b.drl', excellon([[1, 1]])),
    entry('b-front-in1.drl', excellon([[2, 2]])),
    entry('b-in1-in2.drl', excellon([[3, 3]])),
    entry('b-drl_map.gbr', featureGerber(10, 10)),
    entry('notes.txt', 'hello\n'),
    entry('mystery.gbr', featureGerber(10, 10)),
  ];

  it('numbers copper from names and classifies drill spans once the copper is counted', () => {
    const result = identifyLayers(board);
    expect(result.copperLayers).toBe(4);
    expect(byName(result, 'b-F_Cu.gbr')).toMatchObject({ copperIndex: 1, side: 'top', source: 'name' });
    expect(byName(result, 'b-In1_Cu.gbr')).toMatchObject({ copperIndex: 2, side: 'inner' });
    expect(byName(result, 'b-In2_Cu.gbr')).toMatchObject({ copperIndex: 3, side: 'inner' });
    expect(byName(result, 'b-B_Cu.gbr')).toMatchObject({ copperIndex: 4, side: 'bottom' });
    expect(byName(result, 'b.drl')).toMatchObject({ type: 'drill', source: 'content', drillSpan: null });
    expect(byName(result, 'b-front-in1.drl')?.drillSpan).toEqual({ from: 1, to: 2, plated: true, kind: 'blind' });
    expect(byName(result, 'b-in1-in2.drl')?.drillSpan).toEqual({ from: 2, to: 3, plated: true, kind: 'buried' });
    expect(byName(result, 'b-drl_map.gbr')).toMatchObject({ type: 'drawing' });
    expect(byName(result, 'notes.txt')).toMatchObject({ type: 'other', source: 'content' });
    expect(byName(result, 'mystery.gbr')).toMatchObject({ type: 'unknown', side: null, source: 'content' });
  });

  it('lets content overrule the name: a .txt that is not Excellon is no drill file', () => {
    const result = identifyLayers([entry('readme.txt', 'Order notes\n'), entry('fab.drl', featureGerber(5, 5))]);
    expect(byName(result, 'readme.txt')?.type).toBe('other');
    expect(byName(result, 'fab.drl')?.type).toBe('drawing'); // Gerber content under a drill name
  });

  it('applies the customer mapping to files left unknown', () => {
    const mapped = identifyLayers(board, { 'mystery.gbr': { type: 'soldermask', side: 'top' } });
    expect(byName(mapped, 'mystery.gbr')).toMatchObject({ type: 'soldermask', side: 'top', source: 'user' });
    const asCopper = identifyLayers(
      [entry('x1.gbr', featureGerber(5, 5)), entry('x2.gbr', featureGerber(5, 5))],
      { 'x1.gbr': { type: 'copper', side: 'top' }, 'x2.gbr': { type: 'copper', side: 'bottom' } },
    );
    expect(asCopper.copperLayers).toBe(2);
    expect(asCopper.layers.map((l) => l.copperIndex)).toEqual([1, 2]);
  });

  it('prefers the X2 attribute over a misleading name', () => {
    const result = identifyLayers([entry('top-copper.gbr', featureGerber(5, 5, { fileFunction: 'Soldermask,Bot' }))]);
    expect(byName(result, 'top-copper.gbr')).toMatchObject({ type: 'soldermask', side: 'bottom', source: 'x2' });
  });
});
