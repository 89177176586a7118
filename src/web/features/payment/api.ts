// Payment calls (src/shared/contracts/payment.ts): start an attempt (first payment or a retry with another
// method), the payment status the result pages show, the wire-transfer instructions and the receipt upload.
import { useQuery } from '@tanstack/react-query';
import type { PaymentStart, PaymentStatusView, Receipt, WireInstructions } from '../../../shared/contracts/payment';
import { api } from '../../api/client';

export const startPayment = (orderId: number, paymentId: number) => api.post<PaymentStart>('/v1/payment/start', { order_id: orderId, payment_id: paymentId });

export const paymentStatusKey = (orderId: number) => ['payment', 'status', orderId] as const;

export const usePaymentStatus = (orderId: number | null, refetchInterval: number | false = false) =>
  useQuery({
    queryKey: paymentStatusKey(orderId ?? 0),
    queryFn: ({ signal }) => api.get<PaymentStatusView>('/v1/payment/status', { order_id: orderId ?? 0 }, signal),
    enabled: orderId !== null,
    refetchInterval,
  });

export const useWireInstructions = (orderId: number | null, paymentId: number | undefined) =>
  useQuery({
    queryKey: ['payment', 'wire', orderId, paymentId],
    queryFn: ({ signal }) => api.get<WireInstructions>('/v1/payment/wire-instructions', { order_id: orderId ?? 0, payment_id: paymentId }, signal),
    enabled: orderId !== null,
  });

export const uploadReceipt = (orderId: number, file: File, paymentId?: number) => {
  const form = new FormData();
  form.append('order_id', String(orderId));
  if (paymentId) form.append('payment_id', String(paymentId));
  form.append('file', file, file.name);
  return api.upload<Receipt>('/v1/payment/receipt', form);
};

/** Sends the browser to a provider page (the sandbox's pages are served by our server, outside the SPA). */
export const goTo = (url: string) => window.location.assign(url);
