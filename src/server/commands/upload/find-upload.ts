// An upload as its owner sees it. Another customer's id answers exactly like a missing one (404), so ids cannot be
// probed.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { uploads } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { owned } from '../../security/policy';
import { UPLOAD_KINDS } from '../../../shared/contracts/upload';

export type UploadRow = typeof uploads.$inferSelect;

/**
 * Design files (Gerber, stencil) by default: a PCBA placement file stored in the same table is not a board, so
 * wherever a design file is expected (previews, layers, cart, re-upload) its id answers like a missing one.
 */
export const findOwnUpload = async (
  db: DbOrTx, ownerId: number | undefined, id: string, kinds: readonly string[] = UPLOAD_KINDS,
): Promise<UploadRow> => {
  if (ownerId === undefined) throw notFound('File not found.');
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return owned(ownerId, row && kinds.includes(row.kind) ? row : undefined, () => notFound('File not found.'));
};
