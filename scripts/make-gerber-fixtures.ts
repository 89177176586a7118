// Writes the Gerber archive fixtures under src/server/integrations/files/__fixtures__ (committed; re-run after
// changing a set: `npx tsx scripts/make-gerber-fixtures.ts`). Output is byte-for-byte reproducible.
//   - multi-layer sets with X2 attributes / a .gbrjob (4 and 6 copper layers, blind and buried drill spans,
//     drill-map decoys, an Allegro-style set whose names mean nothing without X2)
//   - one small archive per archive error path (the zip bomb is built on the fly in the tests instead)
import fs from 'node:fs';
import path from 'node:path';
import { excellon, featureGerber, outlineGerber } from '../src/server/integrations/files/test-support/gerber-text';
import { writeRar5 } from '../src/server/integrations/files/test-support/rar5-writer';
import { writeZip, type ZipEntryInput } from '../src/server/integrations/files/test-support/zip-writer';

const OUT = path.resolve('src/server/integrations/files/__fixtures__');
const text = (name: string, body: string): ZipEntryInput => ({ name, data: Buffer.from(body) });

// KiCad-style names, X2 everywhere, 4 copper layers 50 x 30 mm, a blind 1-2 via span and a drill-map decoy.
const W4 = 50;
const H4 = 30;
const kicad4: ZipEntryInput[] = [
  text('board-F_Cu.gbr', featureGerber(W4, H4, { fileFunction: 'Copper,L1,Top' })),
  text('board-In1_Cu.gbr', featureGerber(W4, H4, { fileFunction: 'Copper,L2,Inr' })),
  text('board-In2_Cu.gbr', featureGerber(W4, H4, { fileFunction: 'Copper,L3,Inr' })),
  text('board-B_Cu.gbr', featureGerber(W4, H4, { fileFunction: 'Copper,L4,Bot' })),
  text('board-F_Mask.gbr', featureGerber(W4, H4, { fileFunction: 'Soldermask,Top' })),
  text('board-B_Mask.gbr', featureGerber(W4, H4, { fileFunction: 'Soldermask,Bot' })),
  text('board-F_SilkS.gbr', featureGerber(W4, H4, { fileFunction: 'Legend,Top' })),
  text('board-F_Paste.gbr', featureGerber(W4, H4, { fileFunction: 'Paste,Top' })),
  text('board-Edge_Cuts.gbr', outlineGerber(W4, H4, { fileFunction: 'Profile,NP' })),
  text('board-PTH.drl', excellon([[5, 5], [45, 25]], 'Plated,1,4,PTH')),
  text('board-front-in1.drl', excellon([[10, 10]], 'Plated,1,2,Blind')),
  text('board-NPTH.drl', excellon([[25, 15]], 'NonPlated,1,4,NPTH')),
  text('board-drl_map.gbr', featureGerber(W4, H4, { fileFunction: 'Drillmap' })),
];

// Allegro-style names (art01.art ...) that whats-that-gerber cannot place; only X2 says what they are.
// 6 copper layers; the outline's right edge is a half circle: 70 + 40/2 = 90 x 40 mm.
const W6 = 70;
const H6 = 40;
const allegro6: ZipEntryInput[] = [
  ...[1, 2, 3, 4, 5, 6].map((n) =>
    text(`art0${n}.art`, featureGerber(W6, H6, { fileFunction: `Copper,L${n},${n === 1 ? 'Top' : n === 6 ? 'Bot' : 'Inr'}` })),
  ),
  text('smtop.art', featureGerber(W6, H6, { fileFunction: 'Soldermask,Top' })),
  text('smbot.art', featureGerber(W6, H6, { fileFunction: 'Soldermask,Bot' })),
  text('sstop.art', featureGerber(W6, H6, { fileFunction: 'Legend,Top' })),
  text('dim.art', outlineGerber(W6, H6, { fileFunction: 'Profile,NP', bulge: true })),
  text('fab.art', featureGerber(W6, H6, { fileFunction: 'FabricationDrawing' })),
  text('ncdrill-1-6.tap', excellon([[5, 5], [60, 30]], 'Plated,1,6,PTH')),
  text('nc_param.txt', 'FORMAT 2.5\nUNITS METRIC\nTOOL_ORDER INCREASING\n'),
];

// Neutral names placed by a .gbrjob (no X2 in the files): 4 copper layers, an inch outline 4 x 3 in
// (101.6 x 76.2 mm), a buried 2-3 via span, and a KiCad drill map that whats-that-gerber calls a drill file.
const job4 = {
  Header: { GenerationSoftware: { Vendor: 'Fusion', Application: 'fixtures', Version: '1' } },
  GeneralSpecs: { ProjectId: { Name: 'job4' }, Size: { X: 101.6, Y: 76.2 }, LayerNumber: 4, BoardThickness: 1.6 },
  FilesAttributes: [
    { Path: 'sig_a.gbr', FileFunction: 'Copper,L1,Top', FilePolarity: 'Positive' },
    { Path: 'gnd.gbr', FileFunction: 'Copper,L2,Inr', FilePolarity: 'Positive' },
    { Path: 'pwr.gbr', FileFunction: 'Copper,L3,Inr', FilePolarity: 'Positive' },
    { Path: 'sig_b.gbr', FileFunction: 'Copper,L4,Bot', FilePolarity: 'Positive' },
    { Path: 'mask_a.gbr', FileFunction: 'Soldermask,Top', FilePolarity: 'Negative' },
    { Path: 'mask_b.gbr', FileFunction: 'Soldermask,Bot', FilePolarity: 'Negative' },
    { Path: 'edge.gbr', FileFunction: 'Profile,NP', FilePolarity: 'Positive' },
    { Path: 'vias_b.drl', FileFunction: 'Plated,2,3,Buried' },
  ],
};
const job4Entries: ZipEntryInput[] = [
  text('job4.gbrjob', JSON.stringify(job4, null, 2)),
  ...['sig_a', 'gnd', 'pwr', 'sig_b', 'mask_a', 'mask_b'].map((n) => text(`${n}.gbr`, featureGerber(101.6, 76.2))),
  text('edge.gbr', outlineGerber(4, 3, { inch: true })),
  text('job4-PTH.drl', excellon([[10, 10], [90, 60]])),
  text('vias_b.drl', excellon([[50, 40]])),
  text('job4-NPTH-drl_map.gbr', featureGerber(101.6, 76.2)),
  text('readme.txt', 'Fabrication notes: 4 layers, 1.6 mm, ENIG.\n'),
];

// A 2-layer set without any attributes, the way older CAD tools write it, as a RAR 5 archive.
const W2 = 40;
const H2 = 25;
const plain2 = [
  { name: 'plain/plain.GTL', data: Buffer.from(featureGerber(W2, H2)) },
  { name: 'plain/plain.GBL', data: Buffer.from(featureGerber(W2, H2)) },
  { name: 'plain/plain.GTS', data: Buffer.from(featureGerber(W2, H2)) },
  { name: 'plain/plain.GBS', data: Buffer.from(featureGerber(W2, H2)) },
  { name: 'plain/plain.GTO', data: Buffer.from(featureGerber(W2, H2)) },
  { name: 'plain/plain.GKO', data: Buffer.from(outlineGerber(W2, H2)) },
  { name: 'plain/plain.TXT', data: Buffer.from(excellon([[5, 5], [35, 20]])) },
];

const layer = text('a.gbr', featureGerber(10, 10));
const files: Record<string, Buffer> = {
  'x2-kicad-4layer-blind.zip': writeZip(kicad4),
  'x2-allegro-6layer.zip': writeZip(allegro6),
  'gbrjob-4layer-buried.zip': writeZip(job4Entries),
  'plain-2layer.rar': writeRar5(plain2),
  // error paths
  'not-an-archive.gbr': Buffer.from(featureGerber(10, 10)),
  'empty.zip': writeZip([]),
  'empty.rar': writeRar5([]),
  'only-directories.zip': writeZip([{ name: 'gerbers/' }, { name: '__MACOSX/._a.gbr', data: Buffer.from('x') }]),
  'nested.zip': writeZip([layer, { name: 'more/inner.zip', data: writeZip([layer]) }]),
  'nested-renamed.zip': writeZip([layer, { name: 'inner.gbr', data: writeZip([layer]), method: 'store' }]),
  'nested.rar': writeRar5([{ name: 'a.gbr', data: Buffer.from(featureGerber(10, 10)) }, { name: 'inner.7z', data: Buffer.from('x') }]),
  'traversal.zip': writeZip([layer, text('../evil.gbr', featureGerber(10, 10))]),
  'traversal-backslash.zip': writeZip([text('gerbers\\..\\..\\evil.gbr', featureGerber(10, 10))]),
  'traversal-absolute.zip': writeZip([text('/etc/evil.gbr', featureGerber(10, 10))]),
  'traversal-drive.zip': writeZip([text('C:\\evil.gbr', featureGerber(10, 10))]),
  'traversal.rar': writeRar5([{ name: '../evil.gbr', data: Buffer.from(featureGerber(10, 10)) }]),
  'symlink.zip': writeZip([layer, { name: 'link.gbr', data: Buffer.from('/etc/passwd'), unixMode: 0o120777, method: 'store' }]),
  'encrypted.zip': writeZip([{ ...layer, encrypted: true }]),
  'too-many-entries.zip': writeZip(Array.from({ length: 501 }, (_, i) => ({ name: `f${i}.txt`, data: Buffer.from('x'), method: 'store' as const }))),
  'corrupt.zip': writeZip([layer]).subarray(0, 40),
};

fs.mkdirSync(OUT, { recursive: true });
for (const [name, data] of Object.entries(files)) {
  fs.writeFileSync(path.join(OUT, name), data);
  console.log(`${name}\t${data.length} bytes`);
}
