// The payment attempts of one order for the staff order page (each attempt is a row: a failed card payment and the
// PayPal payment that followed it both show).
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { payments } from '../../../db/schema/index';
import type { staffOrderPaymentSchema } from '../../../../shared/contracts/staff-orders';

export const orderPayments = async (db: DbOrTx, orderId: number): Promise<z.infer<typeof staffOrderPaymentSchema>[]> => {
  const rows = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.attemptNo));
  return rows.map((p) => ({
    payment_id: p.id, attempt_no: p.attemptNo, method: p.method, provider: p.provider, amount: p.amountCents.toString(), status: p.status,
    result: p.result, msg_code: p.msgCode, created_at: p.createdAt.toISOString(),
  }));
};
