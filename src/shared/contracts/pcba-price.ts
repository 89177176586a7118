// GET /v1/pcba/price-table (issue 11 "Price"): the stored PCBA price table for the page's instant estimate, which runs
// the same engine as the server (src/shared/pricing/pcba.ts). `table` is tablesToJson text; read it with
// parsePcbaTables. Open to visitors like the other estimates; it holds prices only.
import { z } from 'zod';

export const pcbaPriceTableSchema = z.object({
  version: z.string(),
  table: z.string(),
});
export type PcbaPriceTable = z.infer<typeof pcbaPriceTableSchema>;
