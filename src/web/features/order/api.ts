// The order pages' server calls (issue 3): parameter schema and price tables, the price that counts, add to cart,
// and the Gerber upload. The upload uses XMLHttpRequest because fetch reports no upload progress.
import type { CartParam, CartParamBody, CartPrice, CartPriceBody } from '../../../shared/contracts/quote';
import type { CartAddBody, CartItem } from '../../../shared/contracts/cart';
import type { LayerMappingBody, Upload, UploadKind } from '../../../shared/contracts/upload';
import { ApiCode, GENERIC_FAILURE, type ApiEnvelope } from '../../../shared/api';
import { api, ApiError, buildUrl } from '../../api/client';

export const fetchCartParam = (body: CartParamBody) => api.post<CartParam>('/v1/cart/cart-param', body);
export const fetchCartPrice = (body: CartPriceBody) => api.post<CartPrice>('/v1/cart/cart-price', body);
export const addToCart = (body: CartAddBody) => api.post<CartItem>('/v1/cart/add', body);
export const mapLayers = (fileId: string, body: LayerMappingBody) => api.post<Upload>(`/upload/file/${fileId}/layers`, body);

export interface UploadProgress {
  /** 0–100 while the bytes travel; 'analysing' once they have all arrived and the server reads the archive. */
  phase: 'uploading' | 'analysing';
  percent: number;
}

/** Reads the server's envelope from an XHR answer the same way the fetch client does. */
const settle = (xhr: XMLHttpRequest): Upload => {
  let payload: ApiEnvelope<Upload> | undefined;
  try {
    payload = JSON.parse(xhr.responseText) as ApiEnvelope<Upload>;
  } catch {
    payload = undefined;
  }
  if (!payload || typeof payload.code !== 'number') {
    // A proxy's 413 page, for instance: the size message is the useful one.
    const key = xhr.status === 413 ? 'upload.fileTypeOrSize' : 'errors.generic';
    throw new ApiError(ApiCode.failed, GENERIC_FAILURE, key, undefined, xhr.status);
  }
  if (payload.code === 0 || payload.code === 200) return payload.data;
  throw new ApiError(payload.code, payload.msg, payload.key, payload.fields, xhr.status, payload.request_id);
};

/** POST /upload/file as multipart (kind first, then the file), reporting progress. */
export const uploadDesignFile = (file: File, kind: UploadKind, onProgress: (p: UploadProgress) => void, signal?: AbortSignal): Promise<Upload> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl('/upload/file'));
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress({ phase: 'uploading', percent: Math.min(100, Math.round((e.loaded / e.total) * 100)) });
    };
    // All bytes sent: the server now unpacks, identifies and draws the board.
    xhr.upload.onload = () => onProgress({ phase: 'analysing', percent: 100 });
    xhr.onload = () => {
      try {
        resolve(settle(xhr));
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    };
    xhr.onerror = () => reject(new ApiError(ApiCode.failed, GENERIC_FAILURE, 'errors.network', undefined, 0));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file, file.name);
    onProgress({ phase: 'uploading', percent: 0 });
    xhr.send(form);
  });

/**
 * A v4 UUID for the add-to-cart request id. crypto.randomUUID exists only in secure contexts, and the Japanese
 * edition may be served over plain http on a non-localhost name, so fall back to getRandomValues.
 */
export const newRequestId = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
