// The partner programs' calls (route maps: src/shared/routes/licensed.ts, distributor.ts): the licensed products
// and the distributor record of the signed-in account, and the public distributor list.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';

export const LICENSED_KEY = ['partners', 'licensed'] as const;
export const DISTRIBUTOR_KEY = ['partners', 'distributor'] as const;

export const useMyLicensedPrograms = (enabled = true) =>
  useQuery({ queryKey: LICENSED_KEY, queryFn: ({ signal }) => call('GET /v1/licensed/programs', {}, { signal }), enabled });

export const useMyDistributor = (enabled = true) =>
  useQuery({ queryKey: DISTRIBUTOR_KEY, queryFn: ({ signal }) => call('GET /v1/distributor/me', {}, { signal }), enabled });

export const useDistributorDisplay = () =>
  useQuery({ queryKey: ['partners', 'display'], queryFn: ({ signal }) => call('GET /visual/distributor/display', {}, { signal }) });

export const useAcceptContract = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call('POST /v1/distributor/contract', { body: { accept: true } }),
    onSuccess: (data) => qc.setQueryData(DISTRIBUTOR_KEY, data),
  });
};
