// An upload as its owner sees it. Another customer's id answers exactly like a missing one (404), so ids cannot be
// probed.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { uploads } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { owned } from '../../security/policy';

export type UploadRow = typeof uploads.$inferSelect;

export const findOwnUpload = async (db: DbOrTx, ownerId: number | undefined, id: string): Promise<UploadRow> => {
  if (ownerId === undefined) throw notFound('File not found.');
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return owned(ownerId, row, () => notFound('File not found.'));
};
