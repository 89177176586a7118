-- BOM matching (issue 11): rank the parts having one value ("100nF": 2,219 of the 582,280-part catalogue) by
-- package, Basic and stock without reading their wide rows. EXPLAIN ANALYZE of "100 nF capacitors in 0402, best 5"
-- on the full catalogue (PostgreSQL 15, 2-core machine under load): 395 ms warm / 812 ms cold, 9,474 buffers
-- (heap rows through opl_parts_pkey) before; 108 ms, 6,669 buffers, index-only scans with no heap fetches after.
DROP INDEX "opl_part_values_kind_num_idx";--> statement-breakpoint
CREATE INDEX "opl_parts_match_idx" ON "opl_parts" USING btree ("id","package_id","category_id","library_type","stock");--> statement-breakpoint
CREATE INDEX "opl_part_values_kind_num_idx" ON "opl_part_values" USING btree ("kind","num","part_id");