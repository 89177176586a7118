// Runs the Gerber analysis and previews in the worker (time limit, memory cap) and turns the outcome into what
// the upload stores: archive problems become clear 'upload.*' errors; a worker that runs out of time or memory, or
// dies, leaves the upload usable but unanalysed ('gerber.parseFailed': the customer fills the parameters by hand;
// 'gerber.tooComplex' too when a limit was hit). Nothing of it reaches the server process but that outcome.
import { ArchiveError } from '../../integrations/files/archive/errors';
import type { LayerMapping } from '../../integrations/files/gerber/layer-types';
import type { Previews } from '../../integrations/files/gerber/render';
import { analyzeAndRender, GerberWorkerError, type WorkerLimits } from '../../integrations/files/gerber/worker-client';
import type { UploadAnalysis } from '../../../shared/contracts/upload';
import { analysisDto, UNANALYSED } from './present-upload';
import { ARCHIVE_ERROR_NAMES, uploadError } from './upload-errors';

/** Per archive; the request itself may take up to 120 s (spec platform §7), so this leaves room to queue. */
const ANALYSIS_TIMEOUT_MS = 20_000;
const ANALYSIS_HEAP_MB = 512;

interface AnalysisOutcome {
  status: 'analysed' | 'unanalysed';
  analysis: UploadAnalysis;
  previews: Previews | null;
}

export const runAnalysis = async (
  bytes: Buffer,
  mapping?: LayerMapping,
  limits: WorkerLimits = { timeoutMs: ANALYSIS_TIMEOUT_MS, maxOldGenerationSizeMb: ANALYSIS_HEAP_MB },
): Promise<AnalysisOutcome> => {
  try {
    const r = await analyzeAndRender(bytes, { mapping, ...limits });
    return { status: 'analysed', analysis: analysisDto(r.analysis), previews: r.previews };
  } catch (err) {
    if (err instanceof ArchiveError) throw uploadError(ARCHIVE_ERROR_NAMES[err.reason]);
    if (err instanceof GerberWorkerError) {
      const limitHit = err.reason === 'memory' || err.reason === 'timeout';
      const analysis = limitHit ? { ...UNANALYSED, warnings: [...UNANALYSED.warnings, 'gerber.tooComplex'] } : UNANALYSED;
      return { status: 'unanalysed', analysis, previews: null };
    }
    throw err;
  }
};
