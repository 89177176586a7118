DROP INDEX "opl_part_values_kind_num_idx";--> statement-breakpoint
ALTER TABLE "opl_categories" ADD COLUMN "facets" jsonb;--> statement-breakpoint
CREATE INDEX "opl_part_values_kind_num_idx" ON "opl_part_values" USING btree ("kind","num","part_id");