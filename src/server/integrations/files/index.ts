// Public surface of the file-analysis library for routes and commands. Heavy work goes through analyzeAndRender
// (a pooled worker thread); readArchive / analyzeGerberArchive run in the calling thread.
export { sniffUpload, type ArchiveKind, type SniffResult } from './sniff';
export { readArchive, ArchiveError, DEFAULT_ARCHIVE_LIMITS, type ArchiveEntry, type ArchiveErrorReason, type ArchiveLimits } from './archive/read-archive';
export { analyzeGerberArchive, type AnalyzeOptions, type BoardSize, type GerberAnalysis } from './gerber/analyze';
export { GERBER_WARNINGS, type GerberWarning, type GerberWarningKey } from './gerber/messages';
export type { DrillSpan, IdentifiedLayer, LayerMapping, LayerSide, LayerType } from './gerber/layer-types';
export { LAYER_SIDES, LAYER_TYPES } from './gerber/layer-types';
export type { Previews, RenderLayer, RenderTuning } from './gerber/render';
export { analyzeAndRender, renderPreviews, GerberWorkerError, type AnalyzeAndRenderOptions, type AnalyzeAndRenderResult, type GerberWorkerErrorReason } from './gerber/worker-client';
export { closeGerberWorkers, gerberWorkerPool, GerberWorkerPool } from './gerber/worker-pool';
