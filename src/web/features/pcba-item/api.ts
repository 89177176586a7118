// The customer's PCBA item lines (route map: src/shared/routes/bom-check.ts, customer entries).
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';

export const PCBA_ITEM_KEY = ['pcba-item'] as const;

export const usePcbaItem = (id: number) =>
  useQuery({ queryKey: [...PCBA_ITEM_KEY, id], queryFn: ({ signal }) => call('GET /v1/pcba/items/:id/lines', { params: { id } }, { signal }), enabled: id > 0, retry: false });
