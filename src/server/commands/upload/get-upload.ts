// GET /upload/file/:id and GET /upload/file/:id/preview/:side: owner only (another customer's id is a 404).
import type { Deps } from '../../deps';
import { storageFor } from '../../integrations/storage/index';
import { notFound } from '../../http/errors';
import type { Upload } from '../../../shared/contracts/upload';
import { findOwnUpload } from './find-upload';
import { presentUpload } from './present-upload';

export const getUpload = async ({ db }: Pick<Deps, 'db'>, ownerId: number, id: string): Promise<Upload> =>
  presentUpload(await findOwnUpload(db, ownerId, id));

/** The SVG text of a preview. */
export const getPreview = async (deps: Pick<Deps, 'db' | 'config'>, ownerId: number, id: string, side: 'top' | 'bottom'): Promise<Buffer> => {
  const row = await findOwnUpload(deps.db, ownerId, id);
  const key = side === 'top' ? row.previewTopKey : row.previewBottomKey;
  const svg = key ? await storageFor(deps.config).get(key) : null;
  if (!svg) throw notFound('Preview not found.');
  return svg;
};
