-- PCB assembly in the cart (issue 11): the assembly of a PCBA cart item and its BOM lines with their status (src/server/db/schema/pcba-order.ts).
CREATE TABLE "pcba_bom_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pcba_bom_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cart_item_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"file_row" integer NOT NULL,
	"designators" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"mpn" text NOT NULL,
	"manufacturer" text NOT NULL,
	"value" text NOT NULL,
	"footprint" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"choice" text NOT NULL,
	"part_sku" text,
	"unit_micros" bigint,
	"suggestions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"purchase_link" text DEFAULT '' NOT NULL,
	"supplied_mpn" text DEFAULT '' NOT NULL,
	"staff_note" text DEFAULT '' NOT NULL,
	"settled_by" integer,
	"settled_at" timestamp with time zone,
	CONSTRAINT "pcba_bom_lines_status_check" CHECK ("pcba_bom_lines"."status" in ('confirmed', 'pending', 'unavailable')),
	CONSTRAINT "pcba_bom_lines_choice_check" CHECK ("pcba_bom_lines"."choice" in ('match', 'suggestion', 'library', 'consigned', 'supplied', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "pcba_items" (
	"cart_item_id" integer PRIMARY KEY NOT NULL,
	"options" jsonb NOT NULL,
	"bom_file_id" uuid,
	"bom_header_row" integer NOT NULL,
	"bom_mapping" jsonb NOT NULL,
	"placement_upload_id" uuid,
	"rotations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rotation_convention" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pcba_bom_lines" ADD CONSTRAINT "pcba_bom_lines_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcba_bom_lines" ADD CONSTRAINT "pcba_bom_lines_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcba_items" ADD CONSTRAINT "pcba_items_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcba_items" ADD CONSTRAINT "pcba_items_bom_file_id_bom_files_id_fk" FOREIGN KEY ("bom_file_id") REFERENCES "public"."bom_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcba_items" ADD CONSTRAINT "pcba_items_placement_upload_id_uploads_id_fk" FOREIGN KEY ("placement_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pcba_bom_lines_item_line_idx" ON "pcba_bom_lines" USING btree ("cart_item_id","line_no");--> statement-breakpoint
CREATE INDEX "pcba_bom_lines_open_idx" ON "pcba_bom_lines" USING btree ("status","cart_item_id") WHERE "pcba_bom_lines"."status" <> 'confirmed';