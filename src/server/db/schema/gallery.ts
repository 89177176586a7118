// The design gallery (issue 14; spec services §1 "Gallery project", §9 gallery limits). A project is the owner's
// write-up of a board from one of their past PCB orders: the order line gives the Gerber and the parameters that
// "order this board" puts in a viewer's cart. Pictures are stored re-encoded (integrations/files/picture.ts) under a
// random key. Likes are one row per account (the primary key makes a second like a no-op); comments wait for staff.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orderLines } from './order';

export const galleryProjects = pgTable(
  'gallery_projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    intro: text('intro').notNull(),
    /** Up to 3; the first is the main category. */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** gallery_pictures ids in display order; the first is the cover. */
    pictureIds: uuid('picture_ids').array().notNull(),
    /** Markdown, rendered without raw HTML. */
    story: text('story').notNull(),
    /** [{ name, quantity, sku }]: sku is the parts library's match at saving, or null. */
    bom: jsonb('bom').notNull().default(sql`'[]'::jsonb`),
    /** [{ name, url, description }], an uploaded one also with its gallery_files `file_id` (url: its download). */
    attachments: jsonb('attachments').notNull().default(sql`'[]'::jsonb`),
    /** gallery_files ids (BOM, assembly, test) in display order; each file row also points back here. */
    fileIds: uuid('file_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** The board: a PCB line of one of the owner's orders (RESTRICT keeps it, as orders are kept). */
    orderLineId: integer('order_line_id').references(() => orderLines.id, { onDelete: 'restrict' }),
    /** public | unlisted | staff (GALLERY_SHARE_TYPES) */
    shareType: text('share_type').notNull(),
    marketplaceUrl: text('marketplace_url').notNull().default(''),
    /** Staff: shown on gallery-recommend. */
    featured: boolean('featured').notNull().default(false),
    /** Staff: taken off every list and page but the owner's. */
    hidden: boolean('hidden').notNull().default(false),
    /** Times the board was put in a cart from the gallery (the author sees it). */
    orderedCount: integer('ordered_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('gallery_projects_user_idx').on(t.userId),
    index('gallery_projects_list_idx').on(t.shareType, t.hidden, t.createdAt),
    check('gallery_projects_share_check', sql`${t.shareType} in ('public', 'unlisted', 'staff')`),
    check('gallery_projects_ordered_check', sql`${t.orderedCount} >= 0`),
  ],
);

export const galleryPictures = pgTable(
  'gallery_pictures',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** image/jpeg | image/png: what the re-encoder wrote. */
    mime: text('mime').notNull(),
    storageKey: text('storage_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('gallery_pictures_user_idx').on(t.userId), check('gallery_pictures_mime_check', sql`${t.mime} in ('image/jpeg', 'image/png')`)],
);

export const galleryLikes = pgTable(
  'gallery_likes',
  {
    projectId: integer('project_id').notNull().references(() => galleryProjects.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] })],
);

export const galleryComments = pgTable(
  'gallery_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id').notNull().references(() => galleryProjects.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** pending | approved | rejected */
    status: text('status').notNull().default('pending'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('gallery_comments_project_idx').on(t.projectId, t.status),
    index('gallery_comments_status_idx').on(t.status, t.createdAt),
    check('gallery_comments_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/**
 * A project's BOM, assembly or test file, or an uploaded attachment (issue 14 "files", "attachments"): checked by
 * content on upload (commands/gallery/check-file.ts), stored under a random key. It waits unattached (project_id
 * null, only its uploader downloads it) until a project is saved with it; then whoever may see the project may
 * download it.
 */
export const galleryFiles = pgTable(
  'gallery_files',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => galleryProjects.id, { onDelete: 'set null' }),
    /** bom | assembly | test | attachment (GALLERY_FILE_KINDS) */
    kind: text('kind').notNull(),
    /** Sanitised client file name, display and download name only. */
    name: text('name').notNull(),
    /** The type the content was checked as; sent with the download. */
    mime: text('mime').notNull(),
    storageKey: text('storage_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('gallery_files_user_idx').on(t.userId),
    index('gallery_files_project_idx').on(t.projectId),
    check('gallery_files_kind_check', sql`${t.kind} in ('bom', 'assembly', 'test', 'attachment')`),
  ],
);
