// OPL calls (GET /opl/search, /opl/part) as react-query hooks, and the library download addresses.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OplDownloadFormat } from '../../../shared/contracts/opl';
import { call, href } from '../../api/client';
import { searchParams, type OplSearchState } from './search-state';

export const useOplSearch = (state: OplSearchState) => {
  const query = searchParams(state);
  return useQuery({
    queryKey: ['opl', 'search', query],
    queryFn: ({ signal }) => call('GET /opl/search', { query }, { signal }),
    // while the next result loads, the last one stays on screen (typing must not blank the list)
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
