DROP INDEX "opl_part_values_kind_num_idx";--> statement-breakpoint
DROP INDEX "opl_parts_category_idx";--> statement-breakpoint
ALTER TABLE "opl_categories" ADD COLUMN "facets" jsonb;--> statement-breakpoint
CREATE INDEX "opl_part_values_kind_num_idx" ON "opl_part_values" USING btree ("kind","num","part_id");--> statement-breakpoint
CREATE INDEX "opl_parts_category_idx" ON "opl_parts" USING btree ("category_id",(case "library_type" when 'basic' then 0 when 'preferred' then 1 else 2 end),"stock" desc,"id");