// GET /v1/staff/odm/file: the bytes of a file sent with an ODM request, for sales and engineering to read. Always a
// download (an SVG or a PDF from a customer is never rendered inside the console).
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { odmFiles } from '../../db/schema/index';
import { storageFor } from '../../integrations/storage/index';
import { odmFileNotFound } from './errors';

export const staffOdmFile = async (deps: Pick<Deps, 'db' | 'config'>, fileId: string) => {
  const [f] = await deps.db.select().from(odmFiles).where(and(eq(odmFiles.id, fileId), isNotNull(odmFiles.requestId)));
  if (!f) throw odmFileNotFound();
  const bytes = await storageFor(deps.config).get(f.storageKey);
  if (!bytes) throw odmFileNotFound();
  return { name: f.originalName, contentType: f.contentType, bytes };
};
