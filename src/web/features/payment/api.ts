// Payment calls (src/shared/contracts/payment.ts): start an attempt (first payment or a retry with another
// method), the payment status the result pages show, the wire-transfer instructions and the receipt upload.
import { useQuery } from '@tanstack/react-query';
import type { RouteFields, RouteInput } from '../../../shared/routes/index';
import { call, upload } from '../../api/client';

type MethodId = RouteInput<'POST /v1/payment/start'>['body']['payment_id'];
/** A wire transfer's bank (the receipt and the instructions name one). */
type WireMethodId = RouteFields<'POST /v1/payment/receipt'>['payment_id'];

/** The method comes from the page's address: the server refuses an id it does not offer (validation.paymentMethod). */
export const startPayment = (orderId: number, paymentId: number) =>
  call('POST /v1/payment/start', { body: { order_id: orderId, payment_id: paymentId as MethodId } });

export const paymentStatusKey = (orderId: number) => ['payment', 'status', orderId] as const;

export const usePaymentStatus = (orderId: number | null, refetchInterval: number | false = false) =>
  useQuery({
    queryKey: paymentStatusKey(orderId ?? 0),
    queryFn: ({ signal }) => call('GET /v1/payment/status', { query: { order_id: orderId ?? 0 } }, { signal }),
    enabled: orderId !== null,
    refetchInterval,
  });

export const useWireInstructions = (orderId: number | null, paymentId: WireMethodId) =>
  useQuery({
    queryKey: ['payment', 'wire', orderId, paymentId],
    queryFn: ({ signal }) => call('GET /v1/payment/wire-instructions', { query: { order_id: orderId ?? 0, payment_id: paymentId } }, { signal }),
    enabled: orderId !== null,
  });

export const uploadReceipt = (orderId: number, file: File, paymentId?: WireMethodId) =>
  upload('POST /v1/payment/receipt', { fields: { order_id: orderId, payment_id: paymentId || undefined }, file });

/** Sends the browser to a provider page (the sandbox's pages are served by our server, outside the SPA). */
export const goTo = (url: string) => window.location.assign(url);
