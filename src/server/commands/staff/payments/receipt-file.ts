// GET /v1/staff/payment/receipt: the bytes of an order's latest uploaded wire receipt, for finance to look at.
// Receipts were checked to be PDFs on upload; they are checked again here, so whatever is stored is never served
// as something a browser would run.
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Deps } from '../../../deps';
import { orders, payments } from '../../../db/schema/index';
import { storageFor } from '../../../integrations/storage/index';
import { notFound } from '../../../http/errors';

const PDF_MAGIC = Buffer.from('%PDF-');

export const receiptFile = async (deps: Pick<Deps, 'db' | 'config'>, orderId: number): Promise<{ orderNo: string; bytes: Buffer; pdf: boolean }> => {
  const [row] = await deps.db
    .select({ key: payments.receiptKey, orderNo: orders.orderNo })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.orderId, orderId), isNotNull(payments.receiptKey)))
    .orderBy(desc(payments.attemptNo))
    .limit(1);
  if (!row?.key) throw notFound('No receipt was uploaded for this order.');
  const bytes = await storageFor(deps.config).get(row.key);
  if (!bytes) throw notFound('The receipt file is missing.');
  return { orderNo: row.orderNo, bytes, pdf: bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC) };
};
