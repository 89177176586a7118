// POST /v1/order/reupload { order_id, line_id, file_id }: the customer sends a corrected design file for a line of
// an order on hold for a file problem (issue 9). The file was uploaded first through /upload/file, so it was checked
// by content and analysed in the capped worker like every upload; here it must be the customer's own, of the right
// kind, and pass the same file checks as attaching a file in the cart. It replaces the line's file; when every line
// named by the hold has its new file, the order moves 1011 → 1012 ("file re-uploaded"), where staff check it again
// (confirm → 1004, or hold again), and engineering are mailed (notify-staff.ts) in the same transaction. Another
// customer's order answers 404, like a missing one.
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { orderLines, orders } from '../../db/schema/index';
import type { OrderDetail } from '../../../shared/contracts/order';
import type { UploadAnalysis } from '../../../shared/contracts/upload';
import { OrderStatus } from '../../../shared/status/order';
import { conflict, invalid } from '../../http/errors';
import { assertQuotable, fileProblems } from '../quote/quote-engine';
import { storedQuoteInput } from '../quote/stored-input';
import { findOwnUpload } from '../upload/find-upload';
import { uploadError } from '../upload/upload-errors';
import { detailOf, findOwnOrder } from './get-order';
import type { StoredHold } from './present-order';
import { transitionOrder } from './transition-order';
import { notifyStaff } from '../mail/notify-staff';

interface Reupload {
  userId: number;
  orderId: number;
  lineId: number;
  fileId: string;
}


export const reuploadOrderFile = async ({ db, clock, config }: Pick<Deps, 'db' | 'clock' | 'config'>, r: Reupload): Promise<OrderDetail> =>
  db.transaction(async (tx) => {
    const now = clock.now();
    const { order, lines } = await findOwnOrder(tx, r.userId, r.orderId, { lock: true });
    const hold = order.hold as StoredHold | null;
    if (order.status !== OrderStatus.OnHoldFileProblem || !hold) {
      throw conflict('errors.orderNotOnHold', 'This order is not waiting for a new file.');
    }
    const line = lines.find((l) => l.id === r.lineId);
    if (!line || !hold.line_ids.includes(line.id)) throw invalid({ line_id: 'validation.invalid' }, 'This item does not wait for a new file.');
    const file = await findOwnUpload(tx, r.userId, r.fileId);
    const input = storedQuoteInput(line);
    // A PCB is made from a Gerber archive; a stencil takes its paste layers from either kind of upload.
    if (input?.product === 'pcb' && file.kind !== 'gerber') throw uploadError('wrongKind', { file_id: 'upload.wrongKind' });
    if (input) assertQuotable(fileProblems(input, file.analysis as UploadAnalysis), 'cart');
    await tx.update(orderLines).set({ uploadId: file.id, fileName: file.originalName }).where(and(eq(orderLines.id, line.id), eq(orderLines.orderId, order.id)));
    const done = [...new Set([...(hold.reuploaded_line_ids ?? []), line.id])];
    const complete = hold.line_ids.every((id) => done.includes(id));
    const next: StoredHold = { ...hold, reuploaded_line_ids: done, reuploaded_at: complete ? now.toISOString() : null };
    if (complete) {
      await transitionOrder(tx, {
        orderId: order.id, to: OrderStatus.FileReuploaded, actor: { type: 'customer', id: r.userId }, reason: `new design file ${file.originalName}`, now,
        set: { hold: next },
      });
      await notifyStaff(tx, config.staffNotifyEmail, { kind: 'file_reuploaded', orderId: order.id, orderNo: order.orderNo, fileName: file.originalName }, now);
    } else {
      await tx.update(orders).set({ hold: next, updatedAt: now }).where(eq(orders.id, order.id));
    }
    const fresh = await findOwnOrder(tx, r.userId, r.orderId);
    return detailOf(tx, fresh.order, fresh.lines);
  });
