// The design gallery (issue 14): lists, project pages, pictures, likes, comments and "order this board" for
// customers; feature / hide and comment moderation for staff with 'gallery.moderate'.
import {
  galleryCommentBodySchema, galleryCommentStatusSchema, galleryFileFieldsSchema, galleryFileFromOrderBodySchema, galleryFileParamsSchema, galleryFileSchema, galleryIdBodySchema, galleryIdQuerySchema, galleryLikeSchema, galleryListQuerySchema, galleryListSchema,
  galleryMineSchema, galleryOrderBodySchema, galleryOrderSchema, galleryPictureFieldsSchema, galleryPictureParamsSchema, galleryPictureSchema, galleryPreviewQuerySchema,
  galleryProjectBodySchema, galleryProjectSchema, gallerySavedSchema, gallerySourcesSchema, galleryUpdateBodySchema,
  staffGalleryCommentBodySchema, staffGalleryDoneSchema, staffGalleryProjectBodySchema, staffGalleryQuerySchema, staffGallerySchema,
} from '../contracts/gallery';
import { area, route } from './route';

export const galleryRoutes = area(['gallery'], {
  'GET /v1/gallery/list': route({ auth: 'public', query: galleryListQuerySchema, response: galleryListSchema }),
  /** Public, private and staff-only projects alike answer 404 to whoever may not see them. */
  'GET /v1/gallery/detail': route({ auth: 'public', query: galleryIdQuerySchema, response: galleryProjectSchema }),
  /** A project picture (re-encoded JPEG or PNG). */
  'GET /v1/gallery/picture/:id': route({ auth: 'public', params: galleryPictureParamsSchema }),
  /** The board preview (SVG) of a project's Gerber, for whoever may see the project. */
  'GET /v1/gallery/preview': route({ auth: 'public', query: galleryPreviewQuerySchema }),
  /** Multipart: one JPEG or PNG of at most 2 MB, checked by content and re-encoded. */
  'POST /v1/gallery/pictures': route({ auth: 'user', multipart: galleryPictureFieldsSchema, response: galleryPictureSchema }),
  /** Multipart: one BOM, assembly or test file, or an attachment (field `kind`), checked by content, at most 10 MB. */
  'POST /v1/gallery/files': route({ auth: 'user', multipart: galleryFileFieldsSchema, response: galleryFileSchema }),
  /** A copy of the BOM or pick-and-place file of one of the owner's PCBA order lines. */
  'POST /v1/gallery/files/from-order': route({ auth: 'user', body: galleryFileFromOrderBodySchema, response: galleryFileSchema }),
  /** A project's file or uploaded attachment as a download, for whoever may see the project (else 404). */
  'GET /v1/gallery/file/:id': route({ auth: 'public', params: galleryFileParamsSchema }),
  'GET /v1/gallery/mine': route({ auth: 'user', response: galleryMineSchema }),
  'GET /v1/gallery/sources': route({ auth: 'user', response: gallerySourcesSchema }),
  'POST /v1/gallery/create': route({ auth: 'user', body: galleryProjectBodySchema, response: gallerySavedSchema }),
  'POST /v1/gallery/update': route({ auth: 'user', body: galleryUpdateBodySchema, response: gallerySavedSchema }),
  /** One like per account: liking again changes nothing. */
  'POST /v1/gallery/like': route({ auth: 'user', body: galleryIdBodySchema, response: galleryLikeSchema }),
  /** Held until staff approve it. */
  'POST /v1/gallery/comment': route({ auth: 'user', body: galleryCommentBodySchema, response: galleryCommentStatusSchema }),
  /** The project's board with its Gerber and parameters into the viewer's cart, priced again by the server. */
  'POST /v1/gallery/order': route({ auth: 'user', body: galleryOrderBodySchema, response: galleryOrderSchema }),
});

export const staffGalleryRoutes = area(['staff', 'gallery'], {
  'GET /v1/staff/gallery': route({ auth: 'staff:gallery.moderate', query: staffGalleryQuerySchema, response: staffGallerySchema }),
  'POST /v1/staff/gallery/project': route({ auth: 'staff:gallery.moderate', body: staffGalleryProjectBodySchema, response: staffGalleryDoneSchema }),
  'POST /v1/staff/gallery/comment': route({ auth: 'staff:gallery.moderate', body: staffGalleryCommentBodySchema, response: staffGalleryDoneSchema }),
});
