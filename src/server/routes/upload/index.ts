// Design-file uploads (spec platform §7 POST /upload/file; issue 3 §4). Login only; previews and records are the
// owner's alone. The multipart size limit (20 MB) is app-wide in app.ts and answers 413 with the spec's message.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { apiQuery, envelopeSchema } from '../../../shared/api';
import {
  layerMappingBodySchema, previewParamsSchema, uploadFieldsSchema, uploadIdParamsSchema, uploadSchema, type UploadKind,
} from '../../../shared/contracts/upload';
import { getPreview, getUpload } from '../../commands/upload/get-upload';
import { mapLayers } from '../../commands/upload/map-layers';
import { uploadFile } from '../../commands/upload/upload-file';
import { uploadError } from '../../commands/upload/upload-errors';
import { requireUser } from '../../http/context';
import { ok } from '../../http/envelope';
import { invalid } from '../../http/errors';

/** Per client address: analysis is the most expensive call there is. */
const UPLOAD_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

/** An SVG is a document that could carry script: served so that a browser never runs any of it. */
const PREVIEW_HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
  'cache-control': 'private, max-age=3600',
} as const;

interface Received {
  kind: UploadKind;
  fileName: string | undefined;
  bytes: Buffer;
}

/** Reads the one file and the text fields, in whatever order the client sent them. */
const readMultipart = async (req: FastifyRequest): Promise<Received> => {
  if (!req.isMultipart()) throw uploadError('missingFile');
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | undefined;
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      // toBuffer throws the multipart size error past 20 MB, which the error handler answers with 413.
      const bytes = await part.toBuffer();
      if (file) throw uploadError('fileTypeOrSize');
      file = { name: part.filename, bytes };
    } else {
      fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
    }
  }
  const parsed = uploadFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const problems: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      if (issue.code === 'unrecognized_keys') for (const k of issue.keys) problems[k] = 'validation.unknownField';
      else problems[issue.path.join('.') || '_'] = 'validation.invalid';
    }
    throw invalid(problems);
  }
  if (!file) throw uploadError('missingFile');
  return { kind: parsed.data.kind, fileName: file.name, bytes: file.bytes };
};

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['upload'];
  app.post(
    '/upload/file',
    {
      preValidation: requireUser,
      config: { rateLimit: UPLOAD_RATE_LIMIT },
      schema: { tags, querystring: apiQuery(), response: { 200: envelopeSchema(uploadSchema) } },
    },
    async (req) => {
      const received = await readMultipart(req);
      return ok(await uploadFile(app.deps, { ownerId: req.user.id, ...received }));
    },
  );
  app.get(
    '/upload/file/:id',
    { preValidation: requireUser, schema: { tags, params: uploadIdParamsSchema, querystring: apiQuery(), response: { 200: envelopeSchema(uploadSchema) } } },
    async (req) => ok(await getUpload(app.deps, req.user.id, req.params.id)),
  );
  app.get(
    '/upload/file/:id/preview/:side',
    { preValidation: requireUser, schema: { tags, params: previewParamsSchema, querystring: apiQuery() } },
    async (req, reply) => {
      const svg = await getPreview(app.deps, req.user.id, req.params.id, req.params.side);
      return reply.headers(PREVIEW_HEADERS).type('image/svg+xml; charset=utf-8').send(svg);
    },
  );
  app.post(
    '/upload/file/:id/layers',
    {
      preValidation: requireUser,
      config: { rateLimit: UPLOAD_RATE_LIMIT },
      schema: { tags, params: uploadIdParamsSchema, querystring: apiQuery(), body: layerMappingBodySchema, response: { 200: envelopeSchema(uploadSchema) } },
    },
    async (req) => ok(await mapLayers(app.deps, req.user.id, req.params.id, req.body)),
  );
};
