// Data for the content pages (spec platform §7): CMS pages by key, help article lists and article bodies.
// Content changes rarely, so answers stay fresh for five minutes.
import { useQuery } from '@tanstack/react-query';
import type { CmsKey, HelpCategory } from '../../../shared/contracts/content';
import { ApiCode } from '../../../shared/api';
import { call, ApiError } from '../../api/client';

const STALE_MS = 5 * 60_000;

export const useCmsPage = (key: CmsKey) =>
  useQuery({
    queryKey: ['content', 'cms', key],
    queryFn: () => call('POST /cms/detail-by-key', { body: { key } }),
    staleTime: STALE_MS,
    retry: false,
  });

export const useArticles = (category: HelpCategory | undefined) =>
  useQuery({
    queryKey: ['content', 'articles', category],
    queryFn: ({ signal }) => call('GET /help/article', { query: { category } }, { signal }),
    enabled: category !== undefined,
    staleTime: STALE_MS,
  });

export const useArticleDetail = (id: number) =>
  useQuery({
    queryKey: ['content', 'article', id],
    queryFn: ({ signal }) => call('GET /help/article-detail', { query: { id } }, { signal }),
    staleTime: STALE_MS,
  });

/** A page or article that does not exist (404), or a key the server does not accept (400/422). */
export const isMissing = (err: unknown): boolean =>
  err instanceof ApiError && (err.code === ApiCode.notFound || err.status === 404 || err.code === ApiCode.validation);
