// Messages between the server and the Gerber worker. Plain data only (structured clone).
import type { ArchiveErrorReason } from '../archive/errors';
import type { ArchiveLimits } from '../archive/limits';
import type { GerberAnalysis } from './analyze';
import type { LayerMapping } from './layer-types';
import type { Previews, RenderLayer, RenderTuning } from './render';

export type WorkerRequest =
  | { job: 'analyzeAndRender'; buffer: Uint8Array; limits?: Partial<ArchiveLimits>; mapping?: LayerMapping; tuning?: RenderTuning; render: boolean }
  | { job: 'render'; layers: RenderLayer[]; outlineSegments: number | null; tuning?: RenderTuning };

export type WorkerReply =
  | { type: 'analysis'; analysis: GerberAnalysis }
  | { type: 'previews'; previews: Previews }
  | { type: 'renderFailed'; message: string }
  | { type: 'archiveError'; reason: ArchiveErrorReason; message: string }
  | { type: 'failed'; message: string }
  | { type: 'done'; peakHeapBytes: number };

const REPLY_TYPES = new Set(['analysis', 'previews', 'renderFailed', 'archiveError', 'failed', 'done']);

export const isWorkerReply = (value: unknown): value is WorkerReply =>
  typeof value === 'object' && value !== null && 'type' in value && REPLY_TYPES.has(String(value.type));
