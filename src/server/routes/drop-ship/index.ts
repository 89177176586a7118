// Drop shipping (issue 15; route map: src/shared/routes/drop-ship.ts): the customer's storage, address lists and their
// fees, and the console's stock grants and tracking numbers.
import type { FastifyPluginAsync } from 'fastify';
import { dropShipUploadFieldsSchema } from '../../../shared/contracts/drop-ship';
import { dropShipAccess, dropShipListDetail, dropShipOverview } from '../../commands/drop-ship/overview';
import { uploadDropShipList } from '../../commands/drop-ship/upload-list';
import { submitDropShipList } from '../../commands/drop-ship/submit-list';
import { enterDropShipTracking, grantDropShipStock, staffDropShip } from '../../commands/drop-ship/staff-drop-ship';
import { AppError } from '../../http/errors';
import { ApiCode } from '../../../shared/api';
import { readOneFile } from '../../http/multipart';
import { serveOn } from '../../http/serve';

/** Per client address, like the other uploads: each call starts a worker job. */
const UPLOAD_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;
const fileMissing = () => new AppError(ApiCode.validation, 422, 'errors.fileMissing', 'Please choose a file.');
const tooMany = () => new AppError(ApiCode.validation, 422, 'errors.fileTypeOrSize', 'Please upload the correct file type or size.');

export const dropShipRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('GET /v1/drop-ship/access', async (req) => dropShipAccess(app.deps, req.user.id));
  serve('GET /v1/drop-ship/overview', async (req) => dropShipOverview(app.deps, req.user.id));
  serve(
    'POST /v1/drop-ship/lists',
    async (req) => {
      const { fields, file } = await readOneFile(req, dropShipUploadFieldsSchema, { missing: fileMissing, tooMany });
      return uploadDropShipList(app.deps, {
        userId: req.user.id, fileName: file.name, bytes: file.bytes, ...(fields.list_id ? { listId: Number(fields.list_id) } : {}),
      });
    },
    { config: { rateLimit: UPLOAD_RATE_LIMIT } },
  );
  serve('GET /v1/drop-ship/lists/detail', async (req) => dropShipListDetail(app.deps, req.user.id, req.query.id));
  serve('POST /v1/drop-ship/lists/submit', async (req) => submitDropShipList(app.deps, req.user.id, req.body.id));

  serve('GET /v1/staff/drop-ship', async () => staffDropShip(app.deps.db));
  serve('POST /v1/staff/drop-ship/stock', async (req) =>
    grantDropShipStock(app.deps, { staffId: req.user.id, email: req.body.email, item: req.body.item, description: req.body.description, quantity: req.body.quantity }));
  serve('POST /v1/staff/drop-ship/tracking', async (req) =>
    enterDropShipTracking(app.deps, { staffId: req.user.id, packageId: req.body.package_id, trackingNumber: req.body.tracking_number }));
};
