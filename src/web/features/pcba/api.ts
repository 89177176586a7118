// The PCBA order page's server calls (issue 11): the BOM read and match, the placement read, the PCBA price table,
// the library search of the "pick from library" dialog, and add to cart (POST /v1/cart/add-pcba).
import type { BomMatchBody } from '../../../shared/contracts/pcba-match';
import type { CartItem } from '../../../shared/contracts/cart';
import type { PcbaCartBody } from '../../../shared/contracts/pcba-order';
import { call, upload, type UploadProgress } from '../../api/client';

export const readBom = (file: File, onProgress?: (p: UploadProgress) => void) =>
  upload('POST /v1/pcba/bom/read', { fields: {}, file, onProgress });
export const matchBom = (body: BomMatchBody, signal?: AbortSignal) => call('POST /v1/pcba/bom/match', { body }, { signal });
export const readPlacement = (file: File) => upload('POST /v1/pcba/placement/read', { fields: {}, file });
export const fetchPcbaTable = () => call('GET /v1/pcba/price-table');
export const searchLibrary = (q: string, qty: number, signal?: AbortSignal) =>
  call('GET /opl/search', { query: { q, qty, size: 8, facets: '0' } }, { signal });

/** POST /v1/cart/add-pcba (src/shared/contracts/pcba-order.ts): the server re-reads, re-matches and prices. */
export const addPcbaToCart = async (body: PcbaCartBody): Promise<CartItem> => (await call('POST /v1/cart/add-pcba', { body })).item;
