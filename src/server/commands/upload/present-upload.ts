// Shapes an uploads row for the API: the stored analysis, preview URLs (served to the owner only), no storage keys.
import type { Upload, UploadAnalysis, UploadKind } from '../../../shared/contracts/upload';
import type { GerberAnalysis } from '../../integrations/files/gerber/analyze';
import type { UploadRow } from './find-upload';

/** What is stored (and answered) when the worker could not finish: the customer fills the form by hand. */
export const UNANALYSED: UploadAnalysis = {
  layers: [], copper_layers: 0, width_mm: null, height_mm: null, has_blind_buried: false, warnings: ['gerber.parseFailed'],
};

export const analysisDto = (a: GerberAnalysis): UploadAnalysis => ({
  layers: a.layers.map((l) => ({ name: l.name, type: l.type, side: l.side, copper_index: l.copperIndex, source: l.source })),
  copper_layers: a.copperLayers,
  width_mm: a.size?.widthMm ?? null,
  height_mm: a.size?.heightMm ?? null,
  has_blind_buried: a.hasBlindBuried,
  warnings: a.warnings.map((w) => w.key),
});

export const previewUrl = (id: string, side: 'top' | 'bottom'): string => `/api/upload/file/${id}/preview/${side}`;

export const presentUpload = (row: UploadRow): Upload => ({
  file_id: row.id,
  kind: row.kind as UploadKind,
  name: row.originalName,
  size: row.sizeBytes,
  status: row.status,
  analysis: row.analysis as UploadAnalysis,
  previews: row.previewTopKey && row.previewBottomKey ? { top: previewUrl(row.id, 'top'), bottom: previewUrl(row.id, 'bottom') } : null,
  created_at: row.createdAt.toISOString(),
});

/** Display name from a client file name: last path part, no control or markup characters, at most 120 characters. */
export const sanitiseFileName = (name: string | undefined): string => {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '').replace(/\s+/g, ' ').trim();
  return [...clean].slice(0, 120).join('') || 'upload';
};
