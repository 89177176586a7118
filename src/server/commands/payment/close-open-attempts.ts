// When an order can no longer be paid (cancelled, or paid by one attempt), its other attempts that are still open at
// a provider are closed there, so their pages take no money ("the provider page must refuse to capture for an order
// that can no longer be paid"). Outside any transaction: providers are called. A page that was submitted in the
// same instant may still capture; that capture arrives as a callback and is refunded automatically (apply-outcome).
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { payments } from '../../db/schema/index';
import { paymentsFor } from '../../integrations/payments/index';

export const closeOpenAttempts = async (deps: Deps, orderId: number, exceptPaymentId?: number): Promise<number> => {
  const open = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending'), isNotNull(payments.providerRef), ...(exceptPaymentId ? [ne(payments.id, exceptPaymentId)] : [])));
  let closed = 0;
  for (const p of open) {
    const provider = paymentsFor(deps).byName(p.provider);
    try {
      await provider?.expirePayment?.(p.providerRef as string);
    } catch (err) {
      deps.log.warn({ err, paymentId: p.id }, 'could not close an open payment at its provider');
      continue;
    }
    const moved = await deps.db
      .update(payments)
      .set({ status: 'failed', result: 'rejected', msgCode: 'cancelled', updatedAt: deps.clock.now() })
      .where(and(eq(payments.id, p.id), eq(payments.status, 'pending')))
      .returning({ id: payments.id });
    closed += moved.length;
  }
  return closed;
};
