// The customer's ODM calls (route map: src/shared/routes/odm.ts): their requests, sending one, accepting or declining
// a quote; and the payment requests staff sent (src/shared/routes/custom-payment.ts).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { refreshCart } from '../cart/api';

export const ODM_KEY = ['odm', 'requests'] as const;

export const useMyOdmRequests = (enabled = true) =>
  useQuery({ queryKey: ODM_KEY, queryFn: ({ signal }) => call('GET /v1/odm/requests', {}, { signal }), enabled });

export const useAcceptQuote = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('POST /v1/odm/requests/accept', { body: { id } }),
    // the cart gained an item: its badge and page read again
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ODM_KEY }), refreshCart(qc)]),
  });
};

export const useDeclineQuote = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; reason: string }) => call('POST /v1/odm/requests/decline', { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ODM_KEY }),
  });
};

/** The payment requests staff sent (issue 13 "Customized payments"): all of them, or the one a mail links to. */
export const useMyPaymentRequests = () =>
  useQuery({ queryKey: ['payment-requests'], queryFn: ({ signal }) => call('GET /v1/user/payment-requests', {}, { signal }) });

export const usePaymentRequest = (id: number | null) =>
  useQuery({
    queryKey: ['payment-requests', id],
    queryFn: ({ signal }) => call('GET /v1/user/payment-requests/detail', { query: { id: id ?? 0 } }, { signal }),
    enabled: id !== null,
  });
