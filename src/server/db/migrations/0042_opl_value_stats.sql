-- Custom migration (drizzle has no CREATE STATISTICS). A value search ("3.3V LDO") filters opl_part_values by kind
-- and number together; without joint statistics the planner multiplies their separate selectivities, expects 4,038
-- parts at 3.3 V instead of 10,246, and checks every one against the text index by a nested loop (38k buffers,
-- 128 ms) instead of a hash join with the text matches (5k buffers, 26 ms). ANALYZE (run by every import) fills it.
CREATE STATISTICS IF NOT EXISTS "opl_part_values_kind_num_stx" (mcv) ON "kind", "num" FROM "opl_part_values";
