// Uploaded design files (issue 3 §4). The bytes live in the storage (src/server/integrations/storage) under a
// random key; the client's file name is kept only for display. Only the owner may read a row or its previews.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey(),
    ownerId: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /**
     * gerber | stencil (spec services §9 file type Gerber 1, Stencil 2) | placement (a PCBA pick-and-place file, issue 11)
     * | model3d (a 3D printing model, file type 3D = 3, issue 12: `analysis` holds its MeshAnalysis)
     * | cad (a STEP/IGES model for a CNC quote) | drawing (a PDF drawing beside a CNC part or a cable, issue 12)
     * | kit_print (a kit's printing material: PDF, PNG or JPEG) | kit_sticker (a kit's sticker image: PNG or JPEG; issue 13)
     */
    kind: text('kind').notNull(),
    /** Sanitised client file name, display only. */
    originalName: text('original_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    /** analysed | unanalysed (the worker ran out of time or memory; the customer fills the form by hand) */
    status: text('status').notNull(),
    /** The UploadAnalysis answer (src/shared/contracts/upload.ts) plus the outline segment count for re-renders. */
    analysis: jsonb('analysis').notNull(),
    /** Storage keys of the SVG previews; null when they could not be drawn. */
    previewTopKey: text('preview_top_key'),
    previewBottomKey: text('preview_bottom_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploads_owner_idx').on(t.ownerId),
    check('uploads_kind_check', sql`${t.kind} in ('gerber', 'stencil', 'placement', 'model3d', 'cad', 'drawing', 'kit_print', 'kit_sticker')`),
    check('uploads_status_check', sql`${t.status} in ('analysed', 'unanalysed')`),
  ],
);
