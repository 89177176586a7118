// PCB assembly placement files (issue 11 "Placement"). Signed-in only; the app-wide multipart limit (20 MB) answers
// 413 before the reader's own 2 MB cap, which answers 422 placement.tooLarge.
import type { FastifyPluginAsync } from 'fastify';
import { placementFieldsSchema } from '../../../shared/contracts/pcba-placement';
import { readPlacementUpload } from '../../commands/pcba-placement/read-placement-upload';
import { uploadError } from '../../commands/upload/upload-errors';
import { readOneFile } from '../../http/multipart';
import { serveOn } from '../../http/serve';

/** Per client address, like design uploads: each call stores a file. */
const PLACEMENT_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

export const pcbaPlacementRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve(
    'POST /v1/pcba/placement/read',
    async (req) => {
      const { file } = await readOneFile(req, placementFieldsSchema, {
        missing: () => uploadError('missingFile'), tooMany: () => uploadError('fileTypeOrSize'),
      });
      return readPlacementUpload(app.deps, { ownerId: req.user.id, fileName: file.name, bytes: file.bytes });
    },
    { config: { rateLimit: PLACEMENT_RATE_LIMIT } },
  );
};
