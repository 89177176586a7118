// Messages between the server and the mesh worker. Plain data only (structured clone).
import type { DoneReply } from '../worker/capped-pool';
import type { MeshAnalysis } from '../../../../shared/print3d/analysis';
import type { MeshReadErrorReason, MeshReadLimits } from './limits';

export interface MeshWorkerRequest {
  job: 'readModel';
  bytes: Uint8Array;
  limits?: Partial<MeshReadLimits>;
}

export type MeshWorkerReply =
  | { type: 'analysis'; analysis: MeshAnalysis }
  | { type: 'refused'; reason: MeshReadErrorReason; message: string }
  | { type: 'failed'; message: string };

const REPLY_TYPES = new Set(['analysis', 'refused', 'failed', 'done']);

export const isMeshWorkerReply = (value: unknown): value is MeshWorkerReply | DoneReply =>
  typeof value === 'object' && value !== null && 'type' in value && REPLY_TYPES.has(String(value.type));
