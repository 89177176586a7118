// An upload as its owner sees it. Another customer's id answers exactly like a missing one (404), so ids cannot be
// probed.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { uploads } from '../../db/schema/index';
import { notFound } from '../../http/errors';

export type UploadRow = typeof uploads.$inferSelect;

export const findOwnUpload = async (db: DbOrTx, ownerId: number | undefined, id: string): Promise<UploadRow> => {
  if (ownerId === undefined) throw notFound('File not found.');
  const [row] = await db.select().from(uploads).where(and(eq(uploads.id, id), eq(uploads.ownerId, ownerId)));
  if (!row) throw notFound('File not found.');
  return row;
};
