// The review and shared-link calls (route map: src/shared/routes/reviews.ts).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { refreshCart } from '../cart/api';
import type { ReviewBody } from '../../../shared/contracts/reviews';
import { HOME_REVIEW_LIMIT } from '../../../shared/contracts/review-limits';
import type { SharedLinkSendBody } from '../../../shared/contracts/shared-link';

export const REVIEWS_KEY = ['reviews'] as const;

export const useHomeReviews = () =>
  useQuery({ queryKey: [...REVIEWS_KEY, 'home'], queryFn: ({ signal }) => call('POST /help/get-home', { body: { limit: HOME_REVIEW_LIMIT } }, { signal }) });

export const useReviewList = (page: number, pageSize: number) =>
  useQuery({ queryKey: [...REVIEWS_KEY, 'list', page], queryFn: ({ signal }) => call('GET /v1/review/list', { query: { page, page_size: pageSize } }, { signal }) });

export const useReview = (id: number) =>
  useQuery({ queryKey: [...REVIEWS_KEY, 'one', id], queryFn: ({ signal }) => call('GET /v1/review/detail', { query: { id } }, { signal }), enabled: id > 0, retry: false });

export const useSendReview = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) => call('POST /v1/review', { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: REVIEWS_KEY }),
  });
};

export const useSharedLink = (token: string) =>
  useQuery({ queryKey: ['shared-link', token], queryFn: ({ signal }) => call('GET /v1/shared-link/view', { query: { link: token } }, { signal }), retry: false });

export const useSendSharedLink = () =>
  useMutation({ mutationFn: (body: SharedLinkSendBody) => call('POST /v1/shared-link/send', { body }) });

export const useUseSharedLink = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => call('POST /v1/shared-link/use', { body: { link: token } }),
    onSuccess: () => refreshCart(qc),
  });
};
