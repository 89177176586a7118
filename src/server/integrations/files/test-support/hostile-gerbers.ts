// Small archives that ask for an enormous amount of drawing: decompression bombs in Gerber and Excellon form
// (issue 7 §1). Each is a few hundred bytes to a few KB; expanded, each is millions of objects or an absurd extent.
import { outlineGerber } from './gerber-text';
import { writeZip } from './zip-writer';

const copper = (body: string[]): string =>
  ['%FSLAX46Y46*%', '%MOMM*%', '%TF.FileFunction,Copper,L1,Top*%', '%ADD10C,0.1*%', ...body, 'M02*'].join('\n') + '\n';

const board = (name: string, data: string): Buffer =>
  writeZip([
    { name, data: Buffer.from(data) },
    { name: 'board-Edge_Cuts.gbr', data: Buffer.from(outlineGerber(50, 50, { fileFunction: 'Profile,NP' })) },
  ]);

/** What each archive does, and the archive. */
export const hostileGerbers = (): { what: string; zip: Buffer }[] => {
  const macro = Array.from({ length: 5000 }, (_, i) => `1,1,0.01,${(i % 100) * 0.02},${Math.floor(i / 100) * 0.02}`).join('*\n');
  const excellonRepeats = ['M48', 'METRIC,TZ', 'T1C0.300', '%', 'T1', 'X001000Y001000', ...Array.from({ length: 30 }, () => 'R99999X000100Y000100'), 'M30'];
  const excellonPattern = ['M48', 'METRIC,TZ', 'T1C0.300', '%', 'T1', 'M25', ...Array.from({ length: 200 }, (_, i) => `X${String(i * 100).padStart(6, '0')}Y001000`), 'M01',
    ...Array.from({ length: 20_000 }, () => 'M02X000010Y000010'), 'M30'];
  return [
    // the audit's archive: three flashes repeated 1000 × 1000 times
    { what: 'a step-and-repeat of 1000×1000 over three flashes', zip: board('board-F_Cu.gbr', copper(['%SRX1000Y1000I0.2J0.2*%', 'D10*', 'X0Y0D03*', 'X100000Y0D03*', 'X0Y100000D03*', '%SR*%'])) },
    { what: 'several step-and-repeats that each stay under a million', zip: board('board-F_Cu.gbr', copper(Array.from({ length: 40 }, (_, i) => [`%SRX300Y300I0.2J0.2*%`, 'D10*', `X${i}Y0D03*`, '%SR*%']).flat())) },
    { what: 'an aperture macro of 5000 circles flashed 1000 times', zip: board('board-F_Cu.gbr', copper([`%AMBOMB*\n${macro}*%`, '%ADD11BOMB*%', 'D11*', ...Array.from({ length: 1000 }, (_, i) => `X${i * 1000}Y0D03*`)])) },
    { what: 'block apertures flashed inside block apertures', zip: board('board-F_Cu.gbr', copper([
      '%ABD20*%', 'D10*', ...Array.from({ length: 100 }, (_, i) => `X${i * 1000}Y0D03*`), '%AB*%',
      '%ABD21*%', 'D20*', ...Array.from({ length: 100 }, (_, i) => `X0Y${i * 1000}D03*`), '%AB*%',
      '%ABD22*%', 'D21*', ...Array.from({ length: 100 }, (_, i) => `X${i * 1000}Y${i * 1000}D03*`), '%AB*%',
      '%ABD23*%', 'D22*', ...Array.from({ length: 100 }, (_, i) => `X${i * 2000}Y${i * 1000}D03*`), '%AB*%',
      'D23*', 'X0Y0D03*'])) },
    { what: 'an outline drawn a billion millimetres from the origin', zip: writeZip([
      { name: 'board-F_Cu.gbr', data: Buffer.from(copper(['D10*', 'X0Y0D03*'])) },
      { name: 'board-Edge_Cuts.gbr', data: Buffer.from(['%FSLAX46Y46*%', '%MOMM*%', '%TF.FileFunction,Profile,NP*%', '%ADD10C,0.1*%', 'D10*', 'X0Y0D02*', 'X999999999999999Y0D01*', 'X999999999999999Y999999999999999D01*', 'X0Y0D01*', 'M02*'].join('\n')) },
    ]) },
    { what: 'a coordinate format of 99 digits', zip: board('board-F_Cu.gbr', ['%FSLAX99Y99*%', '%MOMM*%', '%TF.FileFunction,Copper,L1,Top*%', '%ADD10C,0.1*%', 'D10*', `X${'9'.repeat(120)}Y0D03*`, 'M02*'].join('\n')) },
    { what: 'an Excellon file of repeat codes (3 million holes)', zip: writeZip([
      { name: 'board-F_Cu.gbr', data: Buffer.from(copper(['D10*', 'X0Y0D03*'])) },
      { name: 'board-Edge_Cuts.gbr', data: Buffer.from(outlineGerber(50, 50, { fileFunction: 'Profile,NP' })) },
      { name: 'board.drl', data: Buffer.from(excellonRepeats.join('\n')) },
    ]) },
    { what: 'an Excellon pattern of 200 holes repeated 20,000 times', zip: writeZip([
      { name: 'board-F_Cu.gbr', data: Buffer.from(copper(['D10*', 'X0Y0D03*'])) },
      { name: 'board-Edge_Cuts.gbr', data: Buffer.from(outlineGerber(50, 50, { fileFunction: 'Profile,NP' })) },
      { name: 'board.drl', data: Buffer.from(excellonPattern.join('\n')) },
    ]) },
  ];
};
