// The customer's ODM calls (route map: src/shared/routes/odm.ts): their requests, sending one, accepting a quote.
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
