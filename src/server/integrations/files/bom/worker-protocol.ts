// Messages between the server and the BOM worker. Plain data only (structured clone).
import type { DoneReply } from '../worker/capped-pool';
import type { BomReadErrorReason, BomReadLimits, BomSheet } from './limits';

export interface BomWorkerRequest {
  job: 'readBom';
  bytes: Uint8Array;
  limits?: Partial<BomReadLimits>;
}

export type BomWorkerReply =
  | { type: 'sheet'; sheet: BomSheet }
  | { type: 'refused'; reason: BomReadErrorReason; message: string }
  | { type: 'failed'; message: string };

const REPLY_TYPES = new Set(['sheet', 'refused', 'failed', 'done']);

export const isBomWorkerReply = (value: unknown): value is BomWorkerReply | DoneReply =>
  typeof value === 'object' && value !== null && 'type' in value && REPLY_TYPES.has(String(value.type));
