// 3MF: a zip (read with the archive reader's caps, ../archive/read-zip.ts) whose root model part is XML (read with
// fast-xml-parser; three's 3MFLoader needs DOMParser, which Node lacks: STACK-NOTES). The model's `unit` converts
// to mm, and every build item is placed with its transform, through components and their transforms.
import { XMLParser } from 'fast-xml-parser';
import { ArchiveError } from '../archive/errors';
import { readZip } from '../archive/read-zip';
import { MeshReadError, SoupBuilder, type MeshReadLimits, type TriangleSoup } from './limits';

const UNIT_MM: Record<string, number> = { micron: 0.001, millimeter: 1, centimeter: 10, inch: 25.4, foot: 304.8, meter: 1000 };

/** A 4×3 affine matrix as 3MF writes it (row vectors: p' = p · M). */
type Matrix = readonly number[];
const IDENTITY: Matrix = [1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0];

const parseMatrix = (attr: unknown): Matrix => {
  if (typeof attr !== 'string' || attr.trim() === '') return IDENTITY;
  const m = attr.trim().split(/\s+/).map(Number);
  if (m.length !== 12 || !m.every(Number.isFinite)) throw new MeshReadError('corrupt', `bad transform "${attr.slice(0, 80)}"`);
  return m;
};

/** a then b. */
const compose = (a: Matrix, b: Matrix): Matrix => {
  const r: number[] = new Array<number>(12).fill(0);
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 3; col++) {
      let v = row === 3 ? b[9 + col]! : 0;
      for (let k = 0; k < 3; k++) v += a[row * 3 + k]! * b[k * 3 + col]!;
      r[row * 3 + col] = v;
    }
  }
  return r;
};

interface XmlNode {
  [key: string]: unknown;
}

const asArray = (v: unknown): XmlNode[] => (Array.isArray(v) ? (v as XmlNode[]) : v === undefined || v === null || v === '' ? [] : [v as XmlNode]);

const ARRAYS = new Set(['object', 'vertex', 'triangle', 'component', 'item']);

const modelPath = (entries: Map<string, Buffer>): string => {
  const rels = entries.get('_rels/.rels')?.toString('utf8') ?? '';
  const target = /Target="\/?([^"]+)"[^>]*Type="[^"]*3dmodel"/i.exec(rels)?.[1] ?? /Type="[^"]*3dmodel"[^>]*Target="\/?([^"]+)"/i.exec(rels)?.[1];
  if (target && entries.has(target)) return target;
  const fallback = [...entries.keys()].find((n) => n.toLowerCase().endsWith('.model'));
  if (!fallback) throw new MeshReadError('corrupt', 'no 3D model part in the package');
  return fallback;
};

export const read3mf = async (bytes: Buffer, limits: MeshReadLimits): Promise<TriangleSoup> => {
  let list;
  try {
    list = await readZip(bytes, { maxEntries: 200, maxEntryBytes: limits.maxUnpackedBytes, maxTotalBytes: limits.maxUnpackedBytes * 2, maxRatio: 500, ratioFloorBytes: 1024 * 1024 });
  } catch (err) {
    if (err instanceof ArchiveError) throw new MeshReadError(err.reason === 'too_large' || err.reason === 'ratio' ? 'tooLarge' : 'corrupt', err.message);
    throw err;
  }
  const entries = new Map(list.map((e) => [e.name, e.data]));
  const xml = entries.get(modelPath(entries))!.toString('utf8');
  let doc: XmlNode;
  try {
    const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', removeNSPrefix: true, isArray: (name) => ARRAYS.has(name), processEntities: false });
    doc = parser.parse(xml, true) as XmlNode;
  } catch (err) {
    throw new MeshReadError('corrupt', err instanceof Error ? err.message : 'bad XML');
  }
  const model = doc.model as XmlNode | undefined;
  if (!model) throw new MeshReadError('corrupt', 'no <model> element');
  const unit = typeof model.unit === 'string' ? model.unit : 'millimeter';
  const scale = UNIT_MM[unit];
  if (scale === undefined) throw new MeshReadError('corrupt', `unknown unit "${unit}"`);

  const objects = new Map<string, XmlNode>();
  for (const o of asArray((model.resources as XmlNode | undefined)?.object)) objects.set(String(o.id), o);
  const soup = new SoupBuilder(limits.maxTriangles, 4096);

  const place = (id: string, m: Matrix, depth: number): void => {
    const o = objects.get(id);
    if (!o) throw new MeshReadError('corrupt', `object ${id} is not in the model part`);
    if (depth > 16) throw new MeshReadError('corrupt', 'components nested too deep');
    const mesh = o.mesh as XmlNode | undefined;
    if (mesh) {
      const v = asArray((mesh.vertices as XmlNode | undefined)?.vertex);
      const xyz = new Float64Array(v.length * 3);
      v.forEach((p, i) => {
        const x = Number(p.x), y = Number(p.y), z = Number(p.z);
        if (!Number.isFinite(x) || !Number.isFinite(y) || !Number.isFinite(z)) throw new MeshReadError('corrupt', 'bad vertex');
        xyz[i * 3] = (x * m[0]! + y * m[3]! + z * m[6]! + m[9]!) * scale;
        xyz[i * 3 + 1] = (x * m[1]! + y * m[4]! + z * m[7]! + m[10]!) * scale;
        xyz[i * 3 + 2] = (x * m[2]! + y * m[5]! + z * m[8]! + m[11]!) * scale;
      });
      for (const t of asArray((mesh.triangles as XmlNode | undefined)?.triangle)) {
        const a = Number(t.v1), b = Number(t.v2), c = Number(t.v3);
        for (const k of [a, b, c]) if (!Number.isInteger(k) || k < 0 || k >= v.length) throw new MeshReadError('corrupt', `triangle index ${k} out of range`);
        soup.push(xyz[a * 3]!, xyz[a * 3 + 1]!, xyz[a * 3 + 2]!, xyz[b * 3]!, xyz[b * 3 + 1]!, xyz[b * 3 + 2]!, xyz[c * 3]!, xyz[c * 3 + 1]!, xyz[c * 3 + 2]!);
      }
    }
    for (const c of asArray((o.components as XmlNode | undefined)?.component)) place(String(c.objectid), compose(parseMatrix(c.transform), m), depth + 1);
  };

  const items = asArray((model.build as XmlNode | undefined)?.item);
  if (items.length === 0) throw new MeshReadError('corrupt', 'the build has no items');
  for (const item of items) place(String(item.objectid), parseMatrix(item.transform), 0);
  return soup.soup('mm');
};
