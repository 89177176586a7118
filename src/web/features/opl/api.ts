// OPL calls (GET /opl/search, /opl/part) as react-query hooks, and the library download addresses.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OplDownloadFormat } from '../../../shared/contracts/opl';
import { call, href } from '../../api/client';
import { searchParams, type OplSearchState } from './search-state';

/** The page of parts, without facet counts: it comes back first, and typing waits for nothing else. */
export const useOplSearch = (state: OplSearchState) => {
  const query = searchParams(state);
  return useQuery({
    queryKey: ['opl', 'search', query],
    // a newer search cancels this one (react-query aborts a call whose key nobody watches any more)
    queryFn: ({ signal }) => call('GET /opl/search', { query: { ...query, facets: '0' } }, { signal }),
    // while the next result loads, the last one stays on screen (typing must not blank the list)
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
};

/** The facet counts of a search (one part only): they depend on what is searched, not on the sort or the page.
 *  `after`: false while the page of parts is loading; the counts are asked for once it has come, so the heavier
 *  counting does not compete with it for the database (typing waits for the parts, never for the counts). */
export const useOplFacets = (state: OplSearchState, after = true) => {
  const { sort: _sort, qty: _qty, page: _page, ...filters } = searchParams(state);
  return useQuery({
    queryKey: ['opl', 'facets', filters],
    enabled: after,
    queryFn: async ({ signal }) => (await call('GET /opl/search', { query: { ...filters, size: 1 } }, { signal })).facets,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
};

export const useOplPart = (sku: string) =>
  useQuery({
    queryKey: ['opl', 'part', sku],
    queryFn: ({ signal }) => call('GET /opl/part', { query: { sku } }, { signal }),
    retry: false,
  });

/** The library file of one part. */
export const partLibraryUrl = (sku: string, format: OplDownloadFormat): string => href('GET /opl/library', { query: { sku, format } });

/** The library file of a search result (the server caps it). */
export const resultLibraryUrl = (state: OplSearchState, format: OplDownloadFormat): string => {
  const { sort: _sort, qty: _qty, page: _page, ...filters } = searchParams(state);
  return href('GET /opl/library', { query: { ...filters, format } });
};
