// Reviews (issue 14; route map: src/shared/routes/reviews.ts): pictures, the buyer's review, the public lists and the
// home page's latest, and the content staff's screen.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { serveOn } from '../../http/serve';
import { readOneFile } from '../../http/multipart';
import { pictureRefused, reviewPictureFile, uploadReviewPicture } from '../../commands/reviews/review-picture';
import { submitReview } from '../../commands/reviews/submit-review';
import { getReview, homeReviews, listReviews } from '../../commands/reviews/list-reviews';
import { listStaffReviews, setReviewHidden } from '../../commands/reviews/staff-reviews';

/** Each upload decodes a picture in the worker pool: a few a minute is plenty for a person. */
const UPLOAD_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

export const reviewRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  const d = app.deps;
  serve('POST /v1/review/pictures', async (req) => {
    const { file } = await readOneFile(req, z.strictObject({}), { missing: pictureRefused, tooMany: pictureRefused });
    return uploadReviewPicture(d, req.user.id, file.bytes);
  }, { config: { rateLimit: UPLOAD_RATE_LIMIT } });
  serve('GET /v1/review/pictures/:id', async (req, reply) => {
    const session = await req.session();
    const f = await reviewPictureFile(d, req.params.id, session.state === 'valid' ? session.user.id : undefined);
    // re-encoded pixels only; still never sniffed as something else
    return reply.type(f.contentType).header('x-content-type-options', 'nosniff').header('cache-control', 'private, max-age=3600').send(f.bytes);
  });
  serve('POST /v1/review', async (req) => submitReview(d, req.user.id, req.body));
  serve('GET /v1/review/list', async (req) => listReviews(d, { page: req.query.page, pageSize: req.query.page_size }));
  serve('GET /v1/review/detail', async (req) => getReview(d, req.query.id));
  serve('POST /help/get-home', async (req) => homeReviews(d, req.body.limit));

  serve('GET /v1/staff/reviews', async (req) => listStaffReviews(d, { page: req.query.page, pageSize: req.query.page_size }));
  serve('POST /v1/staff/reviews/hide', async (req) =>
    setReviewHidden(d, { staffId: req.user.id, id: req.body.id, hidden: req.body.hidden, note: req.body.note }));
};
