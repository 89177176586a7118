// Kitting (issue 13): the instant estimate (visitors too; a signed-in customer's PCB items may be in it), the kit's
// uploads, the PCB items a kit can include, and adding the kit to the cart.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { kitFileFieldsSchema } from '../../../shared/contracts/kitting';
import { addKitToCart } from '../../commands/kitting/add-kit';
import { listKitPcbs } from '../../commands/kitting/kit-pcbs';
import { priceKitting } from '../../commands/kitting/price-kit';
import { fileTypeOrSize, uploadKitFile, type KitFileKind } from '../../commands/kitting/upload-kit-file';
import { uploadError } from '../../commands/upload/upload-errors';
import { readOneFile } from '../../http/multipart';
import { serveOn } from '../../http/serve';
import { viewerId } from '../quote/index';

/** Per client address, like the other uploads: each call stores a file. */
const UPLOAD_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;
const refusals = { missing: () => uploadError('missingFile'), tooMany: fileTypeOrSize };

export const kittingRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('POST /v1/kitting/price', async (req) =>
    priceKitting(app.deps, { values: req.body.values, country: req.body.country, carrier: req.body.carrier, userId: await viewerId(req) }));
  serve('GET /v1/kitting/pcbs', async (req) => listKitPcbs(app.deps.db, req.user.id));
  const upload = async (req: FastifyRequest & { user: { id: number } }, kind: KitFileKind) => {
    const { file } = await readOneFile(req, kitFileFieldsSchema, refusals);
    return uploadKitFile(app.deps, { ownerId: req.user.id, kind, fileName: file.name, bytes: file.bytes });
  };
  serve('POST /v1/kitting/printing', async (req) => upload(req, 'kit_print'), { config: { rateLimit: UPLOAD_RATE_LIMIT } });
  serve('POST /v1/kitting/sticker', async (req) => upload(req, 'kit_sticker'), { config: { rateLimit: UPLOAD_RATE_LIMIT } });
  serve('POST /v1/cart/add-kitting', async (req) =>
    addKitToCart(app.deps, { userId: req.user.id, values: req.body.values, country: req.body.country, carrier: req.body.carrier, requestId: req.body.request_id }));
};
