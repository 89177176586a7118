// The gallery's calls (route map: src/shared/routes/gallery.ts): lists, a project, the owner's projects and order
// lines, saving, likes, comments and "order this board".
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { refreshCart } from '../cart/api';
import type { GalleryProjectBody, GalleryView } from '../../../shared/contracts/gallery';

const GALLERY = ['gallery'] as const;

export interface ListFilter {
  view: GalleryView;
  tag?: string | undefined;
  authorId?: number | undefined;
  page: number;
}

export const useGalleryList = (f: ListFilter) =>
  useQuery({
    queryKey: [...GALLERY, 'list', f],
    queryFn: ({ signal }) =>
      call('GET /v1/gallery/list', { query: { view: f.view, tag: f.tag || undefined, author_id: f.authorId, page: f.page, page_size: 12 } }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useGalleryProject = (id: number) =>
  useQuery({ queryKey: [...GALLERY, 'detail', id], queryFn: ({ signal }) => call('GET /v1/gallery/detail', { query: { id } }, { signal }), enabled: id > 0, retry: false });

export const useMyGallery = () => useQuery({ queryKey: [...GALLERY, 'mine'], queryFn: ({ signal }) => call('GET /v1/gallery/mine', {}, { signal }) });

export const useGallerySources = () => useQuery({ queryKey: [...GALLERY, 'sources'], queryFn: ({ signal }) => call('GET /v1/gallery/sources', {}, { signal }) });

export const useSaveProject = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: GalleryProjectBody }) =>
      id ? call('POST /v1/gallery/update', { body: { ...body, id } }) : call('POST /v1/gallery/create', { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: GALLERY }),
  });
};

export const useLike = (id: number) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call('POST /v1/gallery/like', { body: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...GALLERY, 'detail', id] }),
  });
};

export const useComment = (id: number) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => call('POST /v1/gallery/comment', { body: { id, body } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...GALLERY, 'detail', id] }),
  });
};

export const useOrderBoard = (id: number) => {
  const qc = useQueryClient();
  return useMutation({
    // one request id per click: a retry of the same click adds one item
    mutationFn: (requestId: string) => call('POST /v1/gallery/order', { body: { id, request_id: requestId } }),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: [...GALLERY, 'detail', id] }), refreshCart(qc)]),
  });
};
