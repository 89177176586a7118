ALTER TABLE "pcba_bom_lines" ADD COLUMN "asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pcba_bom_lines" ADD COLUMN "answered_at" timestamp with time zone;