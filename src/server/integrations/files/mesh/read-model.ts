// One uploaded model, typed by content and measured (issue 12): 3MF (a zip), binary STL (the exact size rule), ASCII
// STL, OBJ. The name's extension is never consulted. Runs inside the mesh worker (./worker.ts).
import { analyzeMesh } from './analyze-mesh';
import { MeshReadError, resolveMeshLimits, type MeshReadLimits } from './limits';
import { read3mf } from './read-3mf';
import { looksLikeObj, readObj } from './read-obj';
import { isBinaryStl, looksLikeAsciiStl, readAsciiStl, readBinaryStl } from './read-stl';
import type { MeshAnalysis } from '../../../../shared/print3d/analysis';

const isZip = (b: Uint8Array): boolean => b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/** Text files have no NUL bytes in their first 64 KB and decode as UTF-8 (or Latin-1 comments: only ASCII matters). */
const asText = (b: Uint8Array): string | null => {
  const head = b.subarray(0, 65_536);
  if (head.includes(0)) return null;
  return Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('latin1');
};

export const readModel = async (bytes: Uint8Array, limitsIn?: Partial<MeshReadLimits>): Promise<MeshAnalysis> => {
  const limits = resolveMeshLimits(limitsIn);
  if (bytes.length === 0) throw new MeshReadError('empty');
  if (bytes.length > limits.maxBytes) throw new MeshReadError('tooLarge', `${bytes.length} bytes`);
  if (isZip(bytes)) return analyzeMesh(await read3mf(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), limits), '3mf');
  if (isBinaryStl(bytes)) return analyzeMesh(readBinaryStl(bytes, limits.maxTriangles), 'stl_binary');
  const text = asText(bytes);
  if (text !== null && looksLikeAsciiStl(text)) return analyzeMesh(readAsciiStl(text, limits.maxTriangles), 'stl_ascii');
  if (text !== null && looksLikeObj(text)) return analyzeMesh(readObj(text, limits.maxTriangles), 'obj');
  // Binary bytes whose count at byte 80 roughly fits the size but not exactly: a cut or padded binary STL.
  if (text === null && bytes.length >= 84) {
    const n = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(80, true);
    const expected = 84 + 50 * n;
    if (n > 0 && expected < bytes.length * 2 && expected * 2 > bytes.length) throw new MeshReadError('stlSize', `${bytes.length} bytes is not 84 + 50 × ${n}`);
  }
  throw new MeshReadError('wrongType');
};
