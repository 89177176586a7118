// Design-file uploads (spec platform §7 POST /upload/file; issue 3 §4). Login only; previews and records are the
// owner's alone. The multipart size limit (20 MB) is app-wide in app.ts and answers 413 with the spec's message.
import type { FastifyPluginAsync } from 'fastify';
import { uploadFieldsSchema } from '../../../shared/contracts/upload';
import { getPreview, getUpload } from '../../commands/upload/get-upload';
import { mapLayers } from '../../commands/upload/map-layers';
import { uploadFile } from '../../commands/upload/upload-file';
import { uploadError } from '../../commands/upload/upload-errors';
import { readOneFile } from '../../http/multipart';
import { serveOn } from '../../http/serve';
import { SVG_PREVIEW_HEADERS } from '../../http/svg-preview';

/** Per client address: analysis is the most expensive call there is. */
const UPLOAD_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;


export const uploadRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve(
    'POST /upload/file',
    async (req) => {
      const { fields, file } = await readOneFile(req, uploadFieldsSchema, {
        missing: () => uploadError('missingFile'), tooMany: () => uploadError('fileTypeOrSize'),
      });
      return uploadFile(app.deps, { ownerId: req.user.id, kind: fields.kind, fileName: file.name, bytes: file.bytes });
    },
    { config: { rateLimit: UPLOAD_RATE_LIMIT } },
  );
  serve('GET /upload/file/:id', async (req) => getUpload(app.deps, req.user.id, req.params.id));
  serve('GET /upload/file/:id/preview/:side', async (req, reply) => {
    const svg = await getPreview(app.deps, req.user.id, req.params.id, req.params.side);
    return reply.headers(SVG_PREVIEW_HEADERS).type('image/svg+xml; charset=utf-8').send(svg);
  });
  serve('POST /upload/file/:id/layers', async (req) => mapLayers(app.deps, req.user.id, req.params.id, req.body), {
    config: { rateLimit: UPLOAD_RATE_LIMIT },
  });
};
