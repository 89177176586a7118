// Reading and measuring models (issue 12 "Analysis"): the real samples in ../shared/models (skipped when absent) and
// meshes made here, with the expected numbers worked out from geometry, not copied from the output.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MeshReadError } from './limits';
import { readModel } from './read-model';
import { writeZip } from '../test-support/zip-writer';
import { asciiStl, binaryStl, boxTriangles, invert, sphereTriangles } from './mesh-fixtures';

const MODELS = '/work/shared/models';
const haveModels = fs.existsSync(`${MODELS}/utah_teapot.stl`);
const sample = (name: string): Buffer => fs.readFileSync(`${MODELS}/${name}`);

const refusal = async (bytes: Uint8Array): Promise<string> => {
  const err = await readModel(bytes).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(MeshReadError);
  return (err as MeshReadError).reason;
};

describe.skipIf(!haveModels)(`the sample models in ${MODELS}`, () => {
  if (!haveModels) console.warn(`skipped: ${MODELS} is absent (the shared 3D samples)`);

  it('reads the Utah teapot (binary STL, 9,438 triangles per the README) as one closed shell', async () => {
    const a = await readModel(sample('utah_teapot.stl'));
    expect(a).toMatchObject({ format: 'stl_binary', triangles: 9438, watertight: true, shells: 1, problems: [] });
    expect(a.volume).toBeGreaterThan(0);
  });

  it('reads a unit cube from MeshLab: volume 1, area 6', async () => {
    const a = await readModel(sample('cube_meshlab_binary.stl'));
    expect(a.volume).toBeCloseTo(1, 6);
    expect(a.area).toBeCloseTo(6, 6);
    expect(a.size).toEqual({ x: 1, y: 1, z: 1 });
    expect(a.unit_guess).toBe('inch'); // 1 unit on its longest side
  });

  it('reads the OBJ icosahedron: volume 5/12 (3 + √5) a³ for its edge a', async () => {
    const a = await readModel(sample('icosahedron.obj'));
    const edge = 2 * 0.5257311121191336;
    expect(a).toMatchObject({ format: 'obj', triangles: 20, watertight: true });
    expect(a.volume).toBeCloseTo((5 / 12) * (3 + Math.sqrt(5)) * edge ** 3, 4);
  });

  it('reads the 3MF rhombicuboctahedron in mm with its build transform: edge 50 mm, (12 + 10√2)/3 a³', async () => {
    const a = await readModel(sample('rhombicuboctahedron.3mf'));
    expect(a).toMatchObject({ format: '3mf', declared_unit: 'mm', watertight: true, shells: 1 });
    expect(a.volume! / ((12 + 10 * Math.SQRT2) / 3) / 50 ** 3).toBeCloseTo(1, 3);
  });

  it('reads the ASCII STL sample and finds the binary one open', async () => {
    expect((await readModel(sample('stl_ascii.stl'))).format).toBe('stl_ascii');
    const bin = await readModel(sample('stl_binary.stl'));
    expect(bin.watertight).toBe(false);
    expect(bin.volume).toBeNull();
    expect(bin.problems).toContain('open');
  });
});

describe('generated meshes', () => {
  it('measures a 20 × 30 × 40 box: volume 24,000, area 5,200, mm', async () => {
    const a = await readModel(binaryStl(boxTriangles(20, 30, 40)));
    expect(a).toMatchObject({ triangles: 12, shells: 1, watertight: true, inverted: false, unit_guess: 'mm', problems: [] });
    expect(a.volume).toBeCloseTo(24_000, 3);
    expect(a.area).toBeCloseTo(2 * (20 * 30 + 20 * 40 + 30 * 40), 3);
  });

  it('reads a binary STL whose header starts with "solid" as binary', async () => {
    const a = await readModel(binaryStl(boxTriangles(10, 10, 10), 'solid fooled you'));
    expect(a.format).toBe('stl_binary');
  });

  it('reads the same box written as ASCII', async () => {
    const a = await readModel(Buffer.from(asciiStl(boxTriangles(20, 30, 40))));
    expect(a.format).toBe('stl_ascii');
    expect(a.volume).toBeCloseTo(24_000, 3);
  });

  it('finds an open box (one face missing): no volume, open edges', async () => {
    const a = await readModel(binaryStl(boxTriangles(10, 10, 10).slice(2)));
    expect(a.watertight).toBe(false);
    expect(a.volume).toBeNull();
    expect(a.open_edges).toBe(4);
    expect(a.problems).toEqual(['open']);
  });

  it('reads an inside-out box as inverted with a positive volume', async () => {
    const a = await readModel(binaryStl(invert(boxTriangles(10, 10, 10))));
    expect(a).toMatchObject({ inverted: true, watertight: true });
    expect(a.volume).toBeCloseTo(1000, 3);
  });

  it('finds one flipped triangle as a non-manifold (inconsistent) mesh', async () => {
    const tris = boxTriangles(10, 10, 10);
    tris[0] = invert([tris[0]!])[0]!;
    const a = await readModel(binaryStl(tris));
    expect(a.watertight).toBe(false);
    expect(a.problems).toEqual(['nonManifold']);
  });

  it('counts two separate boxes as two shells', async () => {
    const b = boxTriangles(5, 5, 5).map((t) => t.map((v, i) => (i % 3 === 0 ? v + 20 : v)) as typeof t);
    const a = await readModel(binaryStl([...boxTriangles(5, 5, 5), ...b]));
    expect(a.shells).toBe(2);
    expect(a.volume).toBeCloseTo(250, 3);
  });

  it('guesses inches for a 2 × 1 × 0.5 part and mm for a 2 m one', async () => {
    expect((await readModel(binaryStl(boxTriangles(2, 1, 0.5)))).unit_guess).toBe('inch');
    const huge = await readModel(binaryStl(boxTriangles(2000, 1000, 500)));
    expect(huge.unit_guess).toBe('mm');
    expect(huge.size).toEqual({ x: 2000, y: 1000, z: 500 });
  });

  it('flags a closed mesh with no volume (a two-sided sheet)', async () => {
    const a = await readModel(binaryStl([[0, 0, 0, 10, 0, 0, 0, 10, 0], [0, 0, 0, 0, 10, 0, 10, 0, 0]]));
    expect(a.watertight).toBe(true);
    expect(a.problems).toEqual(['zeroVolume']);
  });

  it('measures a sphere close to 4/3 π r³', async () => {
    const a = await readModel(binaryStl(sphereTriangles(10, 20_000)));
    expect(a.watertight).toBe(true);
    expect(a.volume! / ((4 / 3) * Math.PI * 1000)).toBeCloseTo(1, 2);
  });
});

/** A 3MF of one tetrahedron (corners at the origin and 1 on each axis) in `unit`, placed by `transform`. */
const tetra3mf = (unit: string, transform: string): Buffer => {
  const model = `<?xml version="1.0"?><model unit="${unit}" xmlns="http://schemas.microsoft.com/3dmanufacturing/core/2015/02"><resources>
<object id="1" type="model"><mesh><vertices><vertex x="0" y="0" z="0"/><vertex x="1" y="0" z="0"/><vertex x="0" y="1" z="0"/><vertex x="0" y="0" z="1"/></vertices>
<triangles><triangle v1="0" v2="2" v3="1"/><triangle v1="0" v2="1" v3="3"/><triangle v1="0" v2="3" v3="2"/><triangle v1="1" v2="2" v3="3"/></triangles></mesh></object>
<object id="2" type="model"><components><component objectid="1" transform="${transform}"/></components></object></resources>
<build><item objectid="2" transform="1 0 0 0 1 0 0 0 1 100 0 0"/></build></model>`;
  return writeZip([
    { name: '_rels/.rels', data: Buffer.from('<Relationships><Relationship Target="/3D/3dmodel.model" Id="rel0" Type="http://schemas.microsoft.com/3dmanufacturing/2013/01/3dmodel"/></Relationships>') },
    { name: '3D/3dmodel.model', data: Buffer.from(model) },
  ]);
};

describe('3MF units and transforms', () => {
  it('converts inches to mm and applies the component and build transforms', async () => {
    // scaled ×2 by the component, moved 100 (inches) by the build item: volume (2 × 25.4)³ / 6 mm³
    const a = await readModel(tetra3mf('inch', '2 0 0 0 2 0 0 0 2 0 0 0'));
    expect(a).toMatchObject({ declared_unit: 'mm', watertight: true, triangles: 4 });
    expect(a.volume).toBeCloseTo((2 * 25.4) ** 3 / 6, 1);
    expect(a.min.x).toBeCloseTo(100 * 25.4, 2);
    expect(a.size.x).toBeCloseTo(2 * 25.4, 3);
  });

  it('refuses a transform that is not twelve numbers', async () => {
    expect(await refusal(tetra3mf('millimeter', '1 0 0'))).toBe('corrupt');
  });
});

describe('refusals', () => {
  it('refuses a binary STL one byte short or long of 84 + 50·n', async () => {
    const good = binaryStl(boxTriangles(10, 10, 10));
    expect(await refusal(good.subarray(0, good.length - 1))).toBe('stlSize');
    expect(await refusal(Buffer.concat([good, Buffer.alloc(1)]))).toBe('stlSize');
  });

  it('refuses a file over 10 MB before reading it', async () => {
    expect(await refusal(Buffer.alloc(10 * 1024 * 1024 + 1))).toBe('tooLarge');
  });

  it('refuses an empty file, a PNG and plain text', async () => {
    expect(await refusal(Buffer.alloc(0))).toBe('empty');
    expect(await refusal(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))).toBe('wrongType');
    expect(await refusal(Buffer.from('solid but nothing else here'))).toBe('wrongType');
  });

  it('refuses an OBJ face pointing at a vertex that does not exist', async () => {
    expect(await refusal(Buffer.from('v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 9\n'))).toBe('corrupt');
  });

  it('refuses more triangles than the cap', async () => {
    const err = await readModel(binaryStl(boxTriangles(1, 1, 1)), { maxTriangles: 5 }).catch((e: unknown) => e);
    expect((err as MeshReadError).reason).toBe('tooManyTriangles');
  });

  it('refuses a zip that is not a 3MF package', async () => {
    expect(await refusal(writeZip([{ name: 'readme.txt', data: Buffer.from('hello') }]))).toBe('corrupt');
  });
});
