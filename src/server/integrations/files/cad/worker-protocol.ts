// Messages between the server and the CAD worker. Plain data only (structured clone).
import type { DoneReply } from '../worker/capped-pool';
import type { CadAnalysis, CadReadErrorReason, CadReadLimits } from './limits';

export interface CadWorkerRequest {
  job: 'readCad';
  bytes: Uint8Array;
  limits?: Partial<CadReadLimits>;
}

export type CadWorkerReply =
  /** rssBytes: the worker's resident memory after the read (WebAssembly memory included, which the heap is not). */
  /** preview: a binary STL of at most PREVIEW_MAX_TRIANGLES triangles (preview-mesh.ts), for the page's viewer. */
  | { type: 'model'; analysis: CadAnalysis; preview: Uint8Array; rssBytes: number }
  | { type: 'refused'; reason: CadReadErrorReason; message: string }
  | { type: 'failed'; message: string };

const REPLY_TYPES = new Set(['model', 'refused', 'failed', 'done']);

export const isCadWorkerReply = (value: unknown): value is CadWorkerReply | DoneReply =>
  typeof value === 'object' && value !== null && 'type' in value && REPLY_TYPES.has(String(value.type));
