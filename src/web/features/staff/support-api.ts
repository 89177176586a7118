// The console's support calls (route map: src/shared/routes/support.ts, staff entries).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RouteInput } from '../../../shared/routes/index';
import { call } from '../../api/client';
import { STAFF_KEY } from './api';

export type SupportSearch = NonNullable<RouteInput<'GET /v1/staff/support'>['query']>;

export const useSupportSearch = (query: SupportSearch) =>
  useQuery({
    queryKey: [...STAFF_KEY, 'support', query],
    queryFn: ({ signal }) => call('GET /v1/staff/support', { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useSupportThread = (id: number) =>
  useQuery({
    queryKey: [...STAFF_KEY, 'support-thread', id],
    queryFn: ({ signal }) => call('GET /v1/staff/support/detail', { query: { id } }, { signal }),
    enabled: id > 0,
  });

export const staffReply = (conversationId: number, message: string, attachmentIds: string[]) =>
  call('POST /v1/staff/support/reply', { body: { conversation_id: conversationId, message, attachment_ids: attachmentIds } });

export const setSupportStatus = (conversationId: number, status: 'open' | 'closed') =>
  call('POST /v1/staff/support/status', { body: { conversation_id: conversationId, status } });
