// GET /v1/staff/orders/file?order_id=&line_id=: the design file a customer uploaded for one order line, for staff
// (orders.view). The bytes come from storage under the server's own key; the name shown to the browser is the
// customer's, so it is made safe for the Content-Disposition header (see attachmentDisposition).
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../../deps';
import { orderLines, uploads } from '../../../db/schema/index';
import { storageFor } from '../../../integrations/storage/index';
import { notFound } from '../../../http/errors';

export interface StoredFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

const TYPES: Record<string, string> = { zip: 'application/zip', rar: 'application/vnd.rar', pdf: 'application/pdf' };

export const orderLineFile = async (deps: Pick<Deps, 'db' | 'config'>, orderId: number, lineId: number): Promise<StoredFile> => {
  const [row] = await deps.db
    .select({ key: uploads.storageKey, name: uploads.originalName })
    .from(orderLines)
    .innerJoin(uploads, eq(uploads.id, orderLines.uploadId))
    .where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, orderId)));
  if (!row) throw notFound('File not found.');
  const bytes = await storageFor(deps.config).get(row.key);
  if (!bytes) throw notFound('File not found.');
  const ext = row.key.split('.').pop() ?? '';
  return { name: row.name, contentType: TYPES[ext] ?? 'application/octet-stream', bytes };
};

/**
 * `attachment` with an ASCII fallback name (anything outside printable ASCII, quotes, backslashes and separators
 * become "_") and the exact name as RFC 5987 `filename*`, so a customer's file name can neither break the header
 * nor smuggle a path or a second parameter.
 */
export const attachmentDisposition = (name: string): string => {
  const base = name.split(/[\\/]/).pop() || 'file';
  const ascii = base.replace(/[^\x20-\x7e]|["\\;%]/g, '_').trim() || 'file';
  const encoded = encodeURIComponent(base).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};
