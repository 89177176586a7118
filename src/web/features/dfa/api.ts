// The customer's DFA review calls (route map: src/shared/routes/dfa.ts).
import { useQuery } from '@tanstack/react-query';
import type { RouteInput } from '../../../shared/routes/index';
import { call, href } from '../../api/client';

export const dfaKey = (orderId: number) => ['dfa', orderId] as const;

export const useDfaReview = (orderId: number) =>
  useQuery({ queryKey: dfaKey(orderId), queryFn: ({ signal }) => call('GET /v1/dfa/order', { query: { order_id: orderId } }, { signal }), enabled: orderId > 0 });

export const answerDfa = (body: RouteInput<'POST /v1/dfa/answer'>['body']) => call('POST /v1/dfa/answer', { body });

export const dfaAttachmentUrl = (issueId: number) => href('GET /v1/dfa/attachment', { query: { issue_id: issueId } });
