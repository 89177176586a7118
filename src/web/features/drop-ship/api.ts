// Drop shipping's calls (issue 15) and the shared bits of its pages.
import { useQuery } from '@tanstack/react-query';
import i18n from '../../i18n/index';
import { call } from '../../api/client';
import type { DropShipList } from '../../../shared/contracts/drop-ship';

export const DROP_SHIP_KEY = ['drop-ship'] as const;

export const useDropShipOverview = () =>
  useQuery({ queryKey: [...DROP_SHIP_KEY, 'overview'], queryFn: ({ signal }) => call('GET /v1/drop-ship/overview', {}, { signal }) });

export const useDropShipList = (id: number) =>
  useQuery({
    queryKey: [...DROP_SHIP_KEY, 'list', id],
    queryFn: ({ signal }) => call('GET /v1/drop-ship/lists/detail', { query: { id } }, { signal }),
    enabled: id > 0,
  });

export type ListStatus = 'draft' | 'unpaid' | 'paid';
export const statusOf = (l: Pick<DropShipList, 'status' | 'paid'>): ListStatus => (l.status === 'draft' ? 'draft' : l.paid ? 'paid' : 'unpaid');
export const STATUS_COLOR: Record<ListStatus, string> = { draft: 'orange', unpaid: 'blue', paid: 'green' };

/** Dates in the edition's convention (2026年1月15日 / 15 Jan 2026). */
export const shortDate = (iso: string): string =>
  new Intl.DateTimeFormat(i18n.language === 'ja' ? 'ja-JP' : 'en-GB', { dateStyle: 'medium' }).format(new Date(iso));
