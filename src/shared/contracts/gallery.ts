// The design gallery (issue 14 "Gallery"; spec services §1 gallery project and design-detail keys, §8 gallery
// images, §9 gallery limits, platform §2 gallery routes): projects made from one of the owner's past PCB orders,
// their pictures, likes, comments held for moderation, "order this board" into the viewer's cart, and the staff
// console's feature / hide / comment moderation.
import { z } from 'zod';
import { apiQuery } from '../api';
import { id, int, queryId, queryInt, text } from './fields';

/** Spec services §9 "Gallery" limits. */
export const GALLERY_LIMITS = {
  nameMax: 100,
  introMin: 30,
  introMax: 1000,
  storyMin: 300,
  /** A cap on absurd bodies, not a rule of the spec. */
  storyMax: 20_000,
  tagsMax: 3,
  tagMax: 30,
  picturesMax: 8,
  bomLinesMax: 100,
  attachmentsMax: 10,
  attachmentNameMax: 30,
  attachmentDescriptionMax: 100,
  commentMax: 1000,
  /** Project files (BOM, assembly, test): at most 10 per project, each at most 10 MB (as are uploaded attachments). */
  filesMax: 10,
  fileMaxBytes: 10 * 1024 * 1024,
} as const;

/**
 * What an uploaded gallery file is (issue 14 "files (Gerber, BOM, assembly, test)" and "attachments"): the Gerber is
 * the board's own (an order line); these are checked by content on upload (docs/gallery.md "Files").
 */
export const GALLERY_FILE_KINDS = ['bom', 'assembly', 'test', 'attachment'] as const;
export type GalleryFileKind = (typeof GALLERY_FILE_KINDS)[number];
/** The project's files; an `attachment` file goes in the attachments list instead. */
export const GALLERY_PROJECT_FILE_KINDS = ['bom', 'assembly', 'test'] as const;

/** Spec services §1: public (listed), unlisted (anyone with the link), staff (only for staff, "Only for Seeed"). */
export const GALLERY_SHARE_TYPES = ['public', 'unlisted', 'staff'] as const;
export type GalleryShareType = (typeof GALLERY_SHARE_TYPES)[number];

/** The lists of platform §2: gallery-index (every public design), gallery-recommend (featured), gallery-user (one author's). */
export const GALLERY_VIEWS = ['index', 'recommend', 'user'] as const;
export type GalleryView = (typeof GALLERY_VIEWS)[number];

export const GALLERY_COMMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type GalleryCommentStatus = (typeof GALLERY_COMMENT_STATUSES)[number];

const https = () => text().trim().max(300, 'validation.maxLength').regex(/^https?:\/\/[^\s<>"]+$/, 'validation.invalid');
const tag = () => text().trim().min(1, 'validation.required').max(GALLERY_LIMITS.tagMax, 'validation.maxLength').regex(/^[^<>]*$/, 'validation.illegal');

export const galleryBomLineSchema = z.strictObject({
  name: text().trim().min(1, 'validation.required').max(100, 'validation.maxLength'),
  quantity: int(1, 100_000, 'validation.invalid'),
});

const attachmentFields = {
  name: text().trim().min(1, 'validation.required').max(GALLERY_LIMITS.attachmentNameMax, 'validation.maxLength'),
  description: text().trim().max(GALLERY_LIMITS.attachmentDescriptionMax, 'validation.maxLength').optional().default(''),
};
/** An attachment is a link, or a file the owner uploaded (POST /v1/gallery/files with kind `attachment`). */
export const galleryAttachmentSchema = z.union([
  z.strictObject({ ...attachmentFields, url: https() }),
  z.strictObject({ ...attachmentFields, file_id: z.uuid('validation.invalid') }),
]);

/** POST /v1/gallery/create (and the fields of /update). */
export const galleryProjectBodySchema = z.strictObject({
  name: text().trim().min(1, 'validation.required').max(GALLERY_LIMITS.nameMax, 'validation.maxLength'),
  intro: text().trim().min(GALLERY_LIMITS.introMin, 'validation.introTooShort').max(GALLERY_LIMITS.introMax, 'validation.maxLength'),
  /** The first tag is the main category. */
  tags: z.array(tag()).max(GALLERY_LIMITS.tagsMax, 'validation.tooManyTags').optional().default([]),
  /** Pictures uploaded with POST /v1/gallery/pictures; the first is the cover. At least one (a photo is required). */
  picture_ids: z.array(z.uuid('validation.invalid')).min(1, 'validation.photoRequired').max(GALLERY_LIMITS.picturesMax, 'validation.invalid'),
  /** Markdown; the page renders it without raw HTML. */
  story: text().trim().min(GALLERY_LIMITS.storyMin, 'validation.storyTooShort').max(GALLERY_LIMITS.storyMax, 'validation.maxLength'),
  bom: z.array(galleryBomLineSchema).max(GALLERY_LIMITS.bomLinesMax, 'validation.invalid').optional().default([]),
  attachments: z.array(galleryAttachmentSchema).max(GALLERY_LIMITS.attachmentsMax, 'validation.invalid').optional().default([]),
  /** BOM, assembly and test files uploaded with POST /v1/gallery/files (or taken from a PCBA order), in display order. */
  file_ids: z.array(z.uuid('validation.invalid')).max(GALLERY_LIMITS.filesMax, 'validation.tooManyFiles').optional().default([]),
  /** The board: a PCB line of one of the owner's past orders (its Gerber and parameters). */
  order_line_id: id('validation.required').nullable().optional().default(null),
  share_type: z.enum(GALLERY_SHARE_TYPES, { error: 'validation.invalid' }).optional().default('public'),
  marketplace_url: z.union([z.literal(''), https()]).optional().default(''),
});
export type GalleryProjectBody = z.input<typeof galleryProjectBodySchema>;

export const galleryUpdateBodySchema = galleryProjectBodySchema.extend({ id: id('validation.required') });

export const galleryPictureSchema = z.object({ picture_id: z.string(), url: z.string(), width: z.number(), height: z.number() });
export type GalleryPicture = z.infer<typeof galleryPictureSchema>;
/** POST /v1/gallery/pictures: multipart with the one picture and no other field. */
export const galleryPictureFieldsSchema = z.strictObject({});
export const galleryPictureParamsSchema = z.strictObject({ id: z.uuid('validation.invalid') });

/** POST /v1/gallery/files: multipart with the one file and what it is. */
export const galleryFileFieldsSchema = z.strictObject({ kind: z.enum(GALLERY_FILE_KINDS, { error: 'validation.invalid' }) });
export const galleryFileParamsSchema = z.strictObject({ id: z.uuid('validation.invalid') });
/** POST /v1/gallery/files/from-order: a copy of a past PCBA order's BOM or pick-and-place file. */
export const galleryFileFromOrderBodySchema = z.strictObject({
  order_line_id: id('validation.required'),
  which: z.enum(['bom', 'placement'], { error: 'validation.invalid' }),
});
export const galleryFileSchema = z.object({
  file_id: z.string(),
  kind: z.enum(GALLERY_FILE_KINDS),
  name: z.string(),
  size: z.number(),
  /** The download (Content-Disposition attachment) for whoever may see the project. */
  url: z.string(),
});
export type GalleryFile = z.infer<typeof galleryFileSchema>;

export const galleryCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  intro: z.string(),
  tags: z.array(z.string()),
  cover_url: z.string().nullable(),
  author_id: z.number(),
  author_name: z.string(),
  likes: z.number(),
  featured: z.boolean(),
  created_at: z.string(),
});
export type GalleryCard = z.infer<typeof galleryCardSchema>;

export const galleryListQuerySchema = apiQuery({
  view: z.enum(GALLERY_VIEWS).optional().default('index'),
  tag: text().trim().max(GALLERY_LIMITS.tagMax).optional(),
  /** gallery-user: whose designs. */
  author_id: queryId().optional(),
  page: queryInt(1, 10_000).optional().default(1),
  page_size: queryInt(1, 60).optional().default(12),
});
export const galleryListSchema = z.object({ total: z.number(), page: z.number(), page_size: z.number(), list: z.array(galleryCardSchema) });
export type GalleryList = z.infer<typeof galleryListSchema>;

/** The spec's design-detail keys (services §1), read from the order line and the Gerber analysis. */
export const galleryDesignSchema = z.object({
  filename: z.string().nullable(),
  layer: z.number(),
  dimension: z.string(),
  thickness: z.number(),
  color: z.string(),
  surface: z.string(),
  materail: z.string(),
  board_type: z.string(),
  min_hole: z.number(),
  min_tracking_spacing: z.string(),
  min_solder_mask_dam: z.number(),
  copper: z.number(),
  blind_vias: z.boolean(),
  half_hole: z.boolean(),
  impedance: z.boolean(),
  panelized: z.string(),
  expedited_option: z.string(),
  /** Same-origin URLs of the board previews; null when the Gerber could not be drawn. */
  previews: z.object({ top: z.string(), bottom: z.string() }).nullable(),
});
export type GalleryDesign = z.infer<typeof galleryDesignSchema>;

export const galleryCommentSchema = z.object({ id: z.number(), author_name: z.string(), body: z.string(), status: z.enum(GALLERY_COMMENT_STATUSES), created_at: z.string() });
export type GalleryComment = z.infer<typeof galleryCommentSchema>;

export const galleryProjectSchema = galleryCardSchema.extend({
  story: z.string(),
  pictures: z.array(z.object({ url: z.string(), width: z.number(), height: z.number() })),
  picture_ids: z.array(z.string()),
  /** `sku`: the parts library's part whose code or MPN matched the name (links to /opl/part/{sku}). */
  bom: z.array(z.object({ name: z.string(), quantity: z.number(), sku: z.string().nullable() })),
  /** A link's URL, or an uploaded file's download URL with its id and size. */
  attachments: z.array(z.object({ name: z.string(), url: z.string(), description: z.string(), file_id: z.string().nullable(), size: z.number().nullable() })),
  /** BOM, assembly and test files in the owner's order. */
  files: z.array(galleryFileSchema),
  share_type: z.enum(GALLERY_SHARE_TYPES),
  marketplace_url: z.string(),
  hidden: z.boolean(),
  order_line_id: z.number().nullable(),
  design: galleryDesignSchema.nullable(),
  /** Approved comments, and the viewer's own still waiting. */
  comments: z.array(galleryCommentSchema),
  liked: z.boolean(),
  is_owner: z.boolean(),
  /** How many times the board was ordered from the gallery: the author's eyes only (null for everyone else). */
  ordered_count: z.number().nullable(),
});
export type GalleryProject = z.infer<typeof galleryProjectSchema>;

export const galleryIdQuerySchema = apiQuery({ id: queryId('validation.required') });
export const galleryIdBodySchema = z.strictObject({ id: id('validation.required') });
export const galleryPreviewQuerySchema = apiQuery({ id: queryId('validation.required'), side: z.enum(['top', 'bottom']) });

export const galleryMineSchema = z.object({
  list: z.array(galleryCardSchema.extend({ share_type: z.enum(GALLERY_SHARE_TYPES), hidden: z.boolean(), ordered_count: z.number() })),
});
export type GalleryMine = z.infer<typeof galleryMineSchema>;

/** The owner's past PCB order lines a project can take its board from. */
export const gallerySourcesSchema = z.object({
  list: z.array(z.object({ order_line_id: z.number(), order_no: z.string(), file_name: z.string().nullable(), layers: z.number(), dimension: z.string(), ordered_at: z.string() })),
  /** The owner's past PCBA order lines whose BOM or pick-and-place file a project can take a copy of. */
  pcba: z.array(z.object({
    order_line_id: z.number(), order_no: z.string(), ordered_at: z.string(),
    bom: z.object({ name: z.string(), size: z.number() }).nullable(),
    placement: z.object({ name: z.string(), size: z.number() }).nullable(),
  })),
});
export type GallerySources = z.infer<typeof gallerySourcesSchema>;

export const galleryLikeSchema = z.object({ likes: z.number(), liked: z.boolean() });
export const galleryCommentBodySchema = z.strictObject({
  id: id('validation.required'),
  body: text().trim().min(1, 'validation.required').max(GALLERY_LIMITS.commentMax, 'validation.maxLength'),
});
export const galleryCommentStatusSchema = z.object({ id: z.number(), status: z.enum(GALLERY_COMMENT_STATUSES) });
/** POST /v1/gallery/order: the request id makes a double click add one item. */
export const galleryOrderBodySchema = z.strictObject({ id: id('validation.required'), request_id: z.uuid('validation.invalid') });
export const galleryOrderSchema = z.object({ cart_id: z.number() });
export const gallerySavedSchema = z.object({ id: z.number() });

// ---- staff (gallery.moderate) ----

export const staffGalleryQuerySchema = apiQuery({
  page: queryInt(1, 10_000).optional().default(1),
  page_size: queryInt(1, 100).optional().default(30),
});
export const staffGallerySchema = z.object({
  total: z.number(),
  projects: z.array(galleryCardSchema.extend({ share_type: z.enum(GALLERY_SHARE_TYPES), hidden: z.boolean(), ordered_count: z.number() })),
  comments: z.array(galleryCommentSchema.extend({ project_id: z.number(), project_name: z.string() })),
});
export type StaffGallery = z.infer<typeof staffGallerySchema>;
export const staffGalleryProjectBodySchema = z.strictObject({
  id: id('validation.required'),
  featured: z.boolean().optional(),
  hidden: z.boolean().optional(),
  note: text().trim().max(500, 'validation.maxLength').optional().default(''),
});
export const staffGalleryCommentBodySchema = z.strictObject({
  id: id('validation.required'),
  decision: z.enum(['approved', 'rejected'], { error: 'validation.invalid' }),
});
export const staffGalleryDoneSchema = z.object({ id: z.number() });
