// One rule per CAD tool's habit (issue 8 §1), on tiny Gerber texts written here: sets without X2 attributes are
// placed by the tool's own comments, then by the words and extensions of their names.
import { describe, expect, it } from 'vitest';
import { excellon, featureGerber, outlineGerber } from '../test-support/gerber-text';
import { writeZip } from '../test-support/zip-writer';
import { analyzeEntriesForRender, analyzeGerberArchive } from './analyze';
import { detectFormat } from './content';
import { identifyLayers } from './identify';
import { classifyWords } from './name-words';
import { readToolHint, statedBoardSize } from './tool-hints';

const entry = (name: string, body: string) => ({ name, data: Buffer.from(body) });
const find = (result: ReturnType<typeof identifyLayers>, name: string) => result.layers.find((l) => l.name === name);
const roles = (result: ReturnType<typeof identifyLayers>) =>
  Object.fromEntries(result.layers.map((l) => [l.name, [l.type, l.side, l.copperIndex].filter((v) => v !== null).join(' ')]));
/** The set's copper count, and each named file's 'type side index'. */
const expectSet = (result: ReturnType<typeof identifyLayers>, copper: number, expected: Record<string, string>): void => {
  expect(result.copperLayers).toBe(copper);
  expect(roles(result)).toMatchObject(expected);
};

/** An Allegro film: the identification record Allegro writes, then a pad and a trace. */
const allegroFilm = (film: string, layers: string[]): string =>
  [
    'G04 ================== begin FILE IDENTIFICATION RECORD ==================*',
    'G04 Layout Name:  board.brd*',
    `G04 Film Name:    ${film}*`,
    'G04 File Format:  Gerber RS274X*',
    'G04 File Origin:  Cadence Allegro 17.2-061*',
    'G04 *',
    ...layers.map((l) => `G04 Layer:  ${l}*`),
    'G04 *',
    'G04 ================== end FILE IDENTIFICATION RECORD ====================*',
    '%FSLAX25Y25*%',
    '%MOIN*%',
    '%ADD10C,0.01*%',
    '%ADD11C,0.06*%',
    'D11*',
    'X100000Y100000D03*',
    'D10*',
    'X100000Y100000D02*',
    'X200000Y100000D01*',
    'M02*',
  ].join('\n') + '\n';

describe('Cadence Allegro: the films say what they hold', () => {
  const films = [
    entry('art01.art', allegroFilm('art01', ['BOARD GEOMETRY/TOOLING_CORNERS', 'VIA CLASS/TOP', 'PIN/TOP', 'ETCH/TOP', 'DRAWING FORMAT/TITLE_BLOCK'])),
    entry('art02.art', allegroFilm('art02', ['VIA CLASS/GND', 'PIN/GND', 'ETCH/GND'])),
    entry('art03.art', allegroFilm('art03', ['VIA CLASS/PWR', 'PIN/PWR', 'ETCH/PWR'])),
    entry('art04.art', allegroFilm('art04', ['PIN/BOTTOM', 'ETCH/BOTTOM'])),
    entry('smt.art', allegroFilm('smt', ['PIN/SOLDERMASK_TOP', 'BOARD GEOMETRY/SOLDERMASK_TOP'])),
    entry('smb.art', allegroFilm('smb', ['PIN/SOLDERMASK_BOTTOM'])),
    entry('pst.art', allegroFilm('pst', ['PIN/PASTEMASK_TOP'])),
    entry('sst.art', allegroFilm('sst', ['PACKAGE GEOMETRY/SILKSCREEN_TOP', 'REF DES/SILKSCREEN_TOP'])),
    entry('ssb.art', allegroFilm('ssb', ['MANUFACTURING/AUTOSILK_BOTTOM'])),
    entry('fab.art', allegroFilm('fab', ['MANUFACTURING/NCLEGEND-1-4', 'DRAWING FORMAT/OUTLINE', 'BOARD GEOMETRY/OUTLINE', 'BOARD GEOMETRY/DIMENSION'])),
    entry('dim.art', allegroFilm('dim', ['BOARD GEOMETRY/OUTLINE'])),
    entry('ncdrill-1-4.drl', excellon([[1, 1]])),
  ];

  it('ETCH is copper (inner ones ordered by the film number), masks, paste and silkscreen by subclass', () => {
    const result = identifyLayers(films);
    expectSet(result, 4, {
      'art01.art': 'copper top 1',
      'art02.art': 'copper inner 2',
      'art03.art': 'copper inner 3',
      'art04.art': 'copper bottom 4',
      'smt.art': 'soldermask top',
      'smb.art': 'soldermask bottom',
      'pst.art': 'solderpaste top',
      'sst.art': 'silkscreen top',
      'ssb.art': 'silkscreen bottom',
      'fab.art': 'drawing',
      'dim.art': 'outline all',
      'ncdrill-1-4.drl': 'drill all',
    });
    expect(result.layers.filter((l) => l.format === 'gerber').every((l) => l.source === 'content')).toBe(true);
  });

  it('a film with the board outline and drawing classes is a drawing that draws the outline', () => {
    expect(readToolHint(allegroFilm('fab', ['DRAWING FORMAT/FAB', 'BOARD GEOMETRY/OUTLINE']), 'fab.art')).toMatchObject({ type: 'drawing', drawsOutline: true });
    expect(readToolHint(allegroFilm('x', ['BOARD GEOMETRY/OUTLINE']), 'x.art')).toMatchObject({ type: 'outline' });
  });
});

describe('hints other tools write inside the file', () => {
  it('reads one-word layer comments and gEDA titles', () => {
    expect(readToolHint('G04 Layer:                TopSolderMask*\n%FSLAX33Y33*%\n', 'a.gbr')).toMatchObject({ type: 'soldermask', side: 'top' });
    expect(readToolHint('G04 Title: board, topsilk *\nG04 Creator: pcb 20140316 *\n', 'a.gbr')).toMatchObject({ type: 'silkscreen', side: 'top' });
    expect(readToolHint('G04 Title: board, solder *\n', 'a.gbr')).toMatchObject({ type: 'copper', side: 'bottom' });
    expect(readToolHint('G04 Title: board, group2 *\n', 'a.gbr')).toMatchObject({ type: 'copper', copperOrder: 2 });
    // EasyEDA names drawing groups with %LN, and its 2016 'Layer name :BOTTOM SOLDER LAYER' is a mask: neither is read
    expect(readToolHint('%LNVIA PAD TRACK COPPERAREA*%\n', 'a.gbr')).toBeNull();
    expect(readToolHint('G04 ---------------------------- Layer name :BOTTOM SOLDER LAYER*\n', 'a.gbr')).toBeNull();
    expect(readToolHint('G04 PADS 9.3 generated Gerber*\nG04 Layer Name GPS.pcb - circuitry*\n', 'a.gbr')).toBeNull();
  });

  it('reads the board size a gEDA header states', () => {
    expect(statedBoardSize('G04 PCB-Dimensions (mil): 2000.00 1500.00 *\n')).toEqual({ widthMm: 50.8, heightMm: 38.1 });
    expect(statedBoardSize('G04 PCB-Dimensions (mm): 40.00 30.00 *\n')).toEqual({ widthMm: 40, heightMm: 30 });
    expect(statedBoardSize('G04 nothing *\n')).toBeNull();
  });
});

describe('names', () => {
  it('type words decide before side words: SILK_TOP is silkscreen, a bare _TOP is copper', () => {
    const set = ['b_TOP.gbr', 'b_BOTTOM.gbr', 'b_SILK_TOP.gbr', 'b_SOLDERMASK_TOP.gbr', 'b_MASK_BOTTOM.gbr', 'b_PASTE_TOP.gbr', 'b_MILL.gbr', 'b.drl'];
    const result = identifyLayers(set.map((n) => entry(n, n.endsWith('.drl') ? excellon([[1, 1]]) : featureGerber(10, 10))));
    expectSet(result, 2, {
      'b_TOP.gbr': 'copper top 1',
      'b_BOTTOM.gbr': 'copper bottom 2',
      'b_SILK_TOP.gbr': 'silkscreen top',
      'b_SOLDERMASK_TOP.gbr': 'soldermask top',
      'b_MASK_BOTTOM.gbr': 'soldermask bottom',
      'b_PASTE_TOP.gbr': 'solderpaste top',
      'b_MILL.gbr': 'outline all',
      'b.drl': 'drill all',
    });
  });

  it('spells out layer abbreviations, so SMASK_TOP or an Allegro film name is never a bare side word', () => {
    const set = ['b_TOP.gbr', 'b_BOTTOM.gbr', 'b_SMASK_TOP.gbr', 'b_SST.gbr', 'b_SP_TOP.gbr', 'smc.art', 'sps.art', 'bslk.art'];
    expectSet(identifyLayers(set.map((n) => entry(n, featureGerber(10, 10)))), 2, {
      'b_SMASK_TOP.gbr': 'soldermask top',
      'b_SST.gbr': 'silkscreen top',
      'b_SP_TOP.gbr': 'solderpaste top',
      'smc.art': 'soldermask top',
      'sps.art': 'solderpaste bottom',
      'bslk.art': 'silkscreen bottom',
    });
  });

  it('splits run-together words and camel case', () => {
    expect(classifyWords('board-RevB_TOPSOLDERPASTE')).toMatchObject({ type: 'solderpaste', side: 'top' });
    expect(classifyWords('Gerber_BottomSolderMaskLayer')).toMatchObject({ type: 'soldermask', side: 'bottom' });
    expect(classifyWords('Gerber_TopLayer')).toMatchObject({ type: 'copper', side: 'top' });
    expect(classifyWords('BoardOutline')).toMatchObject({ type: 'outline' });
    expect(classifyWords('board_DRILLPHOTO')).toMatchObject({ type: 'drawing' });
    expect(classifyWords('pic18f14k50')).toBeNull(); // letters between digits are no side words
  });

  it('Mentor PADS VX: .f<n> is copper layer n, .s/.m/.p 1 and 2 are top and bottom, .d1 a drawing, .o the outline', () => {
    const names = ['b_TOP.f1', 'b_INNER2.f2', 'b_INNER3.f3', 'b_BOTTOM.f4', 'b_TOPSILKSCREEN.s1', 'b_BOTTOMSILKSCREEN.s2', 'b_TOPSOLDERMASK.m1', 'b_BOTTOMSOLDERMASK.m2', 'b_TOPSOLDERPASTE.p1', 'b_DRILLPHOTO.d1', 'b_OUTLINE.o'];
    const result = identifyLayers(names.map((n) => entry(n, n.endsWith('.o') ? outlineGerber(20, 10) : featureGerber(20, 10))));
    expectSet(result, 4, {
      'b_TOP.f1': 'copper top 1',
      'b_INNER2.f2': 'copper inner 2',
      'b_INNER3.f3': 'copper inner 3',
      'b_BOTTOM.f4': 'copper bottom 4',
      'b_TOPSILKSCREEN.s1': 'silkscreen top',
      'b_BOTTOMSILKSCREEN.s2': 'silkscreen bottom',
      'b_TOPSOLDERMASK.m1': 'soldermask top',
      'b_BOTTOMSOLDERMASK.m2': 'soldermask bottom',
      'b_TOPSOLDERPASTE.p1': 'solderpaste top',
      'b_DRILLPHOTO.d1': 'drawing',
      'b_OUTLINE.o': 'outline all',
    });
  });

  it('Mentor PADS Layout default names: art<n> copper n, then copper and document layer numbers', () => {
    const names = ['art001.pho', 'art002.pho', 'art003.pho', 'art004.pho', 'sm001021.pho', 'sm004028.pho', 'smd001023.pho', 'smd004022.pho', 'sst001026.pho', 'ssb004029.pho', 'dd001024.pho'];
    expectSet(identifyLayers(names.map((n) => entry(n, featureGerber(10, 10)))), 4, {
      'art001.pho': 'copper top 1',
      'art002.pho': 'copper inner 2',
      'art003.pho': 'copper inner 3',
      'art004.pho': 'copper bottom 4',
      'sm001021.pho': 'soldermask top',
      'sm004028.pho': 'soldermask bottom',
      'smd001023.pho': 'solderpaste top',
      'smd004022.pho': 'solderpaste bottom',
      'sst001026.pho': 'silkscreen top',
      'ssb004029.pho': 'silkscreen bottom',
      'dd001024.pho': 'drawing',
    });
  });

  it('Mentor PADS: a headerless Excellon (tool, feed and speed on one line, no M48) is a drill file', () => {
    const pads = '%\nT1C.013F095S3\nX01168Y01656\nX01088Y01672\nT2C.035F080S2\nX0112Y01792\nM30\n';
    expect(detectFormat('NCdrill.txt', Buffer.from(pads))).toBe('excellon');
    expect(detectFormat('notes.txt', Buffer.from('T1 is the first tool\nX and Y are coordinates\n'))).toBe('other');
  });

  it('Eagle: .G2L/.G3L inner copper in order, .OLN outline, .FAB drawing', () => {
    const names = ['b.GTL', 'b.G2L', 'b.G3L', 'b.GBL', 'b.OLN', 'b.FAB', 'b.GTO', 'b.TXT'];
    const result = identifyLayers(names.map((n) => entry(n, n.endsWith('.TXT') ? excellon([[1, 1]]) : featureGerber(10, 10))));
    expectSet(result, 4, { 'b.GTL': 'copper top 1', 'b.G2L': 'copper inner 2', 'b.G3L': 'copper inner 3', 'b.GBL': 'copper bottom 4', 'b.OLN': 'outline all', 'b.FAB': 'drawing' });
  });

  it('Altium/EasyEDA: a mechanical layer is the outline only when nothing else is; pad masters are no layer to make', () => {
    const withKeepOut = identifyLayers(['b.GTL', 'b.GKO', 'b.GM1', 'b.GME', 'b.GPT', 'b.GPB'].map((n) => entry(n, featureGerber(10, 10))));
    expect(roles(withKeepOut)).toMatchObject({ 'b.GKO': 'outline all', 'b.GM1': 'drawing', 'b.GME': 'drawing', 'b.GPT': 'other top', 'b.GPB': 'other bottom' });
    const alone = identifyLayers(['b.GTL', 'b.GM1', 'b.GM13'].map((n) => entry(n, featureGerber(10, 10))));
    expect(roles(alone)).toMatchObject({ 'b.GM1': 'outline all', 'b.GM13': 'drawing' });
  });
});

describe('attributes', () => {
  const job = (fn: string) => JSON.stringify({ GeneralSpecs: { LayerNumber: 2 }, FilesAttributes: [{ Path: 'b-F_Paste.gbr', FileFunction: fn }] });

  it("the layer's own X2 attribute outranks the job file (KiCad 6 writes 'SolderPaste,Top' there)", () => {
    const paste = entry('b-F_Paste.gbr', featureGerber(10, 10, { fileFunction: 'Paste,Top' }));
    expect(find(identifyLayers([paste, entry('b-job.gbrjob', job('SolderPaste,Top'))]), 'b-F_Paste.gbr')).toMatchObject({ type: 'solderpaste', side: 'top', source: 'x2' });
    const plain = entry('b-F_Paste.gbr', featureGerber(10, 10));
    expect(find(identifyLayers([plain, entry('b-job.gbrjob', job('SolderPaste,Top'))]), 'b-F_Paste.gbr')).toMatchObject({ type: 'solderpaste', source: 'gbrjob' });
  });
});

describe('outline only in a drawing', () => {
  /** A fab drawing in mm: a title frame, the board rectangle with a dimension line touching it, and a text glyph. */
  const fab = (w: number, h: number): string =>
    [
      '%FSLAX46Y46*%',
      '%MOMM*%',
      '%ADD10C,0.100000*%',
      'D10*',
      ...[[-100, -80], [200, -80], [200, 150], [-100, 150], [-100, -80]].map(([x, y], i) => `X${x! * 1e6}Y${y! * 1e6}D0${i === 0 ? 2 : 1}*`),
      ...[[0, 0], [w, 0], [w, h], [0, h], [0, 0]].map(([x, y], i) => `X${x! * 1e6}Y${y! * 1e6}D0${i === 0 ? 2 : 1}*`),
      `X${w * 1e6}Y0D02*`,
      `X${(w + 10) * 1e6}Y0D01*`, // extension line from the board corner
      ...[[120, 100], [124, 100], [124, 106], [120, 106], [120, 100]].map(([x, y], i) => `X${x! * 1e6}Y${y! * 1e6}D0${i === 0 ? 2 : 1}*`), // an 'O'
      'M02*',
    ].join('\n') + '\n';

  /** Analyses a set given as name -> text. */
  const analyse = (files: Record<string, string>) => analyzeGerberArchive(writeZip(Object.entries(files).map(([name, text]) => ({ name, data: Buffer.from(text) }))));

  it('measures the smallest loop that holds the copper pads, and writes it as the preview outline', async () => {
    const analysis = await analyse({
      'top.art': allegroFilm('top', ['ETCH/TOP']),
      'bot.gbr': featureGerber(60, 40, { fileFunction: 'Copper,L2,Bot' }),
      'fab.gbr': fab(60, 40),
      'b.drl': excellon([[5, 5]]),
    });
    expect(analysis.size).toEqual({ widthMm: 60, heightMm: 40 });
    expect(analysis.outline).toMatchObject({ name: 'fab.gbr', closed: true });
    expect(analysis.warnings).toEqual([]);
  });

  it('measures a mechanical layer (the only outline) by its board loop, not by the dimensions drawn beside it', async () => {
    const analysis = await analyse({ 'b.GTL': featureGerber(60, 40), 'b.GBL': featureGerber(60, 40), 'b.GM1': fab(60, 40), 'b.TXT': excellon([[5, 5]]) });
    expect(analysis.layers.find((l) => l.name === 'b.GM1')?.type).toBe('outline');
    expect(analysis.size).toEqual({ widthMm: 60, heightMm: 40 });
  });

  it('finds the board edge on another mechanical layer when the first one holds only a part drawing', async () => {
    const analysis = await analyse({ 'b.GTL': featureGerber(60, 40), 'b.GM13': outlineGerber(15, 10.6), 'b.GM15': fab(60, 40) });
    expect(analysis.size).toEqual({ widthMm: 60, heightMm: 40 });
  });

  it('falls back to the size a gEDA header states when no loop holds the copper', async () => {
    const header = 'G04 Title: board, top *\nG04 Creator: pcb 20140316 *\nG04 PCB-Dimensions (mil): 2000.00 1000.00 *\n';
    const { analysis, derivedOutline } = await analyzeEntriesForRender([
      entry('board.top.gbr', header + featureGerber(10, 10)),
      entry('board.bottom.gbr', header.replace(', top', ', bottom') + featureGerber(10, 10)),
    ]);
    expect(analysis.copperLayers).toBe(2);
    expect(analysis.size).toEqual({ widthMm: 50.8, heightMm: 25.4 });
    expect(derivedOutline).toBeNull();
  });
});
