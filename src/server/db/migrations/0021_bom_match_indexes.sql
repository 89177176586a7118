-- BOM matching (issue 11): rank the parts whose value is one number ("Capacitance" 100 nF: about 2,200 of the 582,280
-- parts) by package, Basic and stock without reading their wide rows. EXPLAIN ANALYZE of "the best five 100 nF
-- capacitors in 0402" on the full catalogue (PostgreSQL 15, 2-core machine shared with other work): 395 ms warm /
-- 812 ms cold, 9,474 buffers (value rows' heap, then part rows through opl_parts_pkey; load 28) before; 30 ms warm,
-- 6,633 buffers, index-only scans without a heap fetch (load 13) after.
DROP INDEX "opl_part_values_attr_num_idx";--> statement-breakpoint
CREATE INDEX "opl_parts_match_idx" ON "opl_parts" USING btree ("id","package_id","category_id","library_type","stock");--> statement-breakpoint
CREATE INDEX "opl_part_values_attr_num_idx" ON "opl_part_values" USING btree ("attribute_id","num","part_id");