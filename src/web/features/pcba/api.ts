// The PCBA order page's server calls (issue 11): the BOM read and match, the placement read, the PCBA price table,
// the library search of the "pick from library" dialog, add to cart (POST /v1/cart/add-pcba) and the test plan's binding.
import type { BomMatchBody } from '../../../shared/contracts/pcba-match';
import type { PcbaCartBody, PcbaCartItem } from '../../../shared/contracts/pcba-order';
import { call, upload, type UploadProgress } from '../../api/client';

export const readBom = (file: File, onProgress?: (p: UploadProgress) => void) =>
  upload('POST /v1/pcba/bom/read', { fields: {}, file, onProgress });
export const matchBom = (body: BomMatchBody, signal?: AbortSignal) => call('POST /v1/pcba/bom/match', { body }, { signal });
export const readPlacement = (file: File) => upload('POST /v1/pcba/placement/read', { fields: {}, file });
export const fetchPcbaTable = () => call('GET /v1/pcba/price-table');
export const searchLibrary = (q: string, qty: number, signal?: AbortSignal) =>
  call('GET /opl/search', { query: { q, qty, size: 8, facets: '0' } }, { signal });

/** POST /v1/cart/add-pcba (src/shared/contracts/pcba-order.ts): the server re-reads, re-matches and prices. */
export const addPcbaToCart = (body: PcbaCartBody): Promise<PcbaCartItem> => call('POST /v1/cart/add-pcba', { body });
/** GET /fusion-test/bind-pcba-test-to-cart: a plan uploaded on the page goes with the item just added. */
export const bindTestPlan = (planId: number, cartId: number) =>
  call('GET /fusion-test/bind-pcba-test-to-cart', { query: { plan_id: planId, cart_id: cartId } });
