// 3D printing (issue 12): model upload (signed in; the app-wide multipart limit of 20 MB answers 413 first, the
// model's own 10 MB cap 422 print3d.file.tooLarge), the price table for the estimate, and adding parts to the cart.
import type { FastifyPluginAsync } from 'fastify';
import { modelFieldsSchema } from '../../../shared/contracts/print3d';
import { addPrint3dParts } from '../../commands/print3d/add-parts';
import { modelError } from '../../commands/print3d/model-error';
import { loadPrint3dTables } from '../../commands/print3d/tables';
import { getModel, uploadModel } from '../../commands/print3d/upload-model';
import { readOneFile } from '../../http/multipart';
import { serveOn } from '../../http/serve';

/** Per client address, like design uploads: measuring a model is one of the most expensive calls. */
const MODEL_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

export const print3dRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve(
    'POST /v1/print3d/model',
    async (req) => {
      const { file } = await readOneFile(req, modelFieldsSchema, { missing: () => modelError('missingFile'), tooMany: () => modelError('wrongType') });
      return uploadModel(app.deps, { ownerId: req.user.id, fileName: file.name, bytes: file.bytes });
    },
    { config: { rateLimit: MODEL_RATE_LIMIT } },
  );
  serve('GET /v1/print3d/model/:id', async (req) => getModel(app.deps, req.user.id, req.params.id));
  serve('GET /v1/print3d/price-table', async () => {
    const { tables, json } = await loadPrint3dTables(app.deps.db);
    return { version: tables.version, table: json.table, shipping: json.shipping };
  });
  serve('POST /v1/print3d/cart/add', async (req) =>
    addPrint3dParts(app.deps, { userId: req.user.id, parts: req.body.parts, country: req.body.country, carrier: req.body.carrier, requestId: req.body.request_id }));
};
