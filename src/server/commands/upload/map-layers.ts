// POST /upload/file/:id/layers: the customer places files the analysis left unknown, and the archive is analysed
// and drawn again with that mapping (the files library applies a mapping by re-running). New previews replace the
// old ones; the old preview files are removed once the row points at the new ones.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { uploads } from '../../db/schema/index';
import type { LayerMapping } from '../../integrations/files/gerber/layer-types';
import { newStorageKey, storageFor } from '../../integrations/storage/index';
import type { LayerMappingBody, Upload, UploadAnalysis } from '../../../shared/contracts/upload';
import { findOwnUpload } from './find-upload';
import { presentUpload } from './present-upload';
import { runAnalysis } from './run-analysis';
import { uploadError } from './upload-errors';

export const mapLayers = async (
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  ownerId: number,
  id: string,
  body: LayerMappingBody,
): Promise<Upload> => {
  const row = await findOwnUpload(deps.db, ownerId, id);
  const known = new Set((row.analysis as UploadAnalysis).layers.map((l) => l.name));
  const unknown = Object.keys(body.mapping).filter((name) => !known.has(name));
  if (unknown.length > 0) throw uploadError('unknownLayer', Object.fromEntries(unknown.map((n) => [`mapping.${n}`, 'upload.unknownLayer'])));

  const mapping: LayerMapping = {};
  for (const [name, m] of Object.entries(body.mapping)) mapping[name] = { type: m.type, side: m.side, copperIndex: m.copper_index ?? null };

  const storage = storageFor(deps.config);
  const archive = await storage.get(row.storageKey);
  if (!archive) throw new Error(`upload ${row.id}: archive missing from storage`);
  const outcome = await runAnalysis(archive, mapping);

  const topKey = outcome.previews ? newStorageKey('svg') : row.previewTopKey;
  const bottomKey = outcome.previews ? newStorageKey('svg') : row.previewBottomKey;
  if (outcome.previews && topKey && bottomKey) {
    await storage.put(topKey, outcome.previews.top);
    await storage.put(bottomKey, outcome.previews.bottom);
  }
  const [updated] = await deps.db
    .update(uploads)
    .set({ status: outcome.status, analysis: outcome.analysis, previewTopKey: topKey, previewBottomKey: bottomKey, updatedAt: deps.clock.now() })
    .where(eq(uploads.id, row.id))
    .returning();
  if (!updated) throw new Error(`upload ${row.id} vanished`);
  if (outcome.previews) {
    const old = [row.previewTopKey, row.previewBottomKey].filter((k): k is string => k !== null);
    await Promise.allSettled(old.map((k) => storage.delete(k)));
  }
  return presentUpload(updated);
};
