// CNC machining and cable assembly (issue 12): the model upload (read in the CAD worker), the PDF drawing, and the
// cable's instant price. Signed-in uploads; the app-wide multipart limit (20 MB) answers 413 first, the model's
// own 8 MB cap 422 errors.cadTooLarge.
import type { FastifyPluginAsync } from 'fastify';
import { cncFileFieldsSchema } from '../../../shared/contracts/cnc';
import { priceCableItem } from '../../commands/cnc/price-cable';
import { uploadCncDrawing, uploadCncModel } from '../../commands/cnc/upload-cnc-file';
import { uploadError } from '../../commands/upload/upload-errors';
import { readOneFile } from '../../http/multipart';
import { serveOn } from '../../http/serve';

/** Per client address, like design uploads: each call stores a file (and a model read costs seconds). */
const UPLOAD_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;
const refusals = { missing: () => uploadError('missingFile'), tooMany: () => uploadError('fileTypeOrSize') };

export const cncRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve(
    'POST /v1/cnc/model',
    async (req) => {
      const { file } = await readOneFile(req, cncFileFieldsSchema, refusals);
      return uploadCncModel(app.deps, { ownerId: req.user.id, fileName: file.name, bytes: file.bytes });
    },
    { config: { rateLimit: UPLOAD_RATE_LIMIT } },
  );
  serve(
    'POST /v1/cnc/drawing',
    async (req) => {
      const { file } = await readOneFile(req, cncFileFieldsSchema, refusals);
      return uploadCncDrawing(app.deps, { ownerId: req.user.id, fileName: file.name, bytes: file.bytes });
    },
    { config: { rateLimit: UPLOAD_RATE_LIMIT } },
  );
  serve('POST /v1/cable/price', async (req) => priceCableItem(app.deps, req.body.values));
};
