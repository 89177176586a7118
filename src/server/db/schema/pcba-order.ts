// A PCB assembly in the cart and, once ordered, in the order (issue 11 "Price", "After the order"). The cart item
// (cart_items, product 1511 PCBA) carries what every item carries: the Gerber upload, the PCB values in `params`,
// the price lines and the status. These tables hold what only an assembly has:
// - pcba_items: the assembly options, the BOM file with the customer's column mapping, the placement file and the
//   rotation corrections the customer made on the preview (stored with the order, so the factory places parts as
//   the customer saw them);
// - pcba_bom_lines: the build lines as ordered, each with its status (services §4 "BOM part status"), the part it
//   was settled on and who settled it. A Pending or Unavailable line keeps the item waiting for quotation; the
//   staff BOM-check queue reads the lines of that status.
// The rows follow the cart item (cascade); an ordered item keeps them (cart items are never deleted once ordered).
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { cartItems } from './cart';
import { uploads } from './upload';
import { bomFiles } from './pcba-bom';

export const pcbaItems = pgTable('pcba_items', {
  cartItemId: integer('cart_item_id').primaryKey().references(() => cartItems.id, { onDelete: 'cascade' }),
  /** PcbaOptions (src/shared/rules/pcba.ts) as validated by the server. */
  options: jsonb('options').notNull(),
  bomFileId: uuid('bom_file_id').references(() => bomFiles.id, { onDelete: 'set null' }),
  /** The header row (0-based) and BomMapping the customer confirmed on the mapping screen. */
  bomHeaderRow: integer('bom_header_row').notNull(),
  bomMapping: jsonb('bom_mapping').notNull(),
  /** The pick-and-place upload (uploads.kind 'placement'); null when the customer sends it later. */
  placementUploadId: uuid('placement_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
  /** [{ designator, deg }]: the customer's corrections in 90° steps, added to the file's rotation. */
  rotations: jsonb('rotations').notNull().default(sql`'[]'::jsonb`),
  /** The CAD convention whose per-package rotation offsets the customer applied ('' for none). */
  rotationConvention: text('rotation_convention').notNull().default(''),
});

export const pcbaBomLines = pgTable(
  'pcba_bom_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cartItemId: integer('cart_item_id').notNull().references(() => cartItems.id, { onDelete: 'cascade' }),
    /** 1-based position in the build, as the page showed it. */
    lineNo: integer('line_no').notNull(),
    /** Row in the customer's file (BomLine.row). */
    fileRow: integer('file_row').notNull(),
    designators: jsonb('designators').notNull(),
    /** Parts per board. */
    quantity: integer('quantity').notNull(),
    mpn: text('mpn').notNull(),
    manufacturer: text('manufacturer').notNull(),
    value: text('value').notNull(),
    footprint: text('footprint').notNull(),
    description: text('description').notNull(),
    /** confirmed | pending | unavailable (BOM_STATUSES). */
    status: text('status').notNull(),
    /**
     * How the line got its part: match (the catalogue matched it exactly) | suggestion (the customer accepted one) |
     * library (the customer picked one in the parts library) | consigned (the customer sends the parts) | supplied
     * (the customer gave a purchase link or another MPN for an Unavailable line) | staff (settled in the BOM check).
     */
    choice: text('choice').notNull(),
    /** The catalogue part the line is built with (confirmed lines other than consigned and supplied). */
    partSku: text('part_sku'),
    /** Unit price at the build quantity, micro-USD, as priced when the line was settled; null while unpriced. */
    unitMicros: bigint('unit_micros', { mode: 'bigint' }),
    /** Up to 5 BomParts the matcher suggested, for the customer and the BOM check. */
    suggestions: jsonb('suggestions').notNull().default(sql`'[]'::jsonb`),
    purchaseLink: text('purchase_link').notNull().default(''),
    /** Another MPN the customer gave for an Unavailable line. */
    suppliedMpn: text('supplied_mpn').notNull().default(''),
    /** What staff wrote to the customer about the line (the BOM check's question or answer). */
    staffNote: text('staff_note').notNull().default(''),
    settledBy: integer('settled_by').references(() => users.id, { onDelete: 'set null' }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /**
     * The BOM check (docs/pcba.md "BOM check"): when staff last asked the customer about the line (staff_note holds
     * the question), and when the customer last answered (purchase link or another MPN). The line waits for the
     * customer while asked_at is later than answered_at; an answer puts it back in the staff queue, due 1 business
     * day after answered_at (after the item's creation for a line never answered).
     */
    askedAt: timestamp('asked_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('pcba_bom_lines_item_line_idx').on(t.cartItemId, t.lineNo),
    // the staff BOM-check queue: the lines still to settle
    index('pcba_bom_lines_open_idx').on(t.status, t.cartItemId).where(sql`${t.status} <> 'confirmed'`),
    check('pcba_bom_lines_status_check', sql`${t.status} in ('confirmed', 'pending', 'unavailable')`),
    check('pcba_bom_lines_choice_check', sql`${t.choice} in ('match', 'suggestion', 'library', 'consigned', 'supplied', 'staff')`),
  ],
);
