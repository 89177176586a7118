// Reading STEP/IGES models in the CAD worker: the real samples in ../shared/models (skipped with a message when
// absent), a STEP that only references external files, content sniffing and the size cap checked before work.
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { CadReadError } from './limits';
import { sniffCad } from './sniff-cad';
import { meshVolume } from './read-cad';
import { CadWorkerPool, readCadInWorker } from './worker-pool';
import { PREVIEW_MAX_TRIANGLES } from './preview-mesh';

/** A binary STL's triangle count (checked against its length: 84 + 50·n bytes) and the box of its vertices. */
const stlOf = (bytes: Uint8Array) => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const n = view.getUint32(80, true);
  expect(bytes.length).toBe(84 + 50 * n);
  const lo = [Infinity, Infinity, Infinity];
  const hi = [-Infinity, -Infinity, -Infinity];
  for (let t = 0; t < n; t++) {
    for (let f = 0; f < 9; f++) {
      const v = view.getFloat32(84 + 50 * t + 12 + 4 * f, true);
      lo[f % 3] = Math.min(lo[f % 3] ?? 0, v);
      hi[f % 3] = Math.max(hi[f % 3] ?? 0, v);
    }
  }
  return { triangles: n, size: [0, 1, 2].map((k) => (hi[k] ?? 0) - (lo[k] ?? 0)) };
};

const MODELS = new URL('../../../../../../shared/models/', import.meta.url);
const model = (name: string): Buffer | null => {
  const url = new URL(name, MODELS);
  return fs.existsSync(url) ? fs.readFileSync(url) : null;
};
const haveModels = model('big.step') !== null;
if (!haveModels) console.warn('CAD sample models not found in ../shared/models: the real-file tests are skipped');

const pool = new CadWorkerPool({ size: 1 });
afterAll(() => pool.close());

/** A STEP whose only product is a reference to another file: no geometry of its own. */
const EXTERNAL_ONLY = `ISO-10303-21;
HEADER;
FILE_DESCRIPTION(('external reference only'),'2;1');
FILE_NAME('asm.stp','2026-11-25T00:00:00',(''),(''),'','','');
FILE_SCHEMA(('AUTOMOTIVE_DESIGN { 1 0 10303 214 1 1 1 1 }'));
ENDSEC;
DATA;
#1=APPLICATION_CONTEXT('automotive_design');
#2=PRODUCT_CONTEXT('',#1,'mechanical');
#3=PRODUCT('bracket','bracket','',(#2));
#4=PRODUCT_DEFINITION_FORMATION('','',#3);
#5=PRODUCT_DEFINITION_CONTEXT('part definition',#1,'design');
#6=PRODUCT_DEFINITION('design','',#4,#5);
#7=DOCUMENT_TYPE('');
#8=DOCUMENT_FILE('bracket.stp','','',#7,'',$);
#9=APPLIED_DOCUMENT_REFERENCE(#8,'',(#6));
ENDSEC;
END-ISO-10303-21;
`;

describe('sniffCad', () => {
  it('knows STEP and IGES by content, not by name', () => {
    expect(sniffCad(Buffer.from(EXTERNAL_ONLY))).toBe('step');
    const iges = `${'Part exported for a quote'.padEnd(72)}S      1\n`;
    expect(sniffCad(Buffer.from(iges))).toBe('iges');
    expect(sniffCad(Buffer.from('solid cube\nfacet normal 0 0 1\n'))).toBeNull();
    expect(sniffCad(Buffer.from('%PDF-1.7\n'))).toBeNull();
  });
});

describe('meshVolume', () => {
  it('measures a unit cube made of 12 triangles as 1, whichever way it is wound', () => {
    const p = [0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0, 0, 0, 1, 1, 0, 1, 1, 1, 1, 0, 1, 1];
    const i = [0, 2, 1, 0, 3, 2, 4, 5, 6, 4, 6, 7, 0, 1, 5, 0, 5, 4, 1, 2, 6, 1, 6, 5, 2, 3, 7, 2, 7, 6, 3, 0, 4, 3, 4, 7];
    expect(meshVolume(p, i)).toBeCloseTo(1, 10);
    expect(meshVolume(p, i.slice().reverse())).toBeCloseTo(1, 10);
  });
});

describe('readCadInWorker', () => {
  it.skipIf(!haveModels)('reads the cube modelled in mm (points at 0 and 1.E+03, MILLI METRE): 1000 mm a side, 1 m³, one solid', async () => {
    const { analysis, preview } = await readCadInWorker(model('test_testfiles_cube-units_cube-mm.step') ?? Buffer.alloc(0), { pool });
    expect(analysis).toMatchObject({ format: 'step', solids: 1, size_mm: { x: 1000, y: 1000, z: 1000 } });
    expect(analysis.volume_mm3).toBeCloseTo(1e9, -3);
    // the preview for the viewer: the whole tessellation (far under the cap), the same 1000 mm cube
    const stl = stlOf(preview);
    expect(stl.triangles).toBe(analysis.triangles);
    for (const side of stl.size) expect(side).toBeCloseTo(1000, 3);
  }, 60_000);

  it.skipIf(!haveModels)('reads the sample assembly: 18 solids, 764,430 mm³ (models/README.md)', async () => {
    const { analysis, preview } = await readCadInWorker(model('big.step') ?? Buffer.alloc(0), { pool });
    expect(analysis.solids).toBe(18);
    // tessellated curved faces lose a little volume: within 1 %
    expect(Math.abs(analysis.volume_mm3 - 764_430) / 764_430).toBeLessThan(0.01);
    expect(analysis.size_mm.x).toBeGreaterThan(0);
    // the preview: at most the cap, and still the assembly's outline (within 3 % of the box, a grid cell is ~1.4 %)
    const stl = stlOf(preview);
    expect(stl.triangles).toBeGreaterThan(0);
    expect(stl.triangles).toBeLessThanOrEqual(PREVIEW_MAX_TRIANGLES);
    const box = [analysis.size_mm.x, analysis.size_mm.y, analysis.size_mm.z];
    stl.size.forEach((side, k) => expect(Math.abs(side - (box[k] ?? 0))).toBeLessThan(0.03 * Math.max(...box)));
  }, 60_000);

  it('refuses a STEP with only external references: no solids', async () => {
    const err = await readCadInWorker(Buffer.from(EXTERNAL_ONLY), { pool }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CadReadError);
    expect((err as CadReadError).reason).toBe('noSolids');
  }, 60_000);

  it('refuses other files by content, and a file over the size cap before reading it', async () => {
    const stl = await readCadInWorker(Buffer.from('solid x\nendsolid x\n'), { pool }).catch((e: unknown) => e);
    expect((stl as CadReadError).reason).toBe('wrongType');
    const big = await readCadInWorker(Buffer.from(EXTERNAL_ONLY), { pool, limits: { maxBytes: 100 } }).catch((e: unknown) => e);
    expect((big as CadReadError).reason).toBe('tooLarge');
  }, 60_000);

  it.skipIf(!haveModels)('reports a read over its time limit as unreadable and keeps serving', async () => {
    const err = await readCadInWorker(model('big.step') ?? Buffer.alloc(0), { pool, timeoutMs: 50 }).catch((e: unknown) => e);
    expect((err as CadReadError).reason).toBe('unreadable');
    const { analysis } = await readCadInWorker(model('test_testfiles_simple-basic-cube_cube.stp') ?? Buffer.alloc(0), { pool });
    expect(analysis.solids).toBeGreaterThan(0);
  }, 60_000);
});
