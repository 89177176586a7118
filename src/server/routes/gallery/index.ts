// The design gallery (issue 14; route map: src/shared/routes/gallery.ts): public lists, project pages, pictures and
// board previews; the signed-in customer's pictures, projects, likes, comments and "order this board"; the staff
// console's moderation.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { galleryFileFieldsSchema, galleryPictureFieldsSchema } from '../../../shared/contracts/gallery';
import type { Actor } from '../../security/policy';
import { commentGalleryProject } from '../../commands/gallery/comment-project';
import { pictureMissing } from '../../commands/gallery/errors';
import { galleryFileDownload, galleryPicture, galleryPreview } from '../../commands/gallery/gallery-files';
import { getGalleryProject } from '../../commands/gallery/get-project';
import { likeGalleryProject } from '../../commands/gallery/like-project';
import { listGallery, listOwnGallery } from '../../commands/gallery/list-projects';
import { orderGalleryBoard } from '../../commands/gallery/order-board';
import { createGalleryProject, updateGalleryProject } from '../../commands/gallery/save-project';
import { listGallerySources } from '../../commands/gallery/sources';
import { moderateGalleryComment, moderateGalleryProject, staffGalleryQueue } from '../../commands/gallery/staff-gallery';
import { importGalleryFile, uploadGalleryFile } from '../../commands/gallery/upload-file';
import { uploadGalleryPicture } from '../../commands/gallery/upload-picture';
import { sendDownload } from '../../http/download';
import { readOneFile } from '../../http/multipart';
import { serveOn } from '../../http/serve';
import { SVG_PREVIEW_HEADERS } from '../../http/svg-preview';

/** Per client address, like the other uploads: each picture is decoded and encoded again. */
const UPLOAD_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;
/** Comments are read by staff: a few a minute is plenty for a person. */
const COMMENT_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;


/** Public pages know who is looking when someone is signed in (the owner and staff see more). */
const viewerOf = async (req: FastifyRequest): Promise<Actor | undefined> => {
  const lookup = await req.session();
  return lookup.state === 'valid' ? lookup.user : undefined;
};

export const galleryRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('GET /v1/gallery/list', async (req) => {
    const q = req.query;
    return listGallery(app.deps, { view: q.view, tag: q.tag || undefined, authorId: q.author_id, page: q.page, pageSize: q.page_size });
  });
  serve('GET /v1/gallery/detail', async (req) => getGalleryProject(app.deps, await viewerOf(req), req.query.id));
  serve('GET /v1/gallery/picture/:id', async (req, reply) => {
    const { mime, bytes } = await galleryPicture(app.deps, req.params.id);
    return reply.type(mime).headers({ 'x-content-type-options': 'nosniff', 'cache-control': 'public, max-age=86400' }).send(bytes);
  });
  serve('GET /v1/gallery/preview', async (req, reply) => {
    const svg = await galleryPreview(app.deps, await viewerOf(req), req.query.id, req.query.side);
    return reply.headers(SVG_PREVIEW_HEADERS).type('image/svg+xml; charset=utf-8').send(svg);
  });
  serve(
    'POST /v1/gallery/pictures',
    async (req) => {
      const { file } = await readOneFile(req, galleryPictureFieldsSchema, { missing: pictureMissing, tooMany: pictureMissing });
      return uploadGalleryPicture(app.deps, { userId: req.user.id, bytes: file.bytes });
    },
    { config: { rateLimit: UPLOAD_RATE_LIMIT } },
  );
  serve(
    'POST /v1/gallery/files',
    async (req) => {
      const { fields, file } = await readOneFile(req, galleryFileFieldsSchema, { missing: pictureMissing, tooMany: pictureMissing });
      return uploadGalleryFile(app.deps, { userId: req.user.id, kind: fields.kind, fileName: file.name, bytes: file.bytes });
    },
    { config: { rateLimit: UPLOAD_RATE_LIMIT } },
  );
  serve('POST /v1/gallery/files/from-order', async (req) =>
    importGalleryFile(app.deps, { userId: req.user.id, orderLineId: req.body.order_line_id, which: req.body.which }), { config: { rateLimit: UPLOAD_RATE_LIMIT } });
  serve('GET /v1/gallery/file/:id', async (req, reply) => sendDownload(reply, await galleryFileDownload(app.deps, await viewerOf(req), req.params.id)));
  serve('GET /v1/gallery/mine', async (req) => listOwnGallery(app.deps, req.user.id));
  serve('GET /v1/gallery/sources', async (req) => listGallerySources(app.deps, req.user.id));
  serve('POST /v1/gallery/create', async (req) => createGalleryProject(app.deps, req.user.id, req.body));
  serve('POST /v1/gallery/update', async (req) => updateGalleryProject(app.deps, req.user.id, req.body));
  serve('POST /v1/gallery/like', async (req) => likeGalleryProject(app.deps, req.user, req.body.id));
  serve('POST /v1/gallery/comment', async (req) => commentGalleryProject(app.deps, req.user, req.body.id, req.body.body), {
    config: { rateLimit: COMMENT_RATE_LIMIT },
  });
  serve('POST /v1/gallery/order', async (req) => orderGalleryBoard(app.deps, req.user, { id: req.body.id, requestId: req.body.request_id }));

  serve('GET /v1/staff/gallery', async (req) => staffGalleryQueue(app.deps, { page: req.query.page, pageSize: req.query.page_size }));
  serve('POST /v1/staff/gallery/project', async (req) =>
    moderateGalleryProject(app.deps, { staffId: req.user.id, id: req.body.id, featured: req.body.featured, hidden: req.body.hidden, note: req.body.note }));
  serve('POST /v1/staff/gallery/comment', async (req) =>
    moderateGalleryComment(app.deps, { staffId: req.user.id, id: req.body.id, decision: req.body.decision }));
};
