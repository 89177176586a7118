// POST /v1/payment/receipt: the customer uploads the bank receipt of a wire transfer (spec platform §4: PDF, at
// most 20 MB, from order history). The type is checked by content ('%PDF-' magic and file-type), never by name.
// The receipt is stored through the storage interface and the order moves to 1008 "payment request received,
// being confirmed"; finance are mailed (notify-staff.ts) and then confirm the payment.
import { and, desc, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Deps } from '../../deps';
import { payments } from '../../db/schema/index';
import { newStorageKey, storageFor } from '../../integrations/storage/index';
import { transitionOrder } from '../order/transition-order';
import { OrderStatus } from '../../../shared/status/order';
import { RECEIPT_MAX_BYTES, type Receipt } from '../../../shared/contracts/payment';
import { ApiCode } from '../../../shared/api';
import { AppError } from '../../http/errors';
import { insertAttempt } from './attempts';
import { receiptFileTypeOrSize } from './payment-errors';
import { mailReceiptReceived } from '../mail/mail-payment';
import { notifyStaff } from '../mail/notify-staff';
import { payableOrder } from './start-payment';

const PDF_MAGIC = Buffer.from('%PDF-');

const isPdf = async (bytes: Buffer): Promise<boolean> =>
  bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC) && (await fileTypeFromBuffer(bytes))?.ext === 'pdf';

interface UploadReceipt {
  userId: number;
  orderId: number;
  method?: 8 | 9;
  bytes: Buffer;
}

export const uploadReceipt = async (deps: Deps, r: UploadReceipt): Promise<Receipt> => {
  const order = await payableOrder(deps, r.userId, r.orderId);
  if (r.bytes.length > RECEIPT_MAX_BYTES) {
    throw new AppError(ApiCode.payloadTooLarge, 413, 'errors.fileTypeOrSize', 'Please upload the correct file type or size.');
  }
  if (r.bytes.length === 0 || !(await isPdf(r.bytes))) throw receiptFileTypeOrSize();
  const method = r.method ?? (order.paymentMethod === 9 ? 9 : 8);
  // Stored before the transaction (a file write is not transactional); an orphan file is harmless.
  const key = newStorageKey('pdf');
  await storageFor(deps.config).put(key, r.bytes);
  const now = deps.clock.now();

  return deps.db.transaction(async (tx) => {
    const [latest] = await tx.select().from(payments).where(eq(payments.orderId, order.orderId)).orderBy(desc(payments.attemptNo)).limit(1);
    let attempt;
    if (latest && latest.provider === 'wire' && latest.status === 'pending') {
      // A second receipt for the same transfer replaces the first: still one payment.
      [attempt] = await tx
        .update(payments)
        .set({ method, receiptKey: key, receiptUploadedAt: now, result: 'checkPending', updatedAt: now })
        .where(and(eq(payments.id, latest.id), eq(payments.status, 'pending')))
        .returning();
    }
    attempt ??= await insertAttempt(tx, {
      orderId: order.orderId, method, provider: 'wire', amountCents: order.amountDueCents, now, result: 'checkPending', receiptKey: key,
    });
    let status = order.status;
    if (order.status === OrderStatus.Received) {
      const moved = await transitionOrder(tx, {
        orderId: order.orderId, to: OrderStatus.PaymentBeingConfirmed, actor: { type: 'customer', id: r.userId },
        reason: 'wire transfer receipt uploaded', now, set: { paymentMethod: method },
      });
      status = moved.status;
    }
    await mailReceiptReceived(tx, order.orderId, now);
    await notifyStaff(tx, deps.config.staffNotifyEmail, { kind: 'receipt_uploaded', orderId: order.orderId, orderNo: order.orderNo }, now);
    return {
      order_id: order.orderId,
      order_status: status,
      attempt_no: attempt.attemptNo,
      result: 'checkPending',
      uploaded_at: now.toISOString(),
    };
  });
};
