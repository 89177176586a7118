// The 3D printing page's calls (route map entries in src/shared/routes/print3d.ts).
import { call, upload, type UploadProgress } from '../../api/client';
import type { Print3dCartAddBody } from '../../../shared/contracts/print3d';

export const fetchPrint3dTable = () => call('GET /v1/print3d/price-table');
export const uploadModel = (file: File, onProgress?: (p: UploadProgress) => void) => upload('POST /v1/print3d/model', { fields: {}, file, onProgress });
export const addPrint3dToCart = (body: Print3dCartAddBody) => call('POST /v1/print3d/cart/add', { body });
