// OPL calls (GET /opl/search, /opl/part) as react-query hooks, and the library download address.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OplDownloadFormat, OplPartDetail, OplSearchResult } from '../../../shared/contracts/opl';
import { api, buildUrl } from '../../api/client';
import { searchParams, type OplSearchState } from './search-state';

export const useOplSearch = (state: OplSearchState) => {
  const query = searchParams(state);
  return useQuery({
    queryKey: ['opl', 'search', query],
    queryFn: ({ signal }) => api.get<OplSearchResult>('/opl/search', query, signal),
    // while the next result loads, the last one stays on screen (typing must not blank the list)
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
};

export const useOplPart = (sku: string) =>
  useQuery({
    queryKey: ['opl', 'part', sku],
    queryFn: ({ signal }) => api.get<OplPartDetail>('/opl/part', { sku }, signal),
    retry: false,
  });

/** The library file of one part. */
export const partLibraryUrl = (sku: string, format: OplDownloadFormat): string => buildUrl('/opl/library', { sku, format });

/** The library file of a search result (the server caps it). */
export const resultLibraryUrl = (state: OplSearchState, format: OplDownloadFormat): string => {
  const { sort: _sort, qty: _qty, page: _page, ...filters } = searchParams(state);
  return buildUrl('/opl/library', { ...filters, format });
};
