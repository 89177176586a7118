// The order pages' server calls (issue 3): parameter schema and price tables, the price that counts, add to cart,
// and the Gerber upload. The upload uses XMLHttpRequest because fetch reports no upload progress.
import type { CartParamBody, CartPriceBody } from '../../../shared/contracts/quote';
import type { CartAddBody } from '../../../shared/contracts/cart';
import type { LayerMappingBody, UploadKind } from '../../../shared/contracts/upload';
import { call, upload, type UploadProgress } from '../../api/client';

export type { UploadProgress };

export const fetchCartParam = (body: CartParamBody) => call('POST /v1/cart/cart-param', { body });
export const fetchCartPrice = (body: CartPriceBody) => call('POST /v1/cart/cart-price', { body });
export const addToCart = (body: CartAddBody) => call('POST /v1/cart/add', { body });
export const mapLayers = (fileId: string, body: LayerMappingBody) => call('POST /upload/file/:id/layers', { params: { id: fileId }, body });

/** POST /upload/file as multipart (kind first, then the file), reporting progress. */
export const uploadDesignFile = (file: File, kind: UploadKind, onProgress: (p: UploadProgress) => void, signal?: AbortSignal) =>
  upload('POST /upload/file', { fields: { kind }, file, onProgress, signal });

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
