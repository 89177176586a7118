// The applicant's sponsorship calls (route map: src/shared/routes/sponsorship.ts).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import type { SponsorshipBody } from '../../../shared/contracts/sponsorship';

const KEY = ['sponsorship', 'mine'] as const;

export const useMySponsorships = (enabled: boolean) =>
  useQuery({ queryKey: KEY, queryFn: ({ signal }) => call('GET /v1/sponsorship/applications', {}, { signal }), enabled });

export const useApply = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SponsorshipBody) => call('POST /v1/sponsorship/applications', { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: KEY }),
  });
};
