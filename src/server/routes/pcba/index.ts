// PCB assembly (issue 11): POST /v1/pcba/bom/read. Login only; the multipart size limit (20 MB) is app-wide in
// app.ts and answers 413 with the spec's message.
import type { FastifyPluginAsync } from 'fastify';
import { bomReadFieldsSchema } from '../../../shared/contracts/pcba-bom';
import { bomError } from '../../commands/pcba/bom-errors';
import { readBom } from '../../commands/pcba/read-bom';
import { readOneFile } from '../../http/multipart';
import { serveOn } from '../../http/serve';

/** Per client address, like design uploads: each read starts a worker job. */
const BOM_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

export const pcbaRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve(
    'POST /v1/pcba/bom/read',
    async (req) => {
      const { file } = await readOneFile(req, bomReadFieldsSchema, { missing: () => bomError('missing'), tooMany: () => bomError('tooLarge') });
      return readBom(app.deps, { ownerId: req.user.id, fileName: file.name, bytes: file.bytes });
    },
    { config: { rateLimit: BOM_RATE_LIMIT } },
  );
};
