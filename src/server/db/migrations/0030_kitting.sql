ALTER TABLE "price_tables" DROP CONSTRAINT "price_tables_key_check";--> statement-breakpoint
ALTER TABLE "uploads" DROP CONSTRAINT "uploads_kind_check";--> statement-breakpoint
ALTER TABLE "price_tables" ADD CONSTRAINT "price_tables_key_check" CHECK ("price_tables"."key" in ('pcb', 'stencil', 'shipping', 'pcba', 'print3d', 'cable', 'kitting'));--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_kind_check" CHECK ("uploads"."kind" in ('gerber', 'stencil', 'placement', 'model3d', 'cad', 'drawing', 'kit_print', 'kit_sticker'));