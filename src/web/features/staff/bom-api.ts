// The console's BOM-check calls (route map: src/shared/routes/bom-check.ts, staff entries).
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';
import { STAFF_KEY } from './api';

export const BOM_KEY = [...STAFF_KEY, 'bom-check'] as const;

/** The queue; the nav's badge reads it too (refreshed every minute). */
export const useBomQueue = (enabled = true) =>
  useQuery({ queryKey: [...BOM_KEY, 'queue'], queryFn: ({ signal }) => call('GET /v1/staff/bom-check', {}, { signal }), enabled, refetchInterval: 60_000 });

export const useBomItem = (id: number) =>
  useQuery({ queryKey: [...BOM_KEY, 'item', id], queryFn: ({ signal }) => call('GET /v1/staff/bom-check/item', { query: { id } }, { signal }), enabled: id > 0 });

/** Catalogue parts for "another part" (the OPL's own search, priced at the line's build quantity). */
export const searchParts = (q: string, qty: number) => call('GET /opl/search', { query: { q, qty, size: 8, facets: '0' } });
